// The project page's sidebar sections (info card, About Project, activities): beside the
// header on a wide screen, below the reviews on a phone, where they load as they come near.
import type { Project } from '@chainreview/shared/schemas/project';
import { AboutProject } from './about-project';
import { ProjectActivities } from './project-activities';
import { ProjectInfoCard } from './project-info-card';

export function ProjectSidebarSections({ project }: { project: Project }) {
  return (
    <>
      <ProjectInfoCard project={project} />
      <AboutProject description={project.description} />
      <ProjectActivities projectId={project.id} />
    </>
  );
}
