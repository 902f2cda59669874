// Create Quest (spec 2): a three-step stepper, 1 SetUp (project, title, summary, description,
// banner, dates), 2 Entries (eligibility and tasks), 3 Reward (method, token, amount per
// winner, winners, XP) with a summary. 'Fund and publish' saves the draft, sends the funding
// transaction (an approval first for tokens) and publishes once the server has verified it.
import { useEffect, useState, type ReactNode } from 'react';
import {
  Alert,
  Button,
  Checkbox,
  FileButton,
  Group,
  Image,
  NumberInput,
  Paper,
  Radio,
  SegmentedControl,
  Select,
  Stack,
  Stepper,
  Text,
  TextInput,
  Textarea,
  Title,
  UnstyledButton,
  ActionIcon,
  List,
} from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconPhoto, IconPlus, IconTrash } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { Link, useNavigate } from '@/lib/router';
import { useTranslation } from 'react-i18next';
import {
  QUEST_LIMITS,
  QUEST_TASK_KINDS,
  isCheckedTask,
  taskNeedsUrl,
  type QuestTaskKind,
} from '@chainreview/shared/quests';
import type { Quest } from '@chainreview/shared/schemas/quest';
import { EmptyState } from '@/components/empty-state';
import { QueryState } from '@/components/query-state';
import { paths } from '@/config/paths';
import { errorMessage } from '@/lib/errors';
import { imageFileProblem, uploadImage } from '@/lib/upload';
import { useSession } from '@/lib/session';
import { showErrorToast } from '@/lib/error-toast';
import { useMyQuestProjects } from '../api/get-my-quests';
import { useQuest } from '../api/get-quest';
import { publishQuest, confirmationWaitToast } from '../api/quest-actions';
import { questKeys } from '../api/quest-keys';
import { saveQuest } from '../api/save-quest';
import type { QuestChain } from '../chain/quest-chain-types';
import { useQuestTx } from '../hooks/use-quest-tx';
import {
  QUEST_FORM_STEPS,
  emptyQuestForm,
  newTask,
  questBody,
  questToForm,
  validateQuestStep,
  type QuestFormValues,
} from '../quest-form';
import classes from './create-quest-form.module.css';

export function CreateQuestForm({
  editId,
  projectId,
  loadChain,
}: {
  editId: string | null;
  projectId: string | null;
  loadChain?: () => Promise<QuestChain>;
}) {
  const { t } = useTranslation();
  const session = useSession();
  const projects = useMyQuestProjects(session.isAuthenticated);
  const editing = useQuest(editId ?? '');

  // Every state of the page has its H1, not only the form.
  const withHeading = (node: ReactNode) => (
    <Stack gap="lg">
      <Title order={1} size="h2">
        {t('quests.form.title')}
      </Title>
      {node}
    </Stack>
  );
  if (!session.isAuthenticated)
    return withHeading(
      <EmptyState message={t('quests.form.signIn')} testId="create-quest-signin">
        <Button onClick={() => session.openConnectModal()}>{t('quests.connectWallet')}</Button>
      </EmptyState>,
    );
  const loading = withHeading(<Text c="dimmed">{t('quests.loading')}</Text>);
  // The quest being edited loads first (its failure just means a new form).
  if (editId && editing.isPending) return loading;
  return (
    <QueryState
      query={projects}
      loading={loading}
      renderError={(error) => <Alert color="red">{errorMessage(error, t)}</Alert>}
      frame={withHeading}
    >
      {(list) =>
        list.length === 0 ? (
          withHeading(<ClaimHelp />)
        ) : (
          <QuestForm
            projects={list}
            initial={
              editing.data && editing.data.state === 'draft'
                ? questToForm(editing.data)
                : emptyQuestForm(new Date(), projectId ?? list[0]?.id ?? null)
            }
            editId={editing.data?.state === 'draft' ? editing.data.id : null}
            loadChain={loadChain}
          />
        )
      }
    </QueryState>
  );
}

/** For a member who owns no project: why the form is not there, and how to claim one. */
function ClaimHelp() {
  const { t } = useTranslation();
  return (
    <Paper withBorder radius="md" p="lg" data-testid="create-quest-no-projects">
      <Stack gap="sm">
        <Text>{t('quests.form.noProjects')}</Text>
        <Title order={2} size="h4">
          {t('quests.form.claimSteps.title')}
        </Title>
        <List type="ordered" spacing="xs">
          <List.Item>{t('quests.form.claimSteps.open')}</List.Item>
          <List.Item>
            {t('quests.form.claimSteps.shield', { button: t('project.ownership.button') })}
          </List.Item>
          <List.Item>{t('quests.form.claimSteps.back')}</List.Item>
        </List>
        <Group>
          <Button
            component={Link}
            to={paths.projects.href()}
            data-testid="create-quest-find-project"
          >
            {t('quests.form.claimSteps.findProject')}
          </Button>
        </Group>
        <Text size="sm" c="dimmed">
          {t('quests.form.claimSteps.unlisted')}
        </Text>
      </Stack>
    </Paper>
  );
}

function QuestForm({
  projects,
  initial,
  editId,
  loadChain,
}: {
  projects: Quest['project'][];
  initial: QuestFormValues;
  editId: string | null;
  loadChain?: () => Promise<QuestChain>;
}) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const tx = useQuestTx(loadChain);
  const [values, setValues] = useState<QuestFormValues>(initial);
  const [active, setActive] = useState(0);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [draftId, setDraftId] = useState<string | null>(editId);
  const [saving, setSaving] = useState(false);
  const [uploading, setUploading] = useState(false);
  const [newKind, setNewKind] = useState<QuestTaskKind>('twitter');

  const set = <K extends keyof QuestFormValues>(key: K, value: QuestFormValues[K]) =>
    setValues((v) => ({ ...v, [key]: value }));
  const err = (field: string) => (errors[field] ? t(`errors.${errors[field]}`) : null);
  const project = projects.find((p) => p.id === values.projectId) ?? null;

  useEffect(() => setErrors({}), [active]);

  function next() {
    const found = validateQuestStep(QUEST_FORM_STEPS[active]!, values, new Date());
    setErrors(found);
    if (Object.keys(found).length === 0) setActive((a) => Math.min(a + 1, 2));
  }

  async function banner(file: File | null) {
    if (!file) return set('bannerUrl', null);
    const problem = imageFileProblem(file);
    if (problem) return setErrors((e) => ({ ...e, bannerUrl: problem }));
    setUploading(true);
    try {
      const uploaded = await uploadImage(file);
      set('bannerUrl', uploaded.url);
    } catch (error) {
      showErrorToast(error, t);
    } finally {
      setUploading(false);
    }
  }

  async function submit() {
    for (const [i, step] of QUEST_FORM_STEPS.entries()) {
      const found = validateQuestStep(step, values, new Date());
      if (Object.keys(found).length) {
        setActive(i);
        setErrors(found);
        return;
      }
    }
    setSaving(true);
    let quest: Quest;
    try {
      quest = await saveQuest(questBody(values), draftId);
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
  const taskOptions = QUEST_TASK_KINDS.map((kind) => ({
    value: kind,
    label: `${t(`quests.taskKindNames.${kind}`)}${isCheckedTask(kind) ? '' : ` · ${t('quests.notVerified')}`}`,
  }));

  return (
    <Stack gap="lg" data-testid="create-quest-form">
      <Title order={1} size="h2">
        {draftId ? t('quests.form.editTitle') : t('quests.form.title')}
      </Title>
      <Stepper active={active} onStepClick={(i) => i < active && setActive(i)} size="sm">
        <Stepper.Step
          label={t('quests.form.steps.setup')}
          description={t('quests.form.stepLabel', { n: 1 })}
        >
          <Stack gap="sm" mt="md">
            <Select
              label={t('quests.form.project')}
              data={projects.map((p) => ({
                value: p.id,
                label: p.symbol ? `${p.name} (${p.symbol})` : p.name,
              }))}
              value={values.projectId}
              onChange={(v) => set('projectId', v)}
              error={err('projectId')}
              allowDeselect={false}
              data-testid="quest-form-project"
            />
            <TextInput
              label={t('quests.form.titleLabel')}
              value={values.title}
              maxLength={QUEST_LIMITS.titleMax}
              onChange={(e) => set('title', e.currentTarget.value)}
              error={err('title')}
              data-testid="quest-form-title"
            />
            <TextInput
              label={t('quests.form.summary')}
              value={values.summary}
              maxLength={QUEST_LIMITS.summaryMax}
              onChange={(e) => set('summary', e.currentTarget.value)}
              error={err('summary')}
              data-testid="quest-form-summary"
            />
            <Textarea
              label={t('quests.form.description')}
              autosize
              minRows={4}
              maxLength={QUEST_LIMITS.descriptionMax}
              value={values.description}
              onChange={(e) => set('description', e.currentTarget.value)}
              error={err('description')}
              data-testid="quest-form-description"
            />
            {/* a picture area, not an empty text box: the chosen banner shows where it goes */}
            <Stack gap={4}>
              <Text size="sm" fw={500} id="quest-banner-label">
                {t('quests.form.banner')}
              </Text>
              <Text size="xs" c="dimmed" id="quest-banner-help">
                {t('quests.form.bannerHelp')}
              </Text>
              <FileButton onChange={(file) => void banner(file)} accept="image/png,image/jpeg">
                {(props) => (
                  <UnstyledButton
                    {...props}
                    disabled={uploading}
                    className={classes.bannerPick}
                    aria-labelledby="quest-banner-label"
                    aria-describedby="quest-banner-help"
                    data-testid="quest-form-banner"
                  >
                    {values.bannerUrl ? (
                      <Image src={values.bannerUrl} alt="" radius="md" h={140} fit="cover" />
                    ) : (
                      <Stack align="center" gap={4} py="lg">
                        <IconPhoto size={28} aria-hidden />
                        <Text size="sm" fw={600}>
                          {uploading ? t('common.pleaseWait') : t('quests.form.bannerChoose')}
                        </Text>
                      </Stack>
                    )}
                  </UnstyledButton>
                )}
              </FileButton>
              {err('bannerUrl') && (
                <Text size="xs" c="red" role="alert">
                  {err('bannerUrl')}
                </Text>
              )}
              {values.bannerUrl && (
                <Group gap="xs">
                  <FileButton onChange={(file) => void banner(file)} accept="image/png,image/jpeg">
                    {(props) => (
                      <Button {...props} variant="default" size="xs" disabled={uploading}>
                        {t('quests.form.bannerReplace')}
                      </Button>
                    )}
                  </FileButton>
                  <Button variant="subtle" size="xs" onClick={() => void banner(null)}>
                    {t('quests.form.bannerRemove')}
                  </Button>
                </Group>
              )}
            </Stack>
            <Group grow align="flex-start">
              <TextInput
                type="datetime-local"
                label={t('quests.form.startsAt')}
                value={values.startsAt}
                onChange={(e) => set('startsAt', e.currentTarget.value)}
                error={err('startsAt')}
                data-testid="quest-form-starts"
              />
              <TextInput
                type="datetime-local"
                label={t('quests.form.endsAt')}
                value={values.endsAt}
                onChange={(e) => set('endsAt', e.currentTarget.value)}
                error={err('endsAt')}
                data-testid="quest-form-ends"
              />
            </Group>
          </Stack>
        </Stepper.Step>

        <Stepper.Step
          label={t('quests.form.steps.entries')}
          description={t('quests.form.stepLabel', { n: 2 })}
        >
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
              {errors.tasks && (
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
                      onClick={() =>
                        set(
                          'tasks',
                          values.tasks.filter((_, j) => j !== i),
                        )
                      }
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
                        onChange={(e) => {
                          const url = e.currentTarget.value;
                          set(
                            'tasks',
                            values.tasks.map((x, j) => (j === i ? { ...x, url } : x)),
                          );
                        }}
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
                        onChange={(v) =>
                          set(
                            'tasks',
                            values.tasks.map((x, j) =>
                              j === i ? { ...x, minLevel: typeof v === 'number' ? v : null } : x,
                            ),
                          )
                        }
                        error={err(`tasks.${i}.minLevel`)}
                      />
                    )}
                    {task.kind === 'hold_token' && (
                      <TextInput
                        label={t('quests.form.taskAmount', { symbol: project?.symbol ?? '' })}
                        inputMode="decimal"
                        value={task.minAmount}
                        onChange={(e) => {
                          const minAmount = e.currentTarget.value.replace(',', '.');
                          set(
                            'tasks',
                            values.tasks.map((x, j) => (j === i ? { ...x, minAmount } : x)),
                          );
                        }}
                        error={err(`tasks.${i}.minAmount`)}
                      />
                    )}
                    <TextInput
                      label={t('quests.form.taskLabel')}
                      value={task.label}
                      maxLength={QUEST_LIMITS.taskLabelMax}
                      onChange={(e) => {
                        const label = e.currentTarget.value;
                        set(
                          'tasks',
                          values.tasks.map((x, j) => (j === i ? { ...x, label } : x)),
                        );
                      }}
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
                    onClick={() => set('tasks', [...values.tasks, newTask(newKind)])}
                    data-testid="quest-form-add-task"
                  >
                    {t('quests.form.add')}
                  </Button>
                </Group>
              )}
            </Stack>
          </Stack>
        </Stepper.Step>

        <Stepper.Step
          label={t('quests.form.steps.reward')}
          description={t('quests.form.stepLabel', { n: 3 })}
        >
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
                  token:
                    values.token === 'erc20' ? (project?.symbol ?? '') : values.token.toUpperCase(),
                })}
              </Text>
              <Text size="xs" c="dimmed">
                {t('quests.form.summaryFund')}
              </Text>
            </Paper>
          </Stack>
        </Stepper.Step>
      </Stepper>

      <Group justify="space-between">
        <Button variant="default" component={Link} to={paths.quests.href()}>
          {t('quests.form.back')}
        </Button>
        <Group>
          {active > 0 && (
            <Button variant="default" onClick={() => setActive((a) => a - 1)} disabled={busy}>
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
