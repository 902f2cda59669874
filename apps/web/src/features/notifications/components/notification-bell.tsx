// The nav's notification bell (spec 2, 4, 9): live unseen count ('99+' from 100) and a
// dropdown with the all/unread filter, 'Mark all as read', pages of 10 (a button and
// scroll-to-load), and rows that mark themselves read and open what they are about.
import { useState, type UIEvent } from 'react';
import {
  ActionIcon,
  Button,
  Center,
  Group,
  Indicator,
  Loader,
  Popover,
  SegmentedControl,
  Stack,
  Text,
  ThemeIcon,
} from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconBell, IconBellOff, IconChecks } from '@tabler/icons-react';
import { useNavigate } from '@/lib/router';
import { useTranslation } from 'react-i18next';
import type { NotificationFilter } from '@chainreview/shared/enums';
import type { Notification as AppNotification } from '@chainreview/shared/schemas/notification';
import { QueryState } from '@/components/query-state';
import { errorMessage } from '@/lib/errors';
import { useSession } from '@/lib/session';
import { showErrorToast } from '@/lib/error-toast';
import { useNotifications } from '../api/get-notifications';
import { useReadAllNotifications } from '../api/read-all-notifications';
import { useReadNotification } from '../api/read-notification';
import { useLiveUnseenCount } from '../hooks/use-live-unseen-count';
import { formatBadgeCount, notificationHref } from '../notification-view';
import { NotificationItem } from './notification-item';
import classes from './notifications.module.css';

/** Scroll-to-load starts this close to the list's end (px). */
const LOAD_MORE_EDGE = 48;

export function NotificationBell() {
  const session = useSession();
  if (!session.isAuthenticated || !session.user) return null;
  return <Bell userId={session.user.id} />;
}

function Bell({ userId }: { userId: string }) {
  const { t } = useTranslation();
  const [opened, setOpened] = useState(false);
  const small = useMediaQuery('(max-width: 48em)');
  const count = useLiveUnseenCount(userId);
  const total = count.data?.total ?? 0;
  const badge = formatBadgeCount(total);

  return (
    <Popover
      opened={opened}
      onChange={setOpened}
      position="bottom-end"
      shadow="lg"
      radius="md"
      offset={8}
      width={small ? 'calc(100vw - 16px)' : 400}
      trapFocus
      returnFocus
      withinPortal
      zIndex={300}
    >
      {/* the target is the button itself: Popover.Target gives its child aria-expanded, which
          a plain div (the Indicator) may not carry */}
      <Indicator
        label={<span data-testid="notification-count">{badge}</span>}
        disabled={!badge}
        size={18}
        offset={5}
        color="red"
        withBorder
        inline
      >
        <Popover.Target>
          <ActionIcon
            variant="default"
            size="lg"
            aria-label={
              total > 0
                ? t('notifications.bellLabel', { count: badge ?? '' })
                : t('nav.notifications')
            }
            aria-expanded={opened}
            aria-haspopup="dialog"
            data-testid="notification-bell"
            onClick={() => setOpened((o) => !o)}
          >
            <IconBell size={18} />
          </ActionIcon>
        </Popover.Target>
      </Indicator>
      <Popover.Dropdown
        className={classes.dropdown}
        aria-label={t('notifications.title')}
        data-testid="notification-dropdown"
      >
        {opened && <NotificationPanel onClose={() => setOpened(false)} />}
      </Popover.Dropdown>
    </Popover>
  );
}

function NotificationPanel({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [filter, setFilter] = useState<NotificationFilter>('all');
  const list = useNotifications(filter, true);
  const read = useReadNotification();
  const readAll = useReadAllNotifications();
  const rows = list.data?.pages.flatMap((p) => p.data) ?? [];

  const open = (n: AppNotification) => {
    if (!n.isRead) read.mutate(n.id);
    onClose();
    void navigate(notificationHref(n));
  };

  const markAll = () =>
    readAll.mutate(undefined, {
      onError: (error) => showErrorToast(error, t),
    });

  const onScroll = (event: UIEvent<HTMLDivElement>) => {
    const el = event.currentTarget;
    if (
      el.scrollTop + el.clientHeight >= el.scrollHeight - LOAD_MORE_EDGE &&
      list.hasNextPage &&
      !list.isFetchingNextPage
    )
      void list.fetchNextPage();
  };

  return (
    <>
      <div className={classes.header}>
        <Group justify="space-between" wrap="nowrap" gap="xs">
          <Text fw={700} component="h2" size="md" m={0}>
            {t('notifications.title')}
          </Text>
          <Button
            variant="subtle"
            size="compact-sm"
            leftSection={<IconChecks size={16} />}
            onClick={markAll}
            loading={readAll.isPending}
            data-testid="mark-all-read"
          >
            {t('notifications.markAllRead')}
          </Button>
        </Group>
        <SegmentedControl
          mt="xs"
          size="xs"
          fullWidth
          value={filter}
          onChange={(value) => setFilter(value as NotificationFilter)}
          aria-label={t('notifications.filterLabel')}
          data={[
            { value: 'all', label: t('notifications.filters.all') },
            { value: 'un_read', label: t('notifications.filters.unread') },
          ]}
          data-testid="notification-filter"
        />
      </div>
      <div className={classes.list} onScroll={onScroll} data-testid="notification-list">
        <QueryState
          query={list}
          loading={
            <Center py="xl">
              <Loader size="sm" aria-label={t('common.loading')} />
            </Center>
          }
          renderError={(error, retry) => (
            <Stack align="center" gap="xs" py="xl" px="md" ta="center" role="alert">
              <Text size="sm" c="dimmed">
                {errorMessage(error, t)}
              </Text>
              <Button size="xs" variant="light" onClick={retry}>
                {t('common.retry')}
              </Button>
            </Stack>
          )}
          isEmpty={() => rows.length === 0}
          empty={
            <Stack
              align="center"
              gap="xs"
              py="xl"
              px="md"
              ta="center"
              data-testid="notification-empty"
            >
              <ThemeIcon variant="light" color="gray" size={44} radius="xl" aria-hidden>
                <IconBellOff size={22} />
              </ThemeIcon>
              <Text size="sm" c="dimmed">
                {filter === 'un_read' ? t('notifications.emptyUnread') : t('notifications.empty')}
              </Text>
            </Stack>
          }
        >
          {() => (
            <>
              <ul style={{ listStyle: 'none', margin: 0, padding: 0 }}>
                {rows.map((n) => (
                  <li key={n.id}>
                    <NotificationItem notification={n} onOpen={open} />
                  </li>
                ))}
              </ul>
              {list.hasNextPage && (
                <Center py="sm">
                  <Button
                    variant="subtle"
                    size="xs"
                    onClick={() => void list.fetchNextPage()}
                    loading={list.isFetchingNextPage}
                    data-testid="notification-load-more"
                  >
                    {t('notifications.loadMore')}
                  </Button>
                </Center>
              )}
            </>
          )}
        </QueryState>
      </div>
    </>
  );
}
