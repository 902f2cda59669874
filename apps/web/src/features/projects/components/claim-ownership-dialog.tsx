// The ownership dialog, loaded when first opened: how a claim is checked, and the
// claim and re-check actions.
import { Button, Group, List, Modal, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useTranslation } from 'react-i18next';
import type { Project } from '@chainreview/shared/schemas/project';
import { showErrorToast } from '@/lib/error-toast';
import { useOwnershipAction } from '../api/claim-ownership';

export function ClaimOwnershipDialog({
  project,
  owner,
  opened,
  onClose,
}: {
  project: Project;
  owner: boolean;
  opened: boolean;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const action = useOwnershipAction(project.id);
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
        onClose();
      },
      onError: (error) => showErrorToast(error, t),
    });
  return (
    <Modal opened={opened} onClose={onClose} title={t('project.ownership.title')} centered>
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
  );
}
