// 'Signed by the author' (a dialog that re-verifies the EIP-712 signature in the browser and
// shows how to check it anywhere), 'Unsigned' with what it means, and the edit history, whose
// signed versions are verified in the page too.
import { lazy, Suspense, useId, useState } from 'react';
import { Button, Text, VisuallyHidden } from '@mantine/core';
import { IconHistory, IconShieldCheck } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { ReviewCard } from '@chainreview/shared/schemas/review';
import { TIMERS } from '@chainreview/shared/limits';
import { Tooltip } from '@/components/floating/tooltip';
import { withRestTexts } from '@/lib/i18n';

// the dialogs (Mantine's Modal, the signature check) load when first opened
const SignatureDialog = lazy(() =>
  withRestTexts(import('./review-trust-dialogs')).then((m) => ({ default: m.SignatureDialog })),
);
const HistoryDialog = lazy(() =>
  withRestTexts(import('./review-trust-dialogs')).then((m) => ({ default: m.HistoryDialog })),
);

/** The signature badge and, on edited reviews, the history button. */
export function ReviewTrustLine({ review }: { review: ReviewCard }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  return (
    <>
      {review.isSigned ? (
        <Button
          variant="subtle"
          color="teal"
          size="compact-sm"
          leftSection={<IconShieldCheck size={14} />}
          onClick={() => setOpen(true)}
          data-testid="signed-by-author"
        >
          {t('reviews.trust.signedByAuthor')}
        </Button>
      ) : (
        <UnsignedMark />
      )}
      {review.isEdited && (
        <ReviewHistoryButton
          reviewId={review.id}
          updatedAt={review.updatedAt}
          author={review.user.address}
        />
      )}
      {open && (
        <Suspense fallback={null}>
          <SignatureDialog review={review} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
}

/**
 * 'Unsigned', with what it means in a tooltip (hover or keyboard focus). The tooltip loads on
 * first use, so the meaning is also in the page, hidden, as the mark's description for screen
 * readers.
 */
function UnsignedMark() {
  const { t } = useTranslation();
  const explainId = useId();
  const explain = t('reviews.trust.unsignedExplain');
  return (
    <>
      <Tooltip
        label={explain}
        withArrow
        multiline
        w={260}
        openDelay={TIMERS.tooltipDelay}
        events={{ hover: true, focus: true, touch: true }}
      >
        <Text
          size="xs"
          c="dimmed"
          tabIndex={0}
          aria-describedby={explainId}
          style={{ cursor: 'help', textDecoration: 'underline dotted' }}
          data-testid="review-unsigned"
        >
          {t('reviews.trust.unsigned')}
        </Text>
      </Tooltip>
      <VisuallyHidden id={explainId}>{explain}</VisuallyHidden>
    </>
  );
}

/**
 * 'History': every version of a review, oldest last. The admin console uses it too, for
 * blocked reviews (the server shows their history to the admin team only). With the author's
 * address, each signed version is verified in the page against it.
 */
export function ReviewHistoryButton({
  reviewId,
  updatedAt = '',
  author,
}: {
  reviewId: string;
  updatedAt?: string;
  author?: string;
}) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button
        variant="subtle"
        color="gray"
        size="compact-sm"
        leftSection={<IconHistory size={14} />}
        onClick={() => setOpen(true)}
        data-testid="review-history"
      >
        {t('reviews.trust.history')}
      </Button>
      {open && (
        <Suspense fallback={null}>
          <HistoryDialog
            reviewId={reviewId}
            updatedAt={updatedAt}
            author={author}
            onClose={() => setOpen(false)}
          />
        </Suspense>
      )}
    </>
  );
}
