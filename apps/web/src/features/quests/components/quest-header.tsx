// The top of a quest page: banner, state and timing, title, project, summary and period.
import { Anchor, Avatar, Badge, Group, Image, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { imageSrcSet, sizedImage } from '@chainreview/shared/images';
import type { Quest } from '@chainreview/shared/schemas/quest';
import { paths } from '@/config/paths';
import { formatDate } from '@/lib/format';
import { Link } from '@/lib/router';
import { STATE_COLORS, questTiming, relativeIn } from '../quest-view';

export function QuestHeader({ quest }: { quest: Quest }) {
  const { t, i18n } = useTranslation();
  const timing = questTiming(quest, new Date());
  const whenText =
    timing.key === 'startsIn' || timing.key === 'endsIn'
      ? t(`quests.timing.${timing.key}`, { when: relativeIn(timing.ms, i18n.language) })
      : t(`quests.timing.${timing.key}`);

  return (
    <>
      {quest.bannerUrl && (
        <Image
          src={sizedImage(quest.bannerUrl, 1024)}
          srcSet={imageSrcSet(quest.bannerUrl, 1024)}
          sizes="(max-width: 75em) 100vw, 1024px"
          alt=""
          radius="lg"
          mah={240}
          fit="cover"
        />
      )}
      <Stack gap="xs">
        <Group gap="xs">
          <Badge color={STATE_COLORS[quest.state]} data-testid="quest-state">
            {t(`quests.states.${quest.state}`)}
          </Badge>
          <Text size="sm" c="dimmed">
            {whenText}
          </Text>
        </Group>
        <Title order={1} size="h2">
          {quest.title}
        </Title>
        <Group gap="xs">
          <Avatar src={quest.project.avatarUrl} size="sm" radius="xl" alt="">
            {quest.project.name.slice(0, 1)}
          </Avatar>
          <Anchor component={Link} to={paths.project.href(quest.project)} size="sm">
            {quest.project.name}
            {quest.project.symbol ? ` (${quest.project.symbol})` : ''}
          </Anchor>
        </Group>
        <Text c="dimmed">{quest.summary}</Text>
        <Text size="sm" c="dimmed">
          {t('quests.period', {
            start: formatDate(quest.startsAt, i18n.language),
            end: formatDate(quest.endsAt, i18n.language),
          })}
        </Text>
      </Stack>
    </>
  );
}
