// The project header's Share button (spec 2, 4): the share dialog at once, with the link, QR
// code and targets, and the card when it is made. The 'share_project' hint points at it.
import { Button } from '@mantine/core';
import { IconShare3 } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { Project } from '@chainreview/shared/schemas/project';
import { absoluteUrl } from '@/components/share/absolute-url';
import { LazyShareDialog as ShareDialog } from '@/components/share/lazy-share-dialog';
import { useShare } from '@/components/share/use-share';
import { paths } from '@/config/paths';
import { hintTarget } from '@/lib/hint-target';

export function ShareProjectButton({ project }: { project: Project }) {
  const { t } = useTranslation();
  const share = useShare('project', project.id);
  const name = project.symbol ? `${project.name} (${project.symbol})` : project.name;
  return (
    <>
      <Button
        variant="default"
        leftSection={<IconShare3 size={16} />}
        onClick={() => void share.start()}
        {...hintTarget('share_project')}
        data-testid="project-share"
      >
        {t('share.button')}
      </Button>
      <ShareDialog
        opened={share.opened}
        onClose={share.close}
        title={t('share.projectTitle')}
        url={absoluteUrl(paths.project.href(project))}
        text={t('share.projectText', { name })}
        image={share.image}
        imagePending={share.imagePending}
        imageRatio={share.imageRatio}
        imageAlt={t('share.projectImage', { name })}
      />
    </>
  );
}
