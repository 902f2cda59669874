// The projects module's public face: what the app, the jobs and other modules may use of it.
export { getVisibleProjectRow, toProject } from './projects.service.ts';
export {
  applyProjectUpdate,
  changeProject,
  changeProjectOwner,
  closeEditRequest,
  lockEditRequestForDecision,
  lockProjectForChange,
  projectSnapshot,
} from './projects.submissions.ts';
export { projectsRoutes } from './projects.routes.ts';
