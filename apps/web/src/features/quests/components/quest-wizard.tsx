// The Create Quest wizard: three steps on one @mantine/form, each step checked before the
// next; 'Fund and publish' saves the draft, sends the funding transaction (an approval first
// for tokens) and publishes once the server has verified it.
import { useState } from 'react';
import { Button, Group, Stack, Stepper, Text, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { Quest } from '@chainreview/shared/schemas/quest';
import { paths } from '@/config/paths';
import { showErrorToast } from '@/lib/error-toast';
import { Link, useNavigate } from '@/lib/router';
import { confirmationWaitToast, publishQuest } from '../api/quest-actions';
import { questKeys } from '../api/quest-keys';
import { saveQuest } from '../api/save-quest';
import type { QuestChain } from '../chain/quest-chain-types';
import { useQuestTx } from '../hooks/use-quest-tx';
import {
  QUEST_FORM_STEPS,
  emptyQuestForm,
  questBody,
  questToForm,
  validateQuestStep,
  type QuestFormValues,
} from '../quest-form';
import { QuestEntriesStep } from './quest-entries-step';
import { QuestRewardStep } from './quest-reward-step';
import { QuestSetupStep } from './quest-setup-step';

export function QuestWizard({
  projects,
  draft,
  projectId,
  loadChain,
}: {
  projects: Quest['project'][];
  /** The draft being edited, or none for a new quest (for `projectId`). */
  draft: Quest | null;
  projectId: string | null;
  loadChain?: () => Promise<QuestChain>;
}) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const tx = useQuestTx(loadChain);
  // errors stay until the step is checked again, as the spec's texts are read on Next
  const form = useForm<QuestFormValues>({
    initialValues: draft ? questToForm(draft) : emptyQuestForm(new Date(), projectId),
    clearInputErrorOnChange: false,
  });
  const [active, setActive] = useState(0);
  const [draftId, setDraftId] = useState<string | null>(draft?.id ?? null);
  const [saving, setSaving] = useState(false);

  const values = form.getValues();
  const errors = form.errors;
  const err = (field: string) => (errors[field] ? t(`errors.${String(errors[field])}`) : null);
  const project = projects.find((p) => p.id === values.projectId) ?? null;
  const step = { form, err, project };

  /** Moves to a step; a step starts without the errors of the one left. */
  const goTo = (index: number) => {
    form.clearErrors();
    setActive(index);
  };
  const problems = (index: number) =>
    validateQuestStep(QUEST_FORM_STEPS[index]!, form.getValues(), new Date());

  function next() {
    const found = problems(active);
    form.setErrors(found);
    if (Object.keys(found).length === 0) goTo(Math.min(active + 1, 2));
  }

  async function submit() {
    for (const index of QUEST_FORM_STEPS.keys()) {
      const found = problems(index);
      if (Object.keys(found).length) {
        setActive(index);
        form.setErrors(found);
        return;
      }
    }
    setSaving(true);
    let quest: Quest;
    try {
      quest = await saveQuest(questBody(form.getValues()), draftId);
      setDraftId(quest.id);
    } catch (error) {
      showErrorToast(error, t);
      setSaving(false);
      return;
    }
    void queryClient.invalidateQueries({ queryKey: questKeys.all });
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
    if (!hash) {
      // the draft is kept: it can be funded from its page or here again
      setSaving(false);
      return;
    }
    try {
      await publishQuest(quest.id, hash, confirmationWaitToast(t('quests.fundingWaiting')));
      notifications.show({ color: 'teal', message: t('quests.published') });
      await queryClient.invalidateQueries({ queryKey: questKeys.all });
      void navigate(paths.quest.href(quest.id));
    } catch (error) {
      showErrorToast(error, t);
    } finally {
      setSaving(false);
    }
  }

  const busy = saving || tx.busy;

  return (
    <Stack gap="lg" data-testid="create-quest-form">
      <Title order={1} size="h2">
        {draftId ? t('quests.form.editTitle') : t('quests.form.title')}
      </Title>
      <Stepper active={active} onStepClick={(i) => i < active && goTo(i)} size="sm">
        <Stepper.Step
          label={t('quests.form.steps.setup')}
          description={t('quests.form.stepLabel', { n: 1 })}
        >
          <QuestSetupStep {...step} projects={projects} />
        </Stepper.Step>
        <Stepper.Step
          label={t('quests.form.steps.entries')}
          description={t('quests.form.stepLabel', { n: 2 })}
        >
          <QuestEntriesStep {...step} />
        </Stepper.Step>
        <Stepper.Step
          label={t('quests.form.steps.reward')}
          description={t('quests.form.stepLabel', { n: 3 })}
        >
          <QuestRewardStep {...step} />
        </Stepper.Step>
      </Stepper>

      <Group justify="space-between">
        <Button variant="default" component={Link} to={paths.quests.href()}>
          {t('quests.form.back')}
        </Button>
        <Group>
          {active > 0 && (
            <Button variant="default" onClick={() => goTo(active - 1)} disabled={busy}>
              {t('quests.form.previous')}
            </Button>
          )}
          {active < 2 ? (
            <Button onClick={next} data-testid="quest-form-next">
              {t('quests.form.next')}
            </Button>
          ) : (
            <Button onClick={() => void submit()} loading={busy} data-testid="quest-form-submit">
              {t('quests.form.fundPublish')}
            </Button>
          )}
        </Group>
      </Group>
      {tx.stage && (
        <Text size="sm" c="dimmed" role="status" data-testid="quest-tx-stage">
          {t(`quests.stages.${tx.stage}`)}
        </Text>
      )}
    </Stack>
  );
}
