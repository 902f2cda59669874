// A quest's tasks with their state and a Check button, the viewer's progress, and Join (or
// connect to join).
import { Anchor, Badge, Button, Group, Paper, Progress, Stack, Text, Title } from '@mantine/core';
import { IconCircleCheck, IconExternalLink, IconShieldCheck } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { Quest, QuestTask } from '@chainreview/shared/schemas/quest';
import { useSession } from '@/lib/session';
import type { QuestActions } from '../hooks/use-quest-actions';
import { progressOf } from '../quest-view';

export function QuestTasks({ quest, actions }: { quest: Quest; actions: QuestActions }) {
  const { t } = useTranslation();
  const session = useSession();
  const viewer = quest.viewer;
  const { pending } = actions;
  return (
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
            onCheck={() => void actions.checkTask(task.id)}
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
            onClick={() => void actions.join()}
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
