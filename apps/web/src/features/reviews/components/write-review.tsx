// The write-review page's content (spec 2, 4): who may write, the form with the local draft
// (rate, title, content) kept while typing and restored on return, then the success modal
// and toast. One review per project: a second one shows the viewer's review instead.
import { lazy, Suspense, useMemo, useState } from 'react';
import { Avatar, Button, Group, Skeleton, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { useDebouncedCallback } from '@mantine/hooks';
import { notifications } from '@mantine/notifications';
import { IconArrowLeft, IconCircleCheck, IconWallet } from '@tabler/icons-react';
import { Link, useLocation, useNavigate } from '@/lib/router';
import { useTranslation } from 'react-i18next';
import { DEFAULT_LANGUAGE } from '@chainreview/shared/enums';
import { ENERGY } from '@chainreview/shared/energy';
import { projectKey, type ProjectLinkInput } from '@chainreview/shared/links';
import { TIMERS } from '@chainreview/shared/limits';
import type { Review } from '@chainreview/shared/schemas/review';
import { paths } from '@/config/paths';
import { energyView } from '@/lib/energy';
import { useSession } from '@/lib/session';
import { storage } from '@/lib/storage';
import { useSystemConfig } from '@/lib/system-config';
import { showErrorToast } from '@/lib/error-toast';
import { useCreateReview } from '../api/create-review';
import { signReview, useReviewSigner } from '../hooks/use-review-signer';
import { useMyReview } from '../api/get-my-review';
import type { ReviewFormValues } from './review-form';

// A visitor who is signed out, or has reviewed already, sees neither: the form (its
// validation schemas, language select) and the success dialog load when they are shown.
const ReviewForm = lazy(() => import('./review-form').then((m) => ({ default: m.ReviewForm })));
const ReviewSuccessModal = lazy(() =>
  import('./review-success-modal').then((m) => ({ default: m.ReviewSuccessModal })),
);

export interface WriteReviewProject extends ProjectLinkInput {
  avatar?: { url: string } | null;
}

function ProjectHeading({ project }: { project: WriteReviewProject }) {
  const { t } = useTranslation();
  return (
    <Group gap="md" wrap="nowrap" mb="lg">
      <Avatar src={project.avatar?.url ?? null} alt="" size={56} radius="xl" color="blue">
        {project.name.slice(0, 2).toUpperCase()}
      </Avatar>
      <div style={{ minWidth: 0 }}>
        <Title order={1} size="h2">
          {t('pages.writeReview.title')}
        </Title>
        <Text c="dimmed" truncate>
          {t('reviews.write.subtitle', {
            name: project.symbol ? `${project.name} (${project.symbol})` : project.name,
          })}
        </Text>
      </div>
    </Group>
  );
}

function useDraft(project: WriteReviewProject) {
  const location = useLocation();
  const { user } = useSession();
  const initial = useMemo<ReviewFormValues>(() => {
    const draft = storage.get('reviewed_project');
    const mine = draft?.projectId === project.id ? draft : null;
    const wished = (location.state as { rate?: unknown } | null)?.rate;
    const rate =
      typeof wished === 'number' && wished >= 1 && wished <= 5 ? wished : (mine?.rate ?? 0);
    return {
      rate,
      title: mine?.title ?? '',
      content: mine?.content ?? '',
      language: user?.language ?? DEFAULT_LANGUAGE,
    };
    // The starting values are read once, when the form first shows.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [project.id]);
  const save = useDebouncedCallback((values: ReviewFormValues) => {
    if (values.rate < 1) return;
    storage.set('reviewed_project', {
      projectId: project.id,
      chain: project.chain,
      key: projectKey(project),
      rate: values.rate,
      title: values.title.slice(0, 1000),
      ...(values.content.length <= 100_000 ? { content: values.content } : {}),
    });
  }, TIMERS.formDebounce);
  return { initial, save };
}

function SignInPrompt() {
  const { t } = useTranslation();
  const session = useSession();
  return (
    <Stack align="center" ta="center" gap="sm" py="xl" data-testid="write-review-sign-in">
      <ThemeIcon size={56} radius="xl" variant="light" aria-hidden>
        <IconWallet size={30} />
      </ThemeIcon>
      <Title order={2} size="h4">
        {t('reviews.write.signInTitle')}
      </Title>
      <Text c="dimmed" maw={460}>
        {t('reviews.write.signInText')}
      </Text>
      <Button
        onClick={session.openConnectModal}
        loading={session.status === 'restoring' || session.status === 'authenticating'}
        leftSection={<IconWallet size={18} />}
      >
        {t('auth.connectWallet')}
      </Button>
    </Stack>
  );
}

function AlreadyReviewed({ project, review }: { project: WriteReviewProject; review: Review }) {
  const { t } = useTranslation();
  return (
    <Stack align="center" ta="center" gap="sm" py="xl" data-testid="already-reviewed">
      <ThemeIcon size={56} radius="xl" variant="light" color="teal" aria-hidden>
        <IconCircleCheck size={30} />
      </ThemeIcon>
      <Title order={2} size="h4">
        {t('errors.Conflict')}
      </Title>
      <Text c="dimmed">{t('reviews.write.alreadyText')}</Text>
      <Group gap="sm" justify="center">
        <Button variant="default" component={Link} to={paths.project.href(project)}>
          {t('reviews.write.backToProject')}
        </Button>
        <Button component={Link} to={paths.review.href(review.id)}>
          {t('reviews.write.viewMine')}
        </Button>
      </Group>
    </Stack>
  );
}

interface Written {
  review: Review;
  energySpent: number;
}

function WriteReviewForm({
  project,
  onWritten,
}: {
  project: WriteReviewProject;
  onWritten: (written: Written) => void;
}) {
  const { t } = useTranslation();
  const { user } = useSession();
  const config = useSystemConfig();
  const mutation = useCreateReview(project.id);
  const sign = useReviewSigner();
  const [signing, setSigning] = useState(false);
  const { initial, save } = useDraft(project);
  const energyCost = config.data?.reviewEnergy ?? ENERGY.reviewEnergy;

  return (
    <Suspense fallback={<Skeleton height={200} radius="md" />}>
      <ReviewForm
        mode="create"
        initial={initial}
        energyCost={energyCost}
        energyLeft={user?.lastEnergy}
        energyRefillAt={user ? energyView(user, config.data?.recycleEnergyStep).refillAt : null}
        submitting={signing || mutation.isPending || mutation.isSuccess}
        onValuesChange={mutation.isSuccess ? undefined : save}
        onSubmit={(unsigned) =>
          void signReview(sign, project, unsigned, setSigning, t).then(
            (body) =>
              body &&
              mutation.mutate(body, {
                onSuccess: (result) => {
                  save.cancel();
                  storage.remove('reviewed_project');
                  notifications.show({
                    color: 'teal',
                    message: t('reviews.write.successToast', { n: result.meta.energySpent }),
                  });
                  onWritten({ review: result.data, energySpent: result.meta.energySpent });
                },
                onError: (error) => showErrorToast(error, t, t('common.error')),
              }),
          )
        }
      />
    </Suspense>
  );
}

export function WriteReview({ project }: { project: WriteReviewProject }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const session = useSession();
  const mine = useMyReview(project.id);
  // Kept here: once written, the page shows the review as "already written" behind the modal.
  const [written, setWritten] = useState<Written | null>(null);

  let body: React.ReactNode;
  if (session.status === 'restoring') body = <Skeleton height={200} radius="md" />;
  else if (!session.isAuthenticated) body = <SignInPrompt />;
  else if (mine.isPending) body = <Skeleton height={200} radius="md" />;
  else if (mine.data) body = <AlreadyReviewed project={project} review={mine.data} />;
  else body = <WriteReviewForm project={project} onWritten={setWritten} />;

  return (
    <div data-testid="write-review">
      <Button
        component={Link}
        to={paths.project.href(project)}
        variant="subtle"
        size="compact-sm"
        leftSection={<IconArrowLeft size={16} />}
        mb="sm"
        px={4}
      >
        {t('reviews.write.backToProject')}
      </Button>
      <ProjectHeading project={project} />
      {body}
      {written && (
        <Suspense fallback={null}>
          <ReviewSuccessModal
            review={written.review}
            energySpent={written.energySpent}
            opened
            onClose={() => void navigate(paths.project.href(project))}
          />
        </Suspense>
      )}
    </div>
  );
}
