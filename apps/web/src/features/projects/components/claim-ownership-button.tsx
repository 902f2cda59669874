// The project header's ownership slot: a connected wallet claims the project when
// the token contract names it as the owner; the server reads the chain, so nothing is taken on
// trust. Anybody signed in can ask for a re-check after an on-chain transfer. The dialog loads
// when first opened.
import { lazy, Suspense, useState } from 'react';
import { ActionIcon } from '@mantine/core';
import { Tooltip } from '@/components/floating/tooltip';
import { IconShieldCheck } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { isEvmChain } from '@chainreview/shared/enums';
import type { Project } from '@chainreview/shared/schemas/project';
import { useSession } from '@/lib/session';
import { isProjectOwner } from './edit-project-button';
import { withRestTexts } from '@/lib/i18n';

const ClaimOwnershipDialog = lazy(() =>
  withRestTexts(import('./claim-ownership-dialog')).then((m) => ({
    default: m.ClaimOwnershipDialog,
  })),
);

export function ClaimOwnershipButton({ project }: { project: Project }) {
  const { t } = useTranslation();
  const session = useSession();
  const [open, setOpen] = useState(false);
  // mounted from the first opening on, so the dialog closes with its transition
  const [mounted, setMounted] = useState(false);
  if (open && !mounted) setMounted(true);
  if (!project.contractAddress || !isEvmChain(project.chain)) return null;
  const owner = isProjectOwner(project, session.user?.address);
  return (
    <>
      <Tooltip label={t('project.ownership.button')} withArrow withinPortal>
        <ActionIcon
          variant="default"
          size={36}
          aria-label={t('project.ownership.button')}
          data-testid="claim-ownership-button"
          onClick={() => (session.isAuthenticated ? setOpen(true) : session.openConnectModal())}
        >
          <IconShieldCheck size={18} />
        </ActionIcon>
      </Tooltip>
      {(open || mounted) && (
        <Suspense fallback={null}>
          <ClaimOwnershipDialog
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
