// Create Quest (spec 2): a three-step stepper, 1 SetUp (project, title, summary, description,
// banner, dates), 2 Entries (eligibility and tasks), 3 Reward (method, token, amount per
// winner, winners, XP) with a summary. 'Fund and publish' saves the draft, sends the funding
// transaction (an approval first for tokens) and publishes once the server has verified it.
import { lazy, Suspense, type ReactNode } from 'react';
import { Alert, Button, Group, List, Paper, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '@/components/empty-state';
import { QueryState } from '@/components/query-state';
import { paths } from '@/config/paths';
import { errorMessage } from '@/lib/errors';
import { Link } from '@/lib/router';
import { useSession } from '@/lib/session';
import { useMyQuestProjects } from '../api/get-my-quests';
import { useQuest } from '../api/get-quest';
import type { QuestChain } from '../chain/quest-chain-types';

// The wizard (with its form library and the quest schemas) loads only for a signed-in owner:
// a visitor's first load of /create-quest is the sign-in prompt alone.
const QuestWizard = lazy(() => import('./quest-wizard').then((m) => ({ default: m.QuestWizard })));

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
          <Suspense fallback={loading}>
            <QuestWizard
              projects={list}
              draft={editing.data?.state === 'draft' ? editing.data : null}
              projectId={projectId ?? list[0]?.id ?? null}
              loadChain={loadChain}
            />
          </Suspense>
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
