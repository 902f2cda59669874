// /quest/{questId}: the quest's description and reward, the viewer's eligibility (each
// condition met or not), Join, the tasks with their state and a Check button, progress, the
// winners with the draw's inputs, and Claim from the end on (voucher, then the claim
// transaction with its progress). The owner funds and publishes a draft here, or cancels it
// (on chain once funded). Each part is its own component; useQuestActions runs the actions.
import { lazy, Suspense } from 'react';
import { Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { Quest } from '@chainreview/shared/schemas/quest';
import { EmptyState, ErrorState } from '@/components/empty-state';
import { QueryState } from '@/components/query-state';
import { errorMessage } from '@/lib/errors';
import { useSession } from '@/lib/session';
import { useQuest } from '../api/get-quest';
import type { QuestChain } from '../chain/quest-chain-types';
import { useQuestActions } from '../hooks/use-quest-actions';
import { QuestClaim } from './quest-claim';
import { QuestEligibility } from './quest-eligibility';
import { QuestHeader } from './quest-header';
import { QuestOwnerPanel } from './quest-owner-panel';
import { QuestReward } from './quest-reward';
import { QuestTasks } from './quest-tasks';
import { withRestTexts } from '@/lib/i18n';

// The winners' table (and its scroll area) loads only for a quest that has or will have them.
const QuestWinners = lazy(() =>
  withRestTexts(import('./quest-winners')).then((m) => ({ default: m.QuestWinners })),
);

export function QuestDetail({
  questId,
  loadChain,
}: {
  questId: string;
  loadChain?: () => Promise<QuestChain>;
}) {
  const { t } = useTranslation();
  const query = useQuest(questId);
  return (
    <QueryState
      query={query}
      loading={
        <Stack gap="md" aria-busy data-testid="quest-loading">
          <Skeleton height={32} width="60%" />
          <Skeleton height={160} />
          <Skeleton height={120} />
        </Stack>
      }
      renderError={(error, retry) => {
        const codes = (error as { codes?: string[] }).codes ?? [];
        if (codes.includes('quest_not_found'))
          return <EmptyState message={t('errors.quest_not_found')} testId="quest-not-found" />;
        return <ErrorState message={errorMessage(error, t)} onRetry={retry} />;
      }}
    >
      {(quest) => <QuestView quest={quest} loadChain={loadChain} />}
    </QueryState>
  );
}

function QuestView({ quest, loadChain }: { quest: Quest; loadChain?: () => Promise<QuestChain> }) {
  const { t } = useTranslation();
  const session = useSession();
  const actions = useQuestActions(quest, loadChain);
  const isOwner = session.user !== null && session.user.id === quest.creator.id;
  const showWinners =
    quest.state === 'settled' || quest.state === 'ended' || quest.completedCount > 0;
  return (
    <Stack gap="lg" data-testid="quest-detail" data-state={quest.state}>
      <QuestHeader quest={quest} />
      {isOwner && <QuestOwnerPanel quest={quest} actions={actions} />}
      <QuestReward quest={quest} />
      <Paper withBorder radius="lg" p="md">
        <Title order={2} size="h4" mb="sm">
          {t('quests.about')}
        </Title>
        <Text style={{ whiteSpace: 'pre-wrap' }} data-testid="quest-description">
          {quest.descriptionText}
        </Text>
      </Paper>
      <QuestEligibility quest={quest} />
      <QuestTasks quest={quest} actions={actions} />
      {quest.viewer?.winner && <QuestClaim quest={quest} actions={actions} />}
      {showWinners && (
        <Suspense fallback={null}>
          <QuestWinners quest={quest} />
        </Suspense>
      )}
    </Stack>
  );
}
