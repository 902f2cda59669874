// Every admin action asks first (spec 6): what will happen, a reason where the user is told
// why (required for rejections and blocks), then the result or the error as a toast.
import { useState } from 'react';
import { Button, Group, Modal, Stack, Text, Textarea } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useTranslation } from 'react-i18next';
import { ADMIN_REASON_MAX } from '@chainreview/shared/admin';
import { showErrorToast } from '@/lib/error-toast';
import { useAdminAction } from '../api/admin-api';

export interface PendingAction {
  title: string;
  message: string;
  path: string;
  body: Record<string, unknown>;
  /** 'required': a reason must be given; 'optional': may be given; absent: none asked. */
  reason?: 'required' | 'optional';
  confirmLabel: string;
  danger?: boolean;
  done: string;
}

export function ConfirmAction({
  action,
  onClose,
}: {
  action: PendingAction | null;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const mutation = useAdminAction();
  const [reason, setReason] = useState('');
  const [touched, setTouched] = useState(false);
  const missing = action?.reason === 'required' && reason.trim() === '';
  const close = () => {
    setReason('');
    setTouched(false);
    mutation.reset();
    onClose();
  };
  const confirm = () => {
    if (!action) return;
    setTouched(true);
    if (missing) return;
    mutation.mutate(
      {
        path: action.path,
        body:
          action.reason && reason.trim() ? { ...action.body, reason: reason.trim() } : action.body,
      },
      {
        onSuccess: () => {
          notifications.show({ color: 'teal', message: action.done });
          close();
        },
        onError: (error) => showErrorToast(error, t),
      },
    );
  };
  return (
    <Modal opened={action !== null} onClose={close} title={action?.title} centered>
      <Stack>
        <Text size="sm">{action?.message}</Text>
        {action?.reason && (
          <Textarea
            label={t('admin.reason')}
            description={action.reason === 'required' ? t('admin.reasonShown') : undefined}
            required={action.reason === 'required'}
            value={reason}
            maxLength={ADMIN_REASON_MAX}
            autosize
            minRows={2}
            data-autofocus
            onChange={(e) => setReason(e.currentTarget.value)}
            error={touched && missing ? t('errors.reason_required') : undefined}
          />
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={close}>
            {t('admin.cancel')}
          </Button>
          <Button
            color={action?.danger ? 'red' : undefined}
            loading={mutation.isPending}
            onClick={confirm}
            data-testid="admin-confirm"
          >
            {action?.confirmLabel}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
