// Submit a project (spec 2): the form prefilled from the URL and, when the API can
// read the token contract, from the chain; checked by POST /projects' own schema; sign-in
// required; the new project starts pending.
import { lazy, useEffect, useRef, useState } from 'react';
import {
  Alert,
  Anchor,
  Badge,
  Button,
  Group,
  Skeleton,
  Stack,
  Text,
  ThemeIcon,
  Title,
} from '@mantine/core';
import {
  IconAlertCircle,
  IconCircleCheck,
  IconInfoCircle,
  IconSparkles,
  IconWallet,
} from '@tabler/icons-react';
import { Link } from '@/lib/router';
import { useTranslation } from 'react-i18next';
import { CHAINS, EVM_CHAINS, type Chain } from '@chainreview/shared/enums';
import type { Project } from '@chainreview/shared/schemas/project';
import { DeferredSection } from '@/components/deferred-section';
import { useDocumentTitle } from '@/components/page-title';
import { paths } from '@/config/paths';
import { ApiError } from '@/lib/api-client';
import { errorMessage } from '@/lib/errors';
import { withRestTexts } from '@/lib/i18n';
import { useSession } from '@/lib/session';
import { useSubmitProject } from '../api/submit-project';
import { useTokenInfo } from '../api/get-token-info';
import { useProjectForm } from '../hooks/use-project-form';
import { emptyProjectForm, toSubmitPayload } from '../project-form';
import { ProjectBasicsFields } from './project-form-basics';

// Below the first fields on a phone: the details and links (the logo upload, the links' icons)
// load as they come near, or at the first key press.
const ProjectDetailsFields = lazy(() =>
  withRestTexts(import('./project-form-details')).then((m) => ({
    default: m.ProjectDetailsFields,
  })),
);

const isEvmAddress = (value: string) => /^0x[0-9a-fA-F]{40}$/.test(value);

function initialValues(chainParam: string, addressParam: string) {
  const chain = (CHAINS as readonly string[]).includes(chainParam.toLowerCase())
    ? (chainParam.toLowerCase() as Chain)
    : null;
  // An all-digit segment is a project id (projects without an address), not an address.
  const address = /^\d+$/.test(addressParam) ? '' : addressParam.trim();
  return emptyProjectForm({ chain, contractAddress: address });
}

export function SubmitProjectForm({
  chain,
  contractAddress,
}: {
  chain: string;
  contractAddress: string;
}) {
  const { t } = useTranslation();
  useDocumentTitle(t('pages.submitProject.title'));
  const session = useSession();
  const { form, check, warm, loading, error, showServerErrors } = useProjectForm(
    'submit',
    initialValues(chain, contractAddress),
  );
  const values = form.getValues();
  const [failure, setFailure] = useState<{ text: string; alreadyAdded: boolean } | null>(null);
  const [created, setCreated] = useState<Project | null>(null);
  const submit = useSubmitProject();

  // Prefill name, symbol, decimals and supply from the token contract (only empty fields).
  const address = values.contractAddress.trim();
  const canRead = Boolean(
    values.chain && EVM_CHAINS.includes(values.chain) && isEvmAddress(address),
  );
  const token = useTokenInfo(values.chain ?? '', address, { enabled: canRead });
  const prefilledFor = useRef<string | null>(null);
  const setValues = form.setValues;
  const [prefilled, setPrefilled] = useState(false);
  useEffect(() => {
    const info = token.data;
    const key = `${values.chain}/${address.toLowerCase()}`;
    if (!info || prefilledFor.current === key) return;
    prefilledFor.current = key;
    setValues((v) => ({
      name: v.name || info.name || '',
      symbol: v.symbol || info.symbol || '',
      decimals: v.decimals || (info.decimals === null ? '' : String(info.decimals)),
      totalSupply: v.totalSupply || info.totalSupply || '',
    }));
    setPrefilled(true);
  }, [token.data, values.chain, address, setValues]);

  const fail = (error: unknown) =>
    setFailure({
      text: errorMessage(error, t),
      alreadyAdded: error instanceof ApiError && error.codes.includes('already_add'),
    });

  const send = async () => {
    setFailure(null);
    let valid;
    try {
      valid = await check();
    } catch (error) {
      fail(error);
      return;
    }
    if (!valid) return;
    if (!session.isAuthenticated) {
      session.openConnectModal();
      return;
    }
    submit.mutate(toSubmitPayload(form.getValues()), {
      onSuccess: (project) => setCreated(project),
      onError: (error) => {
        fail(error);
        showServerErrors(error);
      },
    });
  };

  if (created)
    return (
      <Submitted
        project={created}
        onAnother={() => {
          setCreated(null);
          form.setValues(emptyProjectForm());
          prefilledFor.current = null;
          setPrefilled(false);
        }}
      />
    );

  return (
    <Stack gap="xl" data-testid="submit-project">
      <div>
        <Title order={1} size="h2">
          {t('pages.submitProject.title')}
        </Title>
        <Text c="dimmed" mt={4}>
          {t('submitProject.intro')}
        </Text>
      </div>

      {!session.isAuthenticated && (
        <Alert
          color="blue"
          variant="light"
          icon={<IconWallet size={18} />}
          title={t('submitProject.signInTitle')}
          data-testid="submit-sign-in"
        >
          <Stack gap="xs" align="flex-start">
            <Text size="sm">{t('submitProject.signInText')}</Text>
            <Button
              size="xs"
              onClick={session.openConnectModal}
              leftSection={<IconWallet size={14} />}
            >
              {t('nav.connectWallet')}
            </Button>
          </Stack>
        </Alert>
      )}

      {prefilled && (
        <Alert
          color="teal"
          variant="light"
          icon={<IconSparkles size={18} />}
          data-testid="token-prefilled"
        >
          {t('submitProject.prefilled')}
        </Alert>
      )}

      <form
        noValidate
        onFocus={warm}
        onSubmit={(e) => {
          e.preventDefault();
          void send();
        }}
      >
        <Stack gap="xl">
          <Stack gap="xl">
            <ProjectBasicsFields form={form} error={error} mode="submit" />
            {/* the placeholder is the loaded part's height at each width, so nothing moves */}
            <DeferredSection
              name="project-form-details"
              placeholder={<Skeleton h={{ base: 1762, sm: 1187, md: 1149 }} radius="lg" />}
            >
              <ProjectDetailsFields form={form} error={error} />
            </DeferredSection>
          </Stack>
          {Object.keys(form.errors).length > 0 && (
            <Alert color="red" variant="light" icon={<IconAlertCircle size={18} />} role="alert">
              {t('submitProject.fixErrors')}
            </Alert>
          )}
          {failure && (
            <Alert
              color="red"
              variant="light"
              icon={<IconAlertCircle size={18} />}
              role="alert"
              data-testid="submit-error"
            >
              <Stack gap={4}>
                <Text size="sm" fw={600}>
                  {failure.text}
                </Text>
                {failure.alreadyAdded && address && (
                  <Anchor component={Link} to={paths.search.href(address)} size="sm">
                    {t('submitProject.findExisting')}
                  </Anchor>
                )}
              </Stack>
            </Alert>
          )}
          <Group justify="flex-end">
            <Button
              type="submit"
              size="md"
              loading={submit.isPending || loading}
              data-testid="submit-project-button"
            >
              {t('submitProject.submit')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Stack>
  );
}

function Submitted({ project, onAnother }: { project: Project; onAnother: () => void }) {
  const { t } = useTranslation();
  return (
    <Stack align="center" ta="center" gap="md" py="xl" data-testid="submit-success" role="status">
      <ThemeIcon size={64} radius="xl" color="teal" variant="light" aria-hidden>
        <IconCircleCheck size={36} />
      </ThemeIcon>
      <Title order={1} size="h2">
        {t('submitProject.successTitle')}
      </Title>
      <Badge color="yellow" variant="light" size="lg" leftSection={<IconInfoCircle size={14} />}>
        {t('submitProject.pending')}
      </Badge>
      <Text c="dimmed" maw={520}>
        {t('submitProject.successText', { name: project.name })}
      </Text>
      <Group>
        <Button
          component={Link}
          to={paths.project.href(project)}
          data-testid="submitted-project-link"
        >
          {t('submitProject.viewProject')}
        </Button>
        <Button variant="default" onClick={onAnother}>
          {t('submitProject.another')}
        </Button>
      </Group>
    </Stack>
  );
}
