// Step 3 of Create Quest: method, token, amount per winner, winners and XP, with the pool.
import { Group, NumberInput, Paper, SegmentedControl, Stack, Text, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { QUEST_LIMITS } from '@chainreview/shared/quests';
import type { QuestFormValues } from '../quest-form';
import type { QuestStepProps } from './quest-step-props';

export function QuestRewardStep({ form, err, project }: QuestStepProps) {
  const { t } = useTranslation();
  const values = form.getValues();
  const set = form.setFieldValue;
  return (
    <Stack gap="sm" mt="md">
      <Text size="sm" fw={500}>
        {t('quests.form.method')}
      </Text>
      <SegmentedControl
        value={values.method}
        onChange={(v) => set('method', v as QuestFormValues['method'])}
        data={[
          { value: 'fcfs', label: t('quests.methods.fcfs') },
          { value: 'lucky_draw', label: t('quests.methods.lucky_draw') },
        ]}
        data-testid="quest-form-method"
      />
      <Text size="xs" c="dimmed">
        {t(`quests.methodHelp.${values.method}`)}
      </Text>
      <Text size="sm" fw={500}>
        {t('quests.form.token')}
      </Text>
      <SegmentedControl
        value={values.token}
        onChange={(v) => set('token', v as QuestFormValues['token'])}
        data={[
          { value: 'bnb', label: 'BNB' },
          { value: 'busd', label: 'BUSD' },
          { value: 'erc20', label: project?.symbol ?? t('quests.form.projectToken') },
        ]}
        data-testid="quest-form-token"
      />
      <Group grow align="flex-start">
        <TextInput
          label={t('quests.form.amountPerWinner')}
          inputMode="decimal"
          value={values.amountPerWinner}
          onChange={(e) => set('amountPerWinner', e.currentTarget.value.replace(',', '.'))}
          error={err('amountPerWinner')}
          data-testid="quest-form-amount"
        />
        <NumberInput
          label={t('quests.form.winners')}
          min={QUEST_LIMITS.winnersMin}
          max={QUEST_LIMITS.winnersMax}
          value={values.winners}
          onChange={(v) => set('winners', Number(v) || 0)}
          error={err('winners')}
          data-testid="quest-form-winners"
        />
        <NumberInput
          label={t('quests.form.xp')}
          min={0}
          max={QUEST_LIMITS.xpMax}
          value={values.xp}
          onChange={(v) => set('xp', Number(v) || 0)}
        />
      </Group>
      <Paper withBorder radius="md" p="sm" data-testid="quest-form-summary-box">
        <Text size="sm" fw={600}>
          {t('quests.form.summaryTitle')}
        </Text>
        <Text size="sm">
          {t('quests.form.summaryPool', {
            amount: values.amountPerWinner || '0',
            count: Number(values.winners) || 0,
            token: values.token === 'erc20' ? (project?.symbol ?? '') : values.token.toUpperCase(),
          })}
        </Text>
        <Text size="xs" c="dimmed">
          {t('quests.form.summaryFund')}
        </Text>
      </Paper>
    </Stack>
  );
}
