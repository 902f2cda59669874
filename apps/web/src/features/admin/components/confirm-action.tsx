// Every admin action asks first (spec 6): what will happen, a reason where the user is told
// why (required for rejections and blocks), then the result or the error as a toast.
import { useState } from 'react';
import { Button, Group, Modal, Select, Stack, Text, Textarea } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useTranslation } from 'react-i18next';
import { ADMIN_REASON_MAX } from '@chainreview/shared/admin-rules';
import {
  MODERATION_REASONS,
  moderationReasonLabelKey,
  type ModerationReason,
} from '@chainreview/shared/moderation-rules';
import { showErrorToast } from '@/lib/error-toast';
import { useAdminAction } from '../api/admin-api';

export interface PendingAction {
  title: string;
  message: string;
  path: string;
  body: Record<string, unknown>;
  /** 'required': a reason must be given; 'optional': may be given; absent: none asked. */
  reason?: 'required' | 'optional';
  /** A removal names its rule: asked for, starting from this proposal. */
  reasonCategory?: ModerationReason;
  confirmLabel: string;
  danger?: boolean;
  done: string;
}

/** Opens the confirmation of an action (every tab's buttons call it). */
export type Ask = (action: PendingAction) => void;

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
  // the rule chosen here, or the action's proposal until one is chosen
  const [chosenRule, setRule] = useState<ModerationReason | null>(null);
  const rule = chosenRule ?? action?.reasonCategory ?? null;
  const missing = action?.reason === 'required' && reason.trim() === '';
  const ruleMissing = Boolean(action?.reasonCategory) && !rule;
  const close = () => {
    setReason('');
    setRule(null);
    setTouched(false);
    mutation.reset();
    onClose();
  };
  const confirm = () => {
    if (!action) return;
    setTouched(true);
    if (missing || ruleMissing) return;
    mutation.mutate(
      {
        path: action.path,
        body: {
          ...action.body,
          ...(action.reason && reason.trim() ? { reason: reason.trim() } : {}),
          ...(action.reasonCategory && rule ? { reasonCategory: rule } : {}),
        },
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
        {action?.reasonCategory && (
          <Select
            label={t('admin.rule.label')}
            description={t('admin.rule.shown')}
            required
            allowDeselect={false}
            value={rule}
            onChange={(v) => setRule(v as ModerationReason | null)}
            data={MODERATION_REASONS.map((r) => ({
              value: r,
              label: t(moderationReasonLabelKey(r)),
            }))}
            error={touched && ruleMissing ? t('errors.reason_category_required') : undefined}
            data-testid="admin-rule"
            // a select, not a text field (the reason below is the dialog's one textbox)
            role="combobox"
          />
        )}
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
