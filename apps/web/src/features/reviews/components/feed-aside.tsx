// The side column of the review feeds: where else to look (recent reviews, activities) and
// the hashtags of the reviews on screen.
import { Anchor, Badge, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { IconActivity, IconHash, IconMessages } from '@tabler/icons-react';
import { Link } from '@/lib/router';
import { useTranslation } from 'react-i18next';
import { paths } from '@/config/paths';

export function FeedAside({ hashtags = [] }: { hashtags?: string[] }) {
  const { t } = useTranslation();
  const unique = [...new Set(hashtags)].slice(0, 16);
  return (
    <Stack gap="lg" style={{ position: 'sticky', top: 80 }}>
      <Paper withBorder radius="lg" p="lg" component="nav" aria-labelledby="feed-explore">
        <Title order={2} size="h5" id="feed-explore" mb="sm">
          {t('reviews.aside.explore')}
        </Title>
        <Stack gap="xs">
          <Anchor component={Link} to={paths.recentReviews.href()} size="sm">
            <Group gap={8} wrap="nowrap">
              <IconMessages size={18} aria-hidden />
              {t('pages.recentReviews.title')}
            </Group>
          </Anchor>
          <Anchor component={Link} to={paths.recentActivities.href()} size="sm">
            <Group gap={8} wrap="nowrap">
              <IconActivity size={18} aria-hidden />
              {t('pages.recentActivities.title')}
            </Group>
          </Anchor>
        </Stack>
      </Paper>
      {unique.length > 0 && (
        <Paper withBorder radius="lg" p="lg" component="section" aria-labelledby="feed-hashtags">
          <Title order={2} size="h5" id="feed-hashtags" mb="sm">
            {t('reviews.aside.hashtags')}
          </Title>
          <Group gap={6}>
            {unique.map((tag) => (
              <Badge
                key={tag}
                component={Link}
                to={paths.hashtag.href(tag)}
                variant="light"
                radius="sm"
                tt="none"
                leftSection={<IconHash size={12} />}
                style={{ cursor: 'pointer' }}
              >
                {tag}
              </Badge>
            ))}
          </Group>
          <Text size="xs" c="dimmed" mt="sm">
            {t('reviews.aside.hashtagsHint')}
          </Text>
        </Paper>
      )}
    </Stack>
  );
}
