// Hashtag search (spec 2): a box to look up another tag and the reviews carrying this one.
import { useState } from 'react';
import { Button, Group, Paper, TextInput } from '@mantine/core';
import { IconHash, IconSearch } from '@tabler/icons-react';
import { useNavigate } from '@/lib/router';
import { useTranslation } from 'react-i18next';
import { paths } from '@/config/paths';
import { ReviewFeed } from './review-feed';

export function normalizeHashtag(value: string | null | undefined): string {
  return (value ?? '').trim().replace(/^#+/, '').toLowerCase();
}

export function HashtagSearch({ hashtag }: { hashtag: string }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [text, setText] = useState(hashtag);
  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    const tag = normalizeHashtag(text);
    if (tag) void navigate(paths.hashtag.href(tag));
  };
  return (
    <>
      <Paper withBorder radius="lg" p="md" mb="lg" component="form" onSubmit={submit} role="search">
        <Group gap="sm" wrap="nowrap" align="flex-end">
          <TextInput
            label={t('reviews.hashtag.label')}
            placeholder={t('reviews.hashtag.placeholder')}
            leftSection={<IconHash size={16} />}
            value={text}
            onChange={(e) => setText(e.currentTarget.value)}
            style={{ flex: 1 }}
            data-testid="hashtag-input"
          />
          <Button type="submit" leftSection={<IconSearch size={16} />}>
            {t('reviews.hashtag.search')}
          </Button>
        </Group>
      </Paper>
      {hashtag && (
        <ReviewFeed
          key={hashtag}
          hashtag={hashtag}
          emptyText={t('reviews.hashtag.empty', { hashtag })}
        />
      )}
    </>
  );
}
