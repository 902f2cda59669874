// Step 2 of Create Quest: who may join (everyone or conditions) and the tasks.
import { useState } from 'react';
import {
  ActionIcon,
  Button,
  Checkbox,
  Group,
  NumberInput,
  Paper,
  Radio,
  Select,
  Stack,
  Text,
  TextInput,
} from '@mantine/core';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import {
  QUEST_LIMITS,
  QUEST_TASK_KINDS,
  isCheckedTask,
  taskNeedsUrl,
  type QuestTaskKind,
} from '@chainreview/shared/quests';
import { newTask, type QuestFormValues } from '../quest-form';
import type { QuestStepProps } from './quest-step-props';

export function QuestEntriesStep({ form, err, project }: QuestStepProps) {
  const { t } = useTranslation();
  const [newKind, setNewKind] = useState<QuestTaskKind>('twitter');
  const values = form.getValues();
  const set = form.setFieldValue;
  const taskOptions = QUEST_TASK_KINDS.map((kind) => ({
    value: kind,
    label: `${t(`quests.taskKindNames.${kind}`)}${isCheckedTask(kind) ? '' : ` · ${t('quests.notVerified')}`}`,
  }));
  return (
    <Stack gap="md" mt="md">
      <Radio.Group
        label={t('quests.form.eligibility')}
        value={values.eligibility ?? ''}
        onChange={(v) => set('eligibility', v as QuestFormValues['eligibility'])}
        error={err('eligibility')}
        data-testid="quest-form-eligibility"
      >
        <Stack gap="xs" mt="xs">
          <Radio
            value="everyone"
            label={t('quests.form.everyone')}
            data-testid="quest-form-everyone"
          />
          <Radio
            value="conditions"
            label={t('quests.form.conditions')}
            data-testid="quest-form-conditions"
          />
        </Stack>
      </Radio.Group>
      {values.eligibility === 'conditions' && (
        <Paper withBorder p="sm" radius="md">
          <Stack gap="sm">
            <NumberInput
              label={t('quests.form.minLevel')}
              min={1}
              max={9}
              value={values.minLevel ?? ''}
              onChange={(v) => set('minLevel', typeof v === 'number' ? v : null)}
            />
            <TextInput
              label={t('quests.form.minHolding', { symbol: project?.symbol ?? '' })}
              inputMode="decimal"
              value={values.minHolding}
              onChange={(e) => set('minHolding', e.currentTarget.value.replace(',', '.'))}
              error={err('minHolding')}
            />
            <Checkbox
              label={t('quests.form.followProject')}
              checked={values.followProject}
              onChange={(e) => set('followProject', e.currentTarget.checked)}
            />
            <NumberInput
              label={t('quests.form.accountAge')}
              min={0}
              max={QUEST_LIMITS.accountAgeMaxDays}
              value={values.minAccountAgeDays ?? ''}
              onChange={(v) => set('minAccountAgeDays', typeof v === 'number' ? v : null)}
            />
          </Stack>
        </Paper>
      )}
      <Stack gap="xs">
        <Text fw={600} size="sm">
          {t('quests.tasksTitle')}
        </Text>
        {err('tasks') && (
          <Text c="red" size="sm">
            {err('tasks')}
          </Text>
        )}
        {values.tasks.map((task, i) => (
          <Paper key={task.key} withBorder p="sm" radius="md" data-testid="quest-form-task">
            <Group justify="space-between" wrap="nowrap" mb={4}>
              <Text size="sm" fw={600}>
                {t(`quests.taskKindNames.${task.kind}`)}
              </Text>
              <ActionIcon
                variant="subtle"
                color="red"
                aria-label={t('quests.form.removeTask')}
                onClick={() => form.removeListItem('tasks', i)}
              >
                <IconTrash size={16} />
              </ActionIcon>
            </Group>
            {!isCheckedTask(task.kind) && (
              <Text size="xs" c="dimmed" mb={4}>
                {t('quests.form.declaredHelp')}
              </Text>
            )}
            <Stack gap={6}>
              {taskNeedsUrl(task.kind) && (
                <TextInput
                  label={t('quests.form.taskUrl')}
                  placeholder="https://"
                  value={task.url}
                  onChange={(e) => set(`tasks.${i}.url`, e.currentTarget.value)}
                  error={err(`tasks.${i}.url`)}
                  data-testid="quest-form-task-url"
                />
              )}
              {task.kind === 'min_level' && (
                <NumberInput
                  label={t('quests.form.taskLevel')}
                  min={2}
                  max={9}
                  value={task.minLevel ?? ''}
                  onChange={(v) => set(`tasks.${i}.minLevel`, typeof v === 'number' ? v : null)}
                  error={err(`tasks.${i}.minLevel`)}
                />
              )}
              {task.kind === 'hold_token' && (
                <TextInput
                  label={t('quests.form.taskAmount', { symbol: project?.symbol ?? '' })}
                  inputMode="decimal"
                  value={task.minAmount}
                  onChange={(e) =>
                    set(`tasks.${i}.minAmount`, e.currentTarget.value.replace(',', '.'))
                  }
                  error={err(`tasks.${i}.minAmount`)}
                />
              )}
              <TextInput
                label={t('quests.form.taskLabel')}
                value={task.label}
                maxLength={QUEST_LIMITS.taskLabelMax}
                onChange={(e) => set(`tasks.${i}.label`, e.currentTarget.value)}
              />
            </Stack>
          </Paper>
        ))}
        {values.tasks.length < QUEST_LIMITS.tasksMax && (
          <Group align="flex-end">
            <Select
              label={t('quests.form.addTask')}
              data={taskOptions}
              value={newKind}
              onChange={(v) => v && setNewKind(v as QuestTaskKind)}
              allowDeselect={false}
              data-testid="quest-form-task-kind"
            />
            <Button
              variant="light"
              leftSection={<IconPlus size={16} />}
              onClick={() => form.insertListItem('tasks', newTask(newKind))}
              data-testid="quest-form-add-task"
            >
              {t('quests.form.add')}
            </Button>
          </Group>
        )}
      </Stack>
    </Stack>
  );
}
