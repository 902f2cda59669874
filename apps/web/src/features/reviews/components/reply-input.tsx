// The reply text box, for a new reply and for editing one: plain text of 2..1000 characters
// (trimmed), with a 'current/max' counter and its message 300 ms after typing.
import { useRef, useState } from 'react';
import { Button, Group, Text, Textarea } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useTranslation } from 'react-i18next';
import { LIMITS, TIMERS } from '@chainreview/shared/limits';

export function replyProblem(text: string): 'short' | 'long' | null {
  const length = [...text.trim()].length;
  if (length < LIMITS.reply.min) return 'short';
  if (length > LIMITS.reply.max) return 'long';
  return null;
}

export function ReplyInput({
  initial = '',
  submitLabel,
  onSubmit,
  onCancel,
  submitting,
  autoFocus,
  testId = 'reply-input',
}: {
  initial?: string;
  submitLabel: string;
  /** Resolves true when sent, so the box empties. */
  onSubmit: (content: string) => Promise<boolean>;
  onCancel?: () => void;
  submitting: boolean;
  autoFocus?: boolean;
  testId?: string;
}) {
  const { t } = useTranslation();
  const [text, setText] = useState(initial);
  const [touched, setTouched] = useState(false);
  const box = useRef<HTMLTextAreaElement>(null);
  const [debounced] = useDebouncedValue(text, TIMERS.formDebounce);
  const problem = replyProblem(text);
  const shown = touched ? replyProblem(debounced) : null;

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    setTouched(true);
    if (problem || submitting) return;
    if (await onSubmit(text.trim())) {
      setText('');
      setTouched(false);
      // the emptied form disables its button, which drops focus to <body>: keep the keyboard
      // user in the box, ready for the next reply
      box.current?.focus();
    }
  };

  return (
    <form onSubmit={(e) => void submit(e)} noValidate data-testid={testId}>
      <Textarea
        aria-label={t('reviews.reply.label')}
        placeholder={t('reviews.reply.placeholder')}
        autosize
        minRows={2}
        maxRows={8}
        maxLength={LIMITS.reply.max}
        ref={box}
        value={text}
        autoFocus={autoFocus}
        onChange={(e) => {
          setText(e.currentTarget.value);
          setTouched(true);
        }}
        error={
          shown === 'short'
            ? t('reviews.reply.min', { min: LIMITS.reply.min })
            : shown === 'long'
              ? t('reviews.reply.max', { max: LIMITS.reply.max })
              : undefined
        }
        data-testid={`${testId}-text`}
      />
      <Group justify="space-between" mt="xs">
        <Text size="xs" c="dimmed">
          {t('reviews.form.counter', { current: [...text].length, max: LIMITS.reply.max })}
        </Text>
        <Group gap="xs">
          {onCancel && (
            <Button variant="default" size="xs" onClick={onCancel} disabled={submitting}>
              {t('common.cancel')}
            </Button>
          )}
          <Button
            type="submit"
            size="xs"
            loading={submitting}
            disabled={Boolean(problem)}
            data-testid={`${testId}-submit`}
          >
            {submitLabel}
          </Button>
        </Group>
      </Group>
    </form>
  );
}
