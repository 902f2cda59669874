// The header's edit button (spec 2 and 6): the owner (address == ownerAddress) edits the
// project (PUT, 'Project is updated'); anybody else sends an edit request to the admin team.
// Signed out, it opens the Connect Wallet modal first.
import { lazy, Suspense, useState } from 'react';
import { ActionIcon } from '@mantine/core';
import { Tooltip } from '@/components/floating/tooltip';
import { IconPencil } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { Project } from '@chainreview/shared/schemas/project';
import { hintTarget } from '@/lib/hint-target';
import { useSession } from '@/lib/session';
import { withRestTexts } from '@/lib/i18n';
// the form and its rules load only for a signed-in viewer
const EditProjectModal = lazy(() =>
  withRestTexts(import('./edit-project-modal')).then((m) => ({ default: m.EditProjectModal })),
);

export function isProjectOwner(project: Project, address: string | null | undefined): boolean {
  return Boolean(
    address && project.ownerAddress && project.ownerAddress.toLowerCase() === address.toLowerCase(),
  );
}

export function EditProjectButton({ project }: { project: Project }) {
  const { t } = useTranslation();
  const session = useSession();
  const [open, setOpen] = useState(false);
  const owner = isProjectOwner(project, session.user?.address);
  const label = owner ? t('project.edit.owner') : t('project.edit.request');
  return (
    <>
      <Tooltip label={label} withArrow withinPortal>
        <ActionIcon
          variant="default"
          size={36}
          aria-label={label}
          data-testid="edit-project-button"
          {...hintTarget('edit_project')}
          onClick={() => (session.isAuthenticated ? setOpen(true) : session.openConnectModal())}
        >
          <IconPencil size={18} />
        </ActionIcon>
      </Tooltip>
      {session.isAuthenticated && (
        <Suspense fallback={null}>
          <EditProjectModal
            project={project}
            owner={owner}
            opened={open}
            onClose={() => setOpen(false)}
          />
        </Suspense>
      )}
    </>
  );
}
