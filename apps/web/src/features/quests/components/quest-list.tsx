// Quest List (spec 2): Live / Upcoming / Ended tabs bound to ?tab=, cards, pagination, and
// loading, empty and error states. Owners get 'Create quest' and their own quests.
import { Button, Group, SimpleGrid, Skeleton, Stack, Tabs, Title } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { Link, useSearchParams } from '@/lib/router';
import { useTranslation } from 'react-i18next';
import { QUEST_LIST_STATUSES, type QuestListStatus } from '@chainreview/shared/quests';
import { QueryState } from '@/components/query-state';
import { PagePagination, usePageParam } from '@/components/page-pagination';
import { paths } from '@/config/paths';
import { useSession } from '@/lib/session';
import { useQuests } from '../api/get-quests';
import { useMyQuests } from '../api/get-my-quests';
import { QuestCard } from './quest-card';

function readTab(params: URLSearchParams): QuestListStatus {
  const tab = params.get('tab');
  return (QUEST_LIST_STATUSES as readonly string[]).includes(tab ?? '')
    ? (tab as QuestListStatus)
    : 'live';
}

export function QuestList() {
  const { t } = useTranslation();
  const session = useSession();
  const [params, setParams] = useSearchParams();
  const tab = readTab(params);
  const [page] = usePageParam();
  const query = useQuests(tab, null, page);
  const mine = useMyQuests(session.isAuthenticated);

  return (
    <Stack gap="lg" data-testid="quest-list">
      <Group justify="space-between">
        <Title order={1} size="h2">
          {t('quests.listTitle')}
        </Title>
        {session.isAuthenticated && (
          <Button
            component={Link}
            to={paths.createQuest.href()}
            leftSection={<IconPlus size={16} />}
            data-testid="create-quest-link"
          >
            {t('quests.create')}
          </Button>
        )}
      </Group>
      <Tabs
        value={tab}
        onChange={(value) =>
          setParams((current) => {
            const copy = new URLSearchParams(current);
            copy.set('tab', value ?? 'live');
            copy.delete('page');
            return copy;
          })
        }
      >
        <Tabs.List>
          {QUEST_LIST_STATUSES.map((status) => (
            <Tabs.Tab key={status} value={status} data-testid={`quest-tab-${status}`}>
              {t(`quests.tabs.${status}`)}
            </Tabs.Tab>
          ))}
        </Tabs.List>
        {/* one panel per tab, so each tab's aria-controls names a real element */}
        {QUEST_LIST_STATUSES.map((status) => (
          <Tabs.Panel key={status} value={status} pt="md">
            {status === tab && (
              <QueryState
                query={query}
                loading={
                  <SimpleGrid cols={{ base: 1, sm: 2 }} aria-busy>
                    {[0, 1, 2, 3].map((i) => (
                      <Skeleton key={i} height={180} radius="lg" />
                    ))}
                  </SimpleGrid>
                }
                isEmpty={(list) => list.data.length === 0}
                empty={t(`quests.empty.${tab}`)}
                emptyTestId="quest-list-empty"
              >
                {(list) => (
                  <>
                    <SimpleGrid cols={{ base: 1, sm: 2 }}>
                      {list.data.map((quest) => (
                        <QuestCard key={quest.id} quest={quest} />
                      ))}
                    </SimpleGrid>
                    <PagePagination totalPages={list.meta.totalPages} />
                  </>
                )}
              </QueryState>
            )}
          </Tabs.Panel>
        ))}
      </Tabs>
      {mine.data && mine.data.length > 0 && (
        <Stack gap="sm" data-testid="my-quests">
          <Title order={2} size="h4">
            {t('quests.mine')}
          </Title>
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            {mine.data.map((quest) => (
              <QuestCard key={quest.id} quest={quest} />
            ))}
          </SimpleGrid>
        </Stack>
      )}
    </Stack>
  );
}
