// The project header's ownership slot (issue 14): a connected wallet claims the project when
// the token contract names it as the owner; the server reads the chain, so nothing is taken on
// trust. Anybody signed in can ask for a re-check after an on-chain transfer.
import { useState } from 'react';
import { ActionIcon, Button, Group, List, Modal, Stack, Text, Tooltip } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconShieldCheck } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { isEvmChain } from '@chainreview/shared/enums';
import type { Project } from '@chainreview/shared/schemas/project';
import { useSession } from '@/lib/session';
import { showErrorToast } from '@/lib/error-toast';
import { useOwnershipAction } from '../api/claim-ownership';
import { isProjectOwner } from './edit-project-button';

export function ClaimOwnershipButton({ project }: { project: Project }) {
  const { t } = useTranslation();
  const session = useSession();
  const [open, setOpen] = useState(false);
  const action = useOwnershipAction(project.id);
  if (!project.contractAddress || !isEvmChain(project.chain)) return null;
  const owner = isProjectOwner(project, session.user?.address);
  const run = (kind: 'claim' | 'recheck') =>
    action.mutate(kind, {
      onSuccess: (result) => {
        notifications.show({
          color: 'teal',
          message:
            kind === 'claim'
              ? t('project.ownership.claimed', {
                  method: t(`project.ownership.methods.${result.proof ?? 'ownable'}`),
                })
              : result.changed
                ? t('project.ownership.moved')
                : t('project.ownership.unchanged'),
        });
        setOpen(false);
      },
      onError: (error) => showErrorToast(error, t),
    });
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
      <Modal
        opened={open}
        onClose={() => setOpen(false)}
        title={t('project.ownership.title')}
        centered
      >
        <Stack>
          <Text size="sm">{t('project.ownership.intro')}</Text>
          <List size="sm">
            <List.Item>{t('project.ownership.methods.ownable')}</List.Item>
            <List.Item>{t('project.ownership.methods.access_control')}</List.Item>
            <List.Item>{t('project.ownership.methods.deployer')}</List.Item>
          </List>
          <Text size="sm" c="dimmed">
            {owner ? t('project.ownership.youOwn') : t('project.ownership.noFunction')}
          </Text>
          <Group justify="flex-end">
            {project.ownerAddress && (
              <Button
                variant="default"
                loading={action.isPending && action.variables === 'recheck'}
                onClick={() => run('recheck')}
              >
                {t('project.ownership.recheck')}
              </Button>
            )}
            {!owner && (
              <Button
                loading={action.isPending && action.variables === 'claim'}
                onClick={() => run('claim')}
                data-testid="claim-ownership-confirm"
              >
                {t('project.ownership.claim')}
              </Button>
            )}
          </Group>
        </Stack>
      </Modal>
    </>
  );
}
