// The viewer's own review of the project (spec 2: the rate-and-write block shows it when
// present): stars, title, date, and the ways to open or edit it.
import { lazy, Suspense, useState } from 'react';
import { Anchor, Button, Group, Paper, Stack, Text, ThemeIcon } from '@mantine/core';
import { IconExternalLink, IconPencil, IconUserCheck } from '@tabler/icons-react';
import { Link } from '@/lib/router';
import { useTranslation } from 'react-i18next';
import type { Review } from '@chainreview/shared/schemas/review';
import { paths } from '@/config/paths';
import { ContentAge } from './review-author';
import { ModerationNotice } from './moderation-notice';
import { ReviewStars } from './review-card';
import { withRestTexts } from '@/lib/i18n';

// the edit form and its signing code load only when the viewer has a review to edit
const EditReviewDialog = lazy(() =>
  withRestTexts(import('./edit-review-dialog')).then((m) => ({ default: m.EditReviewDialog })),
);

export function MyReviewBlock({ review, bare = false }: { review: Review; bare?: boolean }) {
  const { t } = useTranslation();
  const [editing, setEditing] = useState(false);
  return (
    <Paper
      withBorder={!bare}
      radius="lg"
      p={bare ? 0 : { base: 'md', sm: 'lg' }}
      bg={bare ? 'transparent' : undefined}
      data-testid="my-review"
    >
      <Group justify="space-between" gap="md" align="center">
        {/* The text takes the whole line on narrow screens; the buttons then go below it. */}
        <Group gap="md" wrap="nowrap" style={{ minWidth: 0, flex: '1 1 260px' }}>
          <ThemeIcon variant="light" size={44} radius="xl" aria-hidden>
            <IconUserCheck size={24} />
          </ThemeIcon>
          <Stack gap={2} style={{ minWidth: 0 }}>
            <Text size="xs" tt="uppercase" fw={700} c="dimmed">
              {t('reviews.list.yourReview')}
            </Text>
            <Anchor
              component={Link}
              to={paths.review.href(review.id)}
              fw={700}
              c="inherit"
              truncate
              display="block"
            >
              {review.title}
            </Anchor>
            <Group gap={8}>
              <ReviewStars rate={review.rate} size="xs" />
              <ContentAge
                createdAt={review.createdAt}
                isEdited={review.isEdited}
                updatedAt={review.updatedAt}
              />
            </Group>
          </Stack>
        </Group>
        <Group gap="xs">
          <Button
            variant="default"
            leftSection={<IconPencil size={16} />}
            onClick={() => setEditing(true)}
            disabled={review.status === 'hidden'}
            data-testid="my-review-edit"
          >
            {t('reviews.card.edit')}
          </Button>
          <Button
            component={Link}
            to={paths.review.href(review.id)}
            variant="light"
            leftSection={<IconExternalLink size={16} />}
          >
            {t('reviews.card.open')}
          </Button>
        </Group>
      </Group>
      {review.status === 'hidden' && (
        <Stack mt="sm">
          <ModerationNotice review={review} />
        </Stack>
      )}
      <Suspense fallback={null}>
        <EditReviewDialog review={review} opened={editing} onClose={() => setEditing(false)} />
      </Suspense>
    </Paper>
  );
}
