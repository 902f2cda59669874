// What a review removed by moderation shows instead of itself (its page answers 410): when it
// was removed, under which rule, the decision's entry in the transparency log when the log has
// it, and, to its author only, the one appeal they may file and its outcome.
import { useState } from 'react';
import { Alert, Anchor, Badge, Button, Paper, Stack, Text, Textarea, Title } from '@mantine/core';
import { IconGavel } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { ReviewTombstone } from '@chainreview/shared/moderation';
import { APPEAL_MESSAGE } from '@chainreview/shared/moderation-rules';
import { Link } from '@/lib/router';
import { paths } from '@/config/paths';
import { useDocumentTitle } from '@/components/page-title';
import { errorMessage } from '@/lib/errors';
import { formatDate } from '@/lib/format';
import { useSession } from '@/lib/session';
import { useFileAppeal, useMyAppeal } from '../api/removal-api';
import { logEntryHref } from '../log-entry';

export function ReviewTombstone({ tombstone }: { tombstone: ReviewTombstone }) {
  const { t, i18n } = useTranslation();
  useDocumentTitle(t('removal.tombstone.title'));
  const leaf = tombstone.logEntry.leafIndex;
  return (
    <Paper withBorder radius="lg" p="lg" data-testid="review-tombstone" component="article">
      <Stack gap="sm">
        <Title order={1} size="h3">
          <IconGavel size={22} aria-hidden style={{ verticalAlign: '-3px', marginRight: 8 }} />
          {t('removal.tombstone.title')}
        </Title>
        <Text>
          {t('removal.tombstone.when', {
            date: formatDate(tombstone.removedAt, i18n.language),
          })}
        </Text>
        <Text component="div">
          {t('removal.tombstone.rule')}{' '}
          <Badge variant="light" color="red" tt="none" data-testid="tombstone-rule">
            {t(tombstone.ruleLabelKey)}
          </Badge>
        </Text>
        <Text size="sm" c="dimmed">
          {leaf != null ? (
            <Anchor component={Link} to={logEntryHref(leaf)} data-testid="tombstone-log-link">
              {t('removal.tombstone.logEntry', { index: leaf })}
            </Anchor>
          ) : (
            t('removal.tombstone.logPending')
          )}
        </Text>
        <Text size="sm">
          <Anchor component={Link} to={paths.transparency.href()}>
            {t('removal.tombstone.figuresLink')}
          </Anchor>
        </Text>
        <AuthorAppeal reviewId={tombstone.reviewId} />
      </Stack>
    </Paper>
  );
}

/** The author's appeal: the form while none is filed, then its status. Nothing for others. */
function AuthorAppeal({ reviewId }: { reviewId: string }) {
  const { t, i18n } = useTranslation();
  const session = useSession();
  const appeal = useMyAppeal(reviewId, session.isAuthenticated);
  const file = useFileAppeal(reviewId);
  const [message, setMessage] = useState('');
  const [touched, setTouched] = useState(false);
  if (!session.isAuthenticated || appeal.data === undefined) return null;
  if (appeal.data) {
    const a = appeal.data;
    return (
      <Alert
        color={a.status === 'restored' ? 'teal' : a.status === 'rejected' ? 'red' : 'blue'}
        variant="light"
        title={t(`removal.appeal.status.${a.status}`)}
        data-testid="appeal-status"
        role="status"
      >
        <Text size="sm">
          {t('removal.appeal.filedOn', { date: formatDate(a.createdAt, i18n.language) })}
        </Text>
        {a.decisionReason && (
          <Text size="sm">{t('removal.appeal.decisionReason', { reason: a.decisionReason })}</Text>
        )}
      </Alert>
    );
  }
  const length = message.trim().length;
  const tooShort = length < APPEAL_MESSAGE.min;
  const submit = () => {
    setTouched(true);
    if (tooShort) return;
    file.mutate(message.trim());
  };
  return (
    <Stack gap="xs" component="section" aria-labelledby="appeal-title" data-testid="appeal-form">
      <Title order={2} size="h5" id="appeal-title">
        {t('removal.appeal.title')}
      </Title>
      <Text size="sm" c="dimmed">
        {t('removal.appeal.explain')}
      </Text>
      <Textarea
        label={t('removal.appeal.label')}
        description={t('removal.appeal.limits', {
          min: APPEAL_MESSAGE.min,
          max: APPEAL_MESSAGE.max,
        })}
        value={message}
        maxLength={APPEAL_MESSAGE.max}
        autosize
        minRows={3}
        onChange={(e) => setMessage(e.currentTarget.value)}
        error={touched && tooShort ? t('errors.appeal_message_too_short') : undefined}
      />
      {file.error && (
        <Alert color="red" role="alert">
          {errorMessage(file.error, t)}
        </Alert>
      )}
      <Button onClick={submit} loading={file.isPending} data-testid="appeal-submit" w="fit-content">
        {t('removal.appeal.submit')}
      </Button>
    </Stack>
  );
}
