// 'Review Successfully' (spec 2): the energy spent, share links and a copy link to the
// review, and the reminder that liking, unliking and replying cost no energy.
import { Button, Group, List, Modal, Stack, Text, ThemeIcon } from '@mantine/core';
import { IconBolt, IconCircleCheckFilled, IconHeart, IconMessageCircle } from '@tabler/icons-react';
import { Link } from '@/lib/router';
import { useTranslation } from 'react-i18next';
import type { Review } from '@chainreview/shared/schemas/review';
import { paths } from '@/config/paths';
import { absoluteUrl, ShareLinkField, ShareTargets } from '@/components/share/share-dialog';

export function ReviewSuccessModal({
  review,
  energySpent,
  opened,
  onClose,
}: {
  review: Review | null;
  energySpent: number;
  opened: boolean;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  if (!review) return null;
  const url = absoluteUrl(paths.review.href(review.id));
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      centered
      radius="lg"
      size="lg"
      withCloseButton
      title={null}
    >
      <Stack gap="lg" align="stretch" data-testid="review-success">
        <Stack gap="xs" align="center" ta="center">
          <ThemeIcon size={64} radius="xl" color="teal" variant="light" aria-hidden>
            <IconCircleCheckFilled size={40} />
          </ThemeIcon>
          {/* Modal.Title names the dialog (aria-labelledby) from inside its body */}
          <Modal.Title fz="h3" fw={700}>
            {t('reviews.success.title')}
          </Modal.Title>
          <Group gap={6} justify="center">
            <IconBolt size={18} color="var(--mantine-color-yellow-6)" aria-hidden />
            <Text data-testid="review-success-energy">
              {t('reviews.success.energy', { n: energySpent })}
            </Text>
          </Group>
        </Stack>

        <Stack gap="sm">
          <Text fw={600}>{t('reviews.success.share')}</Text>
          <ShareTargets url={url} text={review.title} />
          <ShareLinkField url={url} testId="copy-review-link" />
        </Stack>

        <Stack gap={6}>
          <Text fw={600}>{t('reviews.success.tipsTitle')}</Text>
          <List spacing={6} size="sm" center>
            <List.Item
              icon={
                <ThemeIcon size={22} radius="xl" color="pink" variant="light">
                  <IconHeart size={14} />
                </ThemeIcon>
              }
            >
              {t('reviews.success.tipLike')}
            </List.Item>
            <List.Item
              icon={
                <ThemeIcon size={22} radius="xl" color="blue" variant="light">
                  <IconMessageCircle size={14} />
                </ThemeIcon>
              }
            >
              {t('reviews.success.tipReply')}
            </List.Item>
          </List>
        </Stack>

        <Group justify="flex-end" gap="sm">
          <Button variant="default" component={Link} to={paths.review.href(review.id)}>
            {t('reviews.success.viewReview')}
          </Button>
          <Button onClick={onClose} data-testid="review-success-close">
            {t('reviews.success.backToProject')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
