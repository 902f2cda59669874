// Share dialog (spec 2): the review's link with a copy button, its QR code, and the social
// share targets.
import { Center, Modal, Paper, Stack, Text } from '@mantine/core';
import { QRCodeSVG } from 'qrcode.react';
import { useTranslation } from 'react-i18next';
import type { Review } from '@chainreview/shared/schemas/review';
import { paths } from '@/config/paths';
import { reviewShareUrl, ShareLinkField, ShareTargets } from './share-links';

export function ShareReviewDialog({
  review,
  opened,
  onClose,
}: {
  review: Review;
  opened: boolean;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const url = reviewShareUrl(paths.review.href(review.id));
  return (
    <Modal opened={opened} onClose={onClose} title={t('reviews.share.title')} centered radius="lg">
      <Stack gap="md">
        <Center>
          <Paper p="sm" radius="md" bg="white" withBorder>
            <QRCodeSVG value={url} size={160} role="img" aria-label={t('reviews.share.qr')} />
          </Paper>
        </Center>
        <ShareLinkField url={url} />
        <Stack gap={6}>
          <Text size="sm" fw={500}>
            {t('reviews.share.on')}
          </Text>
          <ShareTargets url={url} text={review.title} />
        </Stack>
      </Stack>
    </Modal>
  );
}
