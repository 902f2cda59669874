// One quest in a list: banner (or the project's avatar), project, title, reward and method,
// time left and participants; the whole card links to the quest.
import { Avatar, Badge, Card, Group, Image, Stack, Text } from '@mantine/core';
import { IconClock, IconUsers } from '@tabler/icons-react';
import { Link } from '@/lib/router';
import { useTranslation } from 'react-i18next';
import type { Quest } from '@chainreview/shared/schemas/quest';
import { paths } from '@/config/paths';
import { formatCount } from '@/lib/format';
import { STATE_COLORS, questTiming, relativeIn } from '../quest-view';
import { imageSrcSet, sizedImage } from '@chainreview/shared/images';

export function QuestCard({ quest, now = new Date() }: { quest: Quest; now?: Date }) {
  const { t, i18n } = useTranslation();
  const timing = questTiming(quest, now);
  const when =
    timing.key === 'startsIn' || timing.key === 'endsIn'
      ? t(`quests.timing.${timing.key}`, { when: relativeIn(timing.ms, i18n.language) })
      : t(`quests.timing.${timing.key}`);
  return (
    <Card
      withBorder
      radius="lg"
      padding="md"
      component={Link}
      to={paths.quest.href(quest.id)}
      data-testid="quest-card"
      data-quest-id={quest.id}
    >
      {quest.bannerUrl && (
        <Card.Section mb="sm">
          <Image
            src={sizedImage(quest.bannerUrl, 400)}
            srcSet={imageSrcSet(quest.bannerUrl, 400)}
            sizes="(max-width: 36em) 100vw, 400px"
            alt=""
            h={120}
            fit="cover"
          />
        </Card.Section>
      )}
      <Stack gap={6}>
        <Group gap="xs" wrap="nowrap" justify="space-between">
          <Group gap="xs" wrap="nowrap" miw={0}>
            <Avatar src={quest.project.avatarUrl} size="sm" radius="xl" alt="">
              {quest.project.name.slice(0, 1)}
            </Avatar>
            <Text size="sm" c="dimmed" truncate>
              {quest.project.name}
              {quest.project.symbol ? ` (${quest.project.symbol})` : ''}
            </Text>
          </Group>
          <Badge color={STATE_COLORS[quest.state]} variant="light">
            {t(`quests.states.${quest.state}`)}
          </Badge>
        </Group>
        <Text fw={700} lineClamp={2}>
          {quest.title}
        </Text>
        <Text size="sm" lineClamp={2} c="dimmed">
          {quest.summary}
        </Text>
        <Group gap="xs">
          <Badge variant="outline" color="yellow" data-testid="quest-card-reward">
            {t('quests.rewardLine', {
              amount: quest.reward.amountPerWinnerFormatted,
              token: quest.reward.tokenSymbol,
              count: quest.reward.winners,
            })}
          </Badge>
          <Badge variant="light" color="gray">
            {t(`quests.methods.${quest.reward.method}`)}
          </Badge>
        </Group>
        <Group gap="md" c="dimmed">
          <Group gap={4}>
            <IconClock size={16} aria-hidden />
            <Text size="xs">{when}</Text>
          </Group>
          <Group gap={4}>
            <IconUsers size={16} aria-hidden />
            <Text size="xs">
              {t('quests.participants', {
                formatted: formatCount(quest.participantsCount, i18n.language),
                count: quest.participantsCount,
              })}
            </Text>
          </Group>
        </Group>
      </Stack>
    </Card>
  );
}
