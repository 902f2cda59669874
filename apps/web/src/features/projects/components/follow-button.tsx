// Follow / unfollow a project (spec 2 and 4): only when signed in; tooltip 'Turn off
// notifications' when followed, 'Notify' otherwise; disabled while the call runs; the state
// flips at once and rolls back when the call fails.
import { Button } from '@mantine/core';
import { Tooltip } from '@/components/floating/tooltip';
import { IconBell, IconBellRingingFilled } from '@tabler/icons-react';
import type { QueryKey } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { Project } from '@chainreview/shared/schemas/project';
import { hintTarget } from '@/lib/hint-target';
import { useSession } from '@/lib/session';
import { showErrorToast } from '@/lib/error-toast';
import { useFollowProject } from '../api/follow-project';

export function FollowButton({ project, queryKey }: { project: Project; queryKey: QueryKey }) {
  const { t } = useTranslation();
  const session = useSession();
  const mutation = useFollowProject(queryKey);
  if (!session.isAuthenticated) return null;
  const followed = Boolean(project.isFollowed);
  const tooltip = followed ? t('project.turnOffNotifications') : t('project.notify');
  return (
    <Tooltip label={tooltip} withArrow withinPortal>
      <Button
        variant={followed ? 'light' : 'filled'}
        leftSection={followed ? <IconBellRingingFilled size={16} /> : <IconBell size={16} />}
        aria-pressed={followed}
        // disabled while it saves, but still focusable: a disabled button would drop the
        // keyboard user's focus to <body>
        aria-disabled={mutation.isPending || undefined}
        data-disabled={mutation.isPending || undefined}
        data-testid="follow-button"
        {...hintTarget('notify_project')}
        data-followed={followed}
        onClick={() =>
          !mutation.isPending &&
          mutation.mutate(
            { projectId: project.id, follow: !followed },
            {
              onError: (error) => showErrorToast(error, t),
            },
          )
        }
      >
        {followed ? t('project.following') : t('project.follow')}
      </Button>
    </Tooltip>
  );
}
