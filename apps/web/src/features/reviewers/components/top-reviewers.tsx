// Top Active Reviewers (spec 2): who reviewed most in the chosen window, with level and XP.
import { useState } from 'react';
import {
  Anchor,
  Badge,
  Divider,
  Group,
  Paper,
  Skeleton,
  Stack,
  Text,
  ThemeIcon,
  Title,
} from '@mantine/core';
import { IconAward } from '@tabler/icons-react';
import { Link } from '@/lib/router';
import { useTranslation } from 'react-i18next';
import type { TimeWindow } from '@chainreview/shared/enums';
import type { TopReviewer } from '@chainreview/shared/schemas/user';
import { QueryState } from '@/components/query-state';
import { WindowSelect } from '@/components/window-select';
import { paths } from '@/config/paths';
import { formatCompact, shortAddress } from '@/lib/format';
import { useSession } from '@/lib/session';
import { useTopReviewers } from '../api/get-top-reviewers';
import { UserAvatar } from '@/components/identicon';

const LIMIT = 10;

export function TopReviewers() {
  const { t } = useTranslation();
  const [days, setDays] = useState<TimeWindow>(30);
  const query = useTopReviewers({ window: days, limit: LIMIT });

  return (
    <Paper
      withBorder
      radius="lg"
      h="100%"
      component="section"
      aria-labelledby="top-reviewers"
      data-testid="top-reviewers"
    >
      <Group justify="space-between" p="md" pb="sm" gap="xs">
        <Group gap="sm" wrap="nowrap">
          <ThemeIcon variant="light" color="yellow" size={36} radius="md" aria-hidden>
            <IconAward size={20} />
          </ThemeIcon>
          <Title order={2} size="h4" id="top-reviewers">
            {t('home.topReviewers')}
          </Title>
        </Group>
        <WindowSelect value={days} onChange={setDays} label={t('home.topReviewersWindow')} />
      </Group>
      <Divider />
      <QueryState
        query={query}
        loading={
          <Stack gap="sm" p="md" aria-busy>
            {Array.from({ length: 5 }, (_, i) => (
              <Skeleton key={i} height={40} radius="md" />
            ))}
          </Stack>
        }
        isEmpty={(list) => list.data.length === 0}
        empty={t('home.noReviewers')}
      >
        {(list) => (
          <Stack gap={0} component="ol" m={0} p={0} style={{ listStyle: 'none' }}>
            {list.data.map((user, index) => (
              <ReviewerRow key={user.id} user={user} rank={index + 1} />
            ))}
          </Stack>
        )}
      </QueryState>
    </Paper>
  );
}

function ReviewerRow({ user, rank }: { user: TopReviewer; rank: number }) {
  const { t, i18n } = useTranslation();
  const session = useSession();
  const name = user.displayName?.trim() || shortAddress(user.address);
  return (
    <Group component="li" gap="sm" wrap="nowrap" px="md" py={10} data-testid="top-reviewer">
      <Text
        fw={800}
        w={22}
        ta="center"
        c={rank <= 3 ? 'yellow.6' : 'dimmed'}
        aria-label={t('project.rank', { rank })}
      >
        {rank}
      </Text>
      <UserAvatar address={user.address} url={user.avatar?.url} size={36} />
      <div style={{ minWidth: 0, flex: 1 }}>
        <Anchor
          component={Link}
          to={paths.user.href(user.address, session.user?.address)}
          fw={600}
          size="sm"
          c="inherit"
          truncate
          display="block"
        >
          {name}
        </Anchor>
        <Group gap={6} wrap="nowrap">
          <Badge size="xs" variant="light" radius="sm" tt="none">
            {t('home.level', { level: user.level })}
          </Badge>
          <Text size="xs" c="dimmed" style={{ whiteSpace: 'nowrap' }}>
            {t('home.xp', { value: formatCompact(user.score, i18n.language) })}
          </Text>
        </Group>
      </div>
      <Text size="sm" fw={700} style={{ whiteSpace: 'nowrap' }}>
        {t('home.windowReviews', { count: user.windowReviews })}
      </Text>
    </Group>
  );
}
