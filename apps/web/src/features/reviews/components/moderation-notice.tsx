// Shown to the author of a review that reports hid pending moderation: everyone else no
// longer sees it, and it waits for the admin team.
import { Alert } from '@mantine/core';
import { IconEyeOff } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { Review } from '@chainreview/shared/schemas/review';

export function ModerationNotice({ review }: { review: Pick<Review, 'status'> }) {
  const { t } = useTranslation();
  if (review.status !== 'hidden') return null;
  return (
    <Alert
      color="yellow"
      variant="light"
      icon={<IconEyeOff size={18} aria-hidden />}
      title={t('moderation.awaitingTitle')}
      data-testid="moderation-notice"
      role="status"
    >
      {t('moderation.awaitingText')}
    </Alert>
  );
}
