// Who may join a quest: each condition, met or not for the viewer, with their own figure.
import { Alert, List, Paper, Text, Title } from '@mantine/core';
import { IconCircleCheck, IconCircleX } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { Quest } from '@chainreview/shared/schemas/quest';

export function QuestEligibility({ quest }: { quest: Quest }) {
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
