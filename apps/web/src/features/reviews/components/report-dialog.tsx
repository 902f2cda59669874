// Report dialog (spec 4, 5, 8): the reasons with the first one chosen, a required note of
// 10..150 characters (trimmed) with a counter, 'Report has been successful' on success.
import { useState } from 'react';
import { Button, Group, Modal, Radio, Stack, Text, Textarea } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { notifications } from '@mantine/notifications';
import { useTranslation } from 'react-i18next';
import { REPORT_REASONS, type ReportReason } from '@chainreview/shared/enums';
import { LIMITS, TIMERS } from '@chainreview/shared/limits';
import { showErrorToast } from '@/lib/error-toast';
import { useReportContent, type ReportTarget } from '../api/report-content';

export function reportNoteError(note: string): 'short' | 'long' | null {
  const length = [...note.trim()].length;
  if (length < LIMITS.reportNote.min) return 'short';
  if (length > LIMITS.reportNote.max) return 'long';
  return null;
}

function ReportForm({
  target,
  id,
  onDone,
}: {
  target: ReportTarget;
  id: string;
  onDone: () => void;
}) {
  const { t } = useTranslation();
  const [reason, setReason] = useState<ReportReason>(REPORT_REASONS[0]);
  const [note, setNote] = useState('');
  const [touched, setTouched] = useState(false);
  const [debouncedNote] = useDebouncedValue(note, TIMERS.formDebounce);
  const mutation = useReportContent(target, id);
  const problem = reportNoteError(note);
  const shownProblem = touched ? reportNoteError(debouncedNote) : null;

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    setTouched(true);
    if (problem) return;
    mutation.mutate(
      { reason, note: note.trim() },
      {
        onSuccess: () => {
          notifications.show({ color: 'teal', message: t('reviews.report.success') });
          onDone();
        },
        onError: (error) => showErrorToast(error, t, t('common.error')),
      },
    );
  };

  return (
    <form onSubmit={submit} noValidate data-testid="report-form">
      <Stack gap="md">
        <Radio.Group
          label={t('reviews.report.reason')}
          value={reason}
          onChange={(value) => setReason(value as ReportReason)}
          withAsterisk
        >
          <Stack gap="xs" mt="xs">
            {REPORT_REASONS.map((r) => (
              <Radio
                key={r}
                value={r}
                label={t(`reviews.report.reasons.${r}`)}
                data-testid={`report-reason-${r}`}
              />
            ))}
          </Stack>
        </Radio.Group>
        <Textarea
          label={t('reviews.report.note')}
          placeholder={t('reviews.report.notePlaceholder')}
          withAsterisk
          autosize
          minRows={3}
          maxRows={6}
          maxLength={LIMITS.reportNote.max}
          value={note}
          onChange={(e) => {
            setNote(e.currentTarget.value);
            setTouched(true);
          }}
          error={
            shownProblem === 'short'
              ? t('reviews.report.noteMin', { min: LIMITS.reportNote.min })
              : shownProblem === 'long'
                ? t('reviews.report.noteMax', { max: LIMITS.reportNote.max })
                : undefined
          }
          description={
            <Text span size="xs" c="dimmed" data-testid="report-note-counter">
              {t('reviews.form.counter', { current: [...note].length, max: LIMITS.reportNote.max })}
            </Text>
          }
          inputWrapperOrder={['label', 'input', 'description', 'error']}
          data-testid="report-note"
        />
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onDone}>
            {t('common.cancel')}
          </Button>
          <Button
            type="submit"
            color="red"
            loading={mutation.isPending}
            disabled={Boolean(problem)}
            data-testid="report-submit"
          >
            {t('reviews.report.submit')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

export function ReportDialog({
  target,
  id,
  opened,
  onClose,
}: {
  target: ReportTarget;
  id: string;
  opened: boolean;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={target === 'review' ? t('reviews.report.titleReview') : t('reviews.report.titleReply')}
      centered
      radius="lg"
    >
      {/* Mounted only while open, so every opening starts with the first reason and no note. */}
      {opened && <ReportForm target={target} id={id} onDone={onClose} />}
    </Modal>
  );
}
