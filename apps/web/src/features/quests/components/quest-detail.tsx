// /quest/{questId}: the quest's description and reward, the viewer's eligibility (each
// condition met or not), Join, the tasks with their state and a Check button, progress, the
// winners with the draw's inputs, and Claim from the end on (voucher, then the claim
// transaction with its progress). The owner funds and publishes a draft here, or cancels it (on chain once funded).
import { useEffect, useState } from 'react';
import {
  Alert,
  Anchor,
  Avatar,
  Badge,
  Button,
  Code,
  Group,
  Image,
  List,
  Paper,
  Progress,
  Skeleton,
  Stack,
  Table,
  Text,
  ThemeIcon,
  Title,
} from '@mantine/core';
import { notifications } from '@mantine/notifications';
import {
  IconCircleCheck,
  IconCircleX,
  IconExternalLink,
  IconGift,
  IconShieldCheck,
} from '@tabler/icons-react';
import { Link } from '@/lib/router';
import { useTranslation } from 'react-i18next';
import type { Quest, QuestTask } from '@chainreview/shared/schemas/quest';
import { claimWindowAt } from '@chainreview/shared/quests';
import { EmptyState, ErrorState } from '@/components/empty-state';
import { QueryState } from '@/components/query-state';
import { paths } from '@/config/paths';
import { errorMessage } from '@/lib/errors';
import { formatDate, shortAddress } from '@/lib/format';
import { useSession } from '@/lib/session';
import { showErrorToast } from '@/lib/error-toast';
import { useQuest } from '../api/get-quest';
import { useQuestWinners } from '../api/get-quest-winners';
import {
  cancelQuest,
  checkQuestTask,
  claimVoucher,
  joinQuest,
  publishQuest,
  confirmationWaitToast,
  reportClaim,
} from '../api/quest-actions';
import { useRefreshQuest } from '../api/refresh-quest';
import type { QuestChain } from '../chain/quest-chain-types';
import { useQuestTx } from '../hooks/use-quest-tx';
import { STATE_COLORS, progressOf, questTiming, relativeIn } from '../quest-view';
import { imageSrcSet, sizedImage } from '@chainreview/shared/images';

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
  const { t, i18n } = useTranslation();
  const session = useSession();
  const tx = useQuestTx(loadChain);
  const [pending, setPending] = useState<string | null>(null);
  const viewer = quest.viewer;
  const isOwner = session.user !== null && session.user.id === quest.creator.id;
  const timing = questTiming(quest, new Date());
  const showWinners =
    quest.state === 'settled' || quest.state === 'ended' || quest.completedCount > 0;
  // the escrow pays winners from the end to the claim deadline (an FCFS quest settles sooner)
  const claimWindow = claimWindowAt(new Date(quest.endsAt), new Date());
  const [, rerender] = useState(0);
  useEffect(() => {
    if (claimWindow !== 'not_open') return;
    const wait = Date.parse(quest.endsAt) - Date.now() + 500;
    // show the Claim button when the end passes (setTimeout holds at most ~24.8 days)
    if (wait > 2 ** 31 - 1) return;
    const timer = setTimeout(() => rerender((n) => n + 1), wait);
    return () => clearTimeout(timer);
  }, [claimWindow, quest.endsAt]);

  const refresh = useRefreshQuest(quest.id);

  async function act(name: string, work: () => Promise<unknown>, success?: string) {
    setPending(name);
    try {
      await work();
      if (success) notifications.show({ color: 'teal', message: success });
    } catch (error) {
      showErrorToast(error, t);
    } finally {
      setPending(null);
      await refresh();
    }
  }

  async function fundAndPublish() {
    const hash = await tx.run(quest, ({ chain, ...ctx }) =>
      chain.fund({
        ...ctx,
        questId: quest.id,
        token: quest.reward.tokenAddress,
        amount: BigInt(quest.reward.pool),
        startTime: quest.funding.startTime,
        endTime: quest.funding.endTime,
        claimDeadline: quest.funding.claimDeadline,
      }),
    );
    if (hash)
      await act(
        'publish',
        () => publishQuest(quest.id, hash, confirmationWaitToast(t('quests.fundingWaiting'))),
        t('quests.published'),
      );
  }

  async function cancel() {
    if (quest.state === 'draft') return act('cancel', () => cancelQuest(quest.id));
    const hash = await tx.run(quest, ({ chain, ...ctx }) =>
      chain.cancel({ ...ctx, questId: quest.funding.escrowQuestId }),
    );
    if (hash)
      await act(
        'cancel',
        () => cancelQuest(quest.id, hash, confirmationWaitToast(t('quests.cancelWaiting'))),
        t('quests.cancelled'),
      );
  }

  async function reclaim() {
    await tx.run(quest, ({ chain, ...ctx }) =>
      chain.reclaim({ ...ctx, questId: quest.funding.escrowQuestId }),
    );
  }

  async function claim() {
    setPending('claim');
    let voucher;
    try {
      voucher = await claimVoucher(quest.id);
    } catch (error) {
      showErrorToast(error, t);
      setPending(null);
      await refresh();
      return;
    }
    const hash = await tx.run(quest, ({ chain, ...ctx }) =>
      chain.claim({
        ...ctx,
        questId: voucher.questId,
        amount: BigInt(voucher.amount),
        deadline: voucher.deadline,
        signature: voucher.signature,
      }),
    );
    setPending(null);
    if (hash)
      await act(
        'claim',
        () => reportClaim(quest.id, hash, confirmationWaitToast(t('quests.claimWaiting'))),
        t('quests.claimed'),
      );
  }

  const whenText =
    timing.key === 'startsIn' || timing.key === 'endsIn'
      ? t(`quests.timing.${timing.key}`, { when: relativeIn(timing.ms, i18n.language) })
      : t(`quests.timing.${timing.key}`);

  return (
    <Stack gap="lg" data-testid="quest-detail" data-state={quest.state}>
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

      {isOwner && (quest.state === 'draft' || quest.state === 'upcoming') && (
        <Paper withBorder radius="lg" p="md" data-testid="quest-owner-panel">
          <Stack gap="sm">
            <Title order={2} size="h5">
              {t('quests.owner.title')}
            </Title>
            {quest.state === 'draft' && (
              <Text size="sm">
                {t('quests.owner.fundHint', {
                  pool: quest.reward.poolFormatted,
                  token: quest.reward.tokenSymbol,
                })}
              </Text>
            )}
            <Group>
              {quest.state === 'draft' && (
                <>
                  <Button
                    onClick={() => void fundAndPublish()}
                    loading={tx.busy || pending === 'publish'}
                    data-testid="quest-fund-publish"
                  >
                    {t('quests.owner.fundPublish')}
                  </Button>
                  <Button
                    variant="default"
                    component={Link}
                    to={`${paths.createQuest.href()}?edit=${quest.id}`}
                  >
                    {t('quests.owner.edit')}
                  </Button>
                </>
              )}
              <Button
                variant="light"
                color="red"
                onClick={() => void cancel()}
                loading={pending === 'cancel'}
                disabled={tx.busy}
                data-testid="quest-cancel"
              >
                {quest.state === 'draft'
                  ? t('quests.owner.cancelDraft')
                  : t('quests.owner.cancelRefund')}
              </Button>
            </Group>
            {tx.stage && <TxStage stage={tx.stage} />}
          </Stack>
        </Paper>
      )}

      {isOwner &&
        quest.funding.transactionHash &&
        quest.state !== 'cancelled' &&
        Date.parse(quest.claimDeadline) < Date.now() && (
          <Paper withBorder radius="lg" p="md" data-testid="quest-reclaim">
            <Group justify="space-between">
              <Text size="sm">{t('quests.owner.reclaimHint')}</Text>
              <Button
                variant="light"
                onClick={() => void reclaim()}
                loading={tx.busy}
                data-testid="quest-reclaim-button"
              >
                {t('quests.owner.reclaim')}
              </Button>
            </Group>
          </Paper>
        )}

      <Paper withBorder radius="lg" p="md" data-testid="quest-reward">
        <Group gap="sm" wrap="nowrap" align="flex-start">
          <ThemeIcon variant="light" color="yellow" size={40} radius="md" aria-hidden>
            <IconGift size={22} />
          </ThemeIcon>
          <Stack gap={4}>
            <Text fw={700}>
              {t('quests.rewardLine', {
                amount: quest.reward.amountPerWinnerFormatted,
                token: quest.reward.tokenSymbol,
                count: quest.reward.winners,
              })}
            </Text>
            <Text size="sm">{t(`quests.methodHelp.${quest.reward.method}`)}</Text>
            <Text size="sm" c="dimmed">
              {t('quests.poolLine', {
                pool: quest.reward.poolFormatted,
                token: quest.reward.tokenSymbol,
                xp: quest.reward.xp,
              })}
            </Text>
            {quest.funding.transactionHash && (
              <Text size="xs" c="dimmed">
                {t('quests.fundedOnChain')}{' '}
                <Code>{shortAddress(quest.funding.transactionHash, 6)}</Code>
              </Text>
            )}
          </Stack>
        </Group>
      </Paper>

      <Paper withBorder radius="lg" p="md">
        <Title order={2} size="h4" mb="sm">
          {t('quests.about')}
        </Title>
        <Text style={{ whiteSpace: 'pre-wrap' }} data-testid="quest-description">
          {quest.descriptionText}
        </Text>
      </Paper>

      <Eligibility quest={quest} />

      <Paper withBorder radius="lg" p="md" data-testid="quest-tasks">
        <Group justify="space-between" mb="sm">
          <Title order={2} size="h4">
            {t('quests.tasksTitle')}
          </Title>
          {viewer?.joined && (
            <Text size="sm" c="dimmed">
              {t('quests.progress', { percent: progressOf(quest) })}
            </Text>
          )}
        </Group>
        {viewer?.joined && (
          <Progress
            value={progressOf(quest)}
            mb="md"
            aria-label={t('quests.progress', { percent: progressOf(quest) })}
            data-testid="quest-progress"
          />
        )}
        <Stack gap="sm">
          {quest.tasks.map((task) => (
            <TaskRow
              key={task.id}
              quest={quest}
              task={task}
              busy={pending === `task-${task.id}`}
              onCheck={() =>
                void act(
                  `task-${task.id}`,
                  () => checkQuestTask(quest.id, task.id),
                  t('quests.taskDone'),
                )
              }
            />
          ))}
        </Stack>
        <Group mt="md">
          {quest.state === 'live' && !viewer && (
            <Button onClick={() => session.openConnectModal()} data-testid="quest-connect">
              {t('quests.connectToJoin')}
            </Button>
          )}
          {quest.state === 'live' && viewer && !viewer.joined && (
            <Button
              onClick={() => void act('join', () => joinQuest(quest.id), t('quests.joined'))}
              loading={pending === 'join'}
              disabled={!viewer.eligible}
              data-testid="quest-join"
            >
              {t('quests.join')}
            </Button>
          )}
          {viewer?.completed && (
            <Badge color="teal" size="lg" data-testid="quest-completed">
              {viewer.winner ? t('quests.youWon') : t('quests.completed')}
            </Badge>
          )}
        </Group>
      </Paper>

      {viewer?.winner && (
        <Paper withBorder radius="lg" p="md" data-testid="quest-claim">
          <Stack gap="sm">
            <Text fw={600}>
              {t('quests.winnerLine', {
                amount: quest.reward.amountPerWinnerFormatted,
                token: quest.reward.tokenSymbol,
              })}
            </Text>
            {viewer.claimed ? (
              <Text size="sm" c="teal" data-testid="quest-claimed">
                {t('quests.claimedLine')}{' '}
                {viewer.claimTxHash && <Code>{shortAddress(viewer.claimTxHash, 6)}</Code>}
              </Text>
            ) : quest.state === 'settled' && claimWindow === 'not_open' ? (
              <Text size="sm" c="dimmed" data-testid="quest-claim-opens">
                {t('quests.claimOpensAt', { date: formatDate(quest.endsAt, i18n.language) })}
              </Text>
            ) : quest.state === 'settled' && claimWindow === 'closed' ? (
              <Text size="sm" c="dimmed" data-testid="quest-claim-closed">
                {t('errors.quest_claim_closed')}
              </Text>
            ) : quest.state === 'settled' ? (
              <Group>
                <Button
                  color="yellow"
                  onClick={() => void claim()}
                  loading={tx.busy || pending === 'claim'}
                  data-testid="quest-claim-button"
                >
                  {t('quests.claim')}
                </Button>
                {tx.stage && <TxStage stage={tx.stage} />}
              </Group>
            ) : (
              <Text size="sm" c="dimmed">
                {t('quests.claimAfterSettle')}
              </Text>
            )}
          </Stack>
        </Paper>
      )}

      {showWinners && <Winners quest={quest} />}
    </Stack>
  );
}

function TxStage({ stage }: { stage: string }) {
  const { t } = useTranslation();
  return (
    <Text size="sm" c="dimmed" role="status" data-testid="quest-tx-stage">
      {t(`quests.stages.${stage}`)}
    </Text>
  );
}

function Eligibility({ quest }: { quest: Quest }) {
  const { t } = useTranslation();
  const e = quest.eligibility;
  const rows = quest.viewer?.conditions;
  const required: Array<{ condition: string; required: string }> = [];
  if (!e.everyone) {
    if (e.minLevel && e.minLevel > 1)
      required.push({ condition: 'min_level', required: String(e.minLevel) });
    if (e.minHolding && Number(e.minHolding) > 0)
      required.push({ condition: 'min_holding', required: e.minHolding });
    if (e.followProject) required.push({ condition: 'follow_project', required: 'true' });
    if (e.minAccountAgeDays && e.minAccountAgeDays > 0)
      required.push({ condition: 'account_age', required: String(e.minAccountAgeDays) });
  }
  const symbol = quest.project.symbol ?? '';
  return (
    <Paper withBorder radius="lg" p="md" data-testid="quest-eligibility">
      <Title order={2} size="h4" mb="sm">
        {t('quests.eligibility.title')}
      </Title>
      {required.length === 0 ? (
        <Text size="sm">{t('quests.eligibility.everyone')}</Text>
      ) : (
        <List spacing="xs" listStyleType="none">
          {required.map((r) => {
            const mine = rows?.find((c) => c.condition === r.condition);
            return (
              <List.Item
                key={r.condition}
                data-testid="quest-condition"
                data-met={mine ? String(mine.met) : undefined}
                icon={
                  mine ? (
                    mine.met ? (
                      <IconCircleCheck size={18} color="var(--mantine-color-teal-6)" aria-hidden />
                    ) : (
                      <IconCircleX size={18} color="var(--mantine-color-red-6)" aria-hidden />
                    )
                  ) : undefined
                }
              >
                <Text size="sm" span>
                  {t(`quests.eligibility.${r.condition}`, { value: r.required, symbol })}
                </Text>
                {mine && (
                  <Text size="xs" c="dimmed" span>
                    {' · '}
                    {mine.met ? t('quests.eligibility.met') : t('quests.eligibility.notMet')}
                    {mine.actual !== null && r.condition !== 'follow_project'
                      ? ` (${t('quests.eligibility.yours', { value: mine.actual })})`
                      : ''}
                  </Text>
                )}
              </List.Item>
            );
          })}
        </List>
      )}
      {quest.viewer && !quest.viewer.eligible && (
        <Alert color="orange" mt="sm" data-testid="quest-not-eligible">
          {t('errors.quest_not_eligible')}
        </Alert>
      )}
    </Paper>
  );
}

function TaskRow({
  quest,
  task,
  busy,
  onCheck,
}: {
  quest: Quest;
  task: QuestTask;
  busy: boolean;
  onCheck(): void;
}) {
  const { t } = useTranslation();
  const done = quest.viewer?.doneTaskIds.includes(task.id) ?? false;
  const canCheck = quest.state === 'live' && quest.viewer?.joined && !done;
  const title = t(`quests.taskKinds.${task.kind}`, {
    level: task.minLevel ?? '',
    amount: task.minAmount ?? '',
    symbol: quest.project.symbol ?? '',
  });
  return (
    <Group
      justify="space-between"
      wrap="nowrap"
      data-testid="quest-task"
      data-kind={task.kind}
      data-done={String(done)}
    >
      <Group gap="sm" wrap="nowrap" miw={0}>
        {done ? (
          <IconCircleCheck
            size={22}
            color="var(--mantine-color-teal-6)"
            aria-label={t('quests.taskDone')}
          />
        ) : (
          <IconShieldCheck size={22} color="var(--mantine-color-gray-5)" aria-hidden />
        )}
        <Stack gap={0} miw={0}>
          <Text size="sm" fw={600}>
            {task.label || title}
          </Text>
          {task.label && (
            <Text size="xs" c="dimmed">
              {title}
            </Text>
          )}
          {task.url && (
            <Anchor href={task.url} target="_blank" rel="noopener noreferrer" size="xs">
              {task.url} <IconExternalLink size={12} aria-hidden />
            </Anchor>
          )}
          <Text size="xs" c={task.verified ? 'teal' : 'dimmed'}>
            {task.verified ? t('quests.verified') : t('quests.notVerified')}
          </Text>
        </Stack>
      </Group>
      {canCheck && (
        <Button
          size="xs"
          variant="light"
          onClick={onCheck}
          loading={busy}
          data-testid="quest-task-check"
        >
          {task.verified ? t('quests.check') : t('quests.markDone')}
        </Button>
      )}
    </Group>
  );
}

function Winners({ quest }: { quest: Quest }) {
  const { t } = useTranslation();
  const query = useQuestWinners(quest.id);
  if (!query.data) return null;
  const { winners, draw, settled } = query.data;
  return (
    <Paper withBorder radius="lg" p="md" data-testid="quest-winners">
      <Title order={2} size="h4" mb="sm">
        {t('quests.winners.title')}
      </Title>
      {winners.length === 0 ? (
        <Text size="sm" c="dimmed">
          {settled ? t('quests.winners.none') : t('quests.winners.pending')}
        </Text>
      ) : (
        <Table.ScrollContainer minWidth={360}>
          <Table>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>#</Table.Th>
                <Table.Th>{t('quests.winners.user')}</Table.Th>
                <Table.Th>{t('quests.winners.amount')}</Table.Th>
                <Table.Th>{t('quests.winners.status')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {winners.map((w) => (
                <Table.Tr key={w.userId} data-testid="quest-winner">
                  <Table.Td>{w.rank}</Table.Td>
                  <Table.Td>
                    <Anchor component={Link} to={paths.user.href(w.address)} size="sm">
                      {w.displayName?.trim() || shortAddress(w.address)}
                    </Anchor>
                  </Table.Td>
                  <Table.Td>
                    {quest.reward.amountPerWinnerFormatted} {quest.reward.tokenSymbol}
                  </Table.Td>
                  <Table.Td>
                    {w.claimed ? t('quests.winners.claimed') : t('quests.winners.unclaimed')}
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
      {draw && (
        <Stack gap={4} mt="md" data-testid="quest-draw">
          <Text size="sm" fw={600}>
            {t('quests.winners.drawTitle')}
          </Text>
          <Text size="xs">
            {t('quests.winners.drawBlock', { number: draw.blockNumber })}{' '}
            <Code>{draw.blockHash}</Code>
          </Text>
          <Text size="xs">
            {t('quests.winners.drawSeed')} <Code>{draw.seed}</Code>
          </Text>
          <Text size="xs" c="dimmed">
            {t('quests.winners.drawHelp', { count: draw.participants.length })}
          </Text>
        </Stack>
      )}
    </Paper>
  );
}
