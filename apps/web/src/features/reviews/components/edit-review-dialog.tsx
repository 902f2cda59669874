// Edit review dialog (spec 2, 4): the review form filled with the review; on success
// 'Edit successed', the review is replaced everywhere and the dialog closes. The form (and
// its editor) load only when the dialog first opens.
import { lazy, Suspense, useState } from 'react';
import { Modal, Skeleton, Stack } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { notifications } from '@mantine/notifications';
import { useTranslation } from 'react-i18next';
import { ENERGY } from '@chainreview/shared/energy';
import type { ReviewCard } from '@chainreview/shared/schemas/review';
import { energyView } from '@/lib/energy';
import { useSession } from '@/lib/session';
import { useSystemConfig } from '@/lib/system-config';
import { showErrorToast } from '@/lib/error-toast';
import { useUpdateReview } from '../api/update-review';
import { signReview, useReviewSigner } from '../hooks/use-review-signer';
import { withRestTexts } from '@/lib/i18n';

const ReviewForm = lazy(() =>
  withRestTexts(import('./review-form')).then((m) => ({ default: m.ReviewForm })),
);

export function EditReviewDialog({
  review,
  opened,
  onClose,
}: {
  review: ReviewCard;
  opened: boolean;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const { user } = useSession();
  const config = useSystemConfig();
  const mutation = useUpdateReview(review.id);
  const sign = useReviewSigner();
  const [signing, setSigning] = useState(false);
  const energyCost = config.data?.reviewEnergy ?? ENERGY.reviewEnergy;
  // The whole screen on phones: the editor needs the room.
  const phone = useMediaQuery('(max-width: 36em)');

  return (
    <Modal
      opened={opened}
      onClose={() => !mutation.isPending && onClose()}
      title={t('reviews.edit.title')}
      size="xl"
      radius={phone ? 0 : 'lg'}
      fullScreen={phone}
      centered
      data-testid="edit-review-dialog"
    >
      {opened && (
        <Suspense
          fallback={
            <Stack aria-busy>
              <Skeleton height={40} />
              <Skeleton height={260} />
            </Stack>
          }
        >
          <ReviewForm
            mode="edit"
            initial={{
              rate: review.rate,
              title: review.title,
              content: review.content,
              language: review.language,
            }}
            energyCost={energyCost}
            energyLeft={user?.lastEnergy}
            energyRefillAt={user ? energyView(user, config.data?.recycleEnergyStep).refillAt : null}
            submitting={signing || mutation.isPending}
            onCancel={onClose}
            onSubmit={(unsigned) =>
              void signReview(sign, review.project, unsigned, setSigning, t, {
                mustSign: review.isSigned,
              }).then(
                (body) =>
                  body &&
                  mutation.mutate(body, {
                    onSuccess: () => {
                      notifications.show({ color: 'teal', message: t('reviews.edit.success') });
                      onClose();
                    },
                    onError: (error) => showErrorToast(error, t, t('common.error')),
                  }),
              )
            }
          />
        </Suspense>
      )}
    </Modal>
  );
}
