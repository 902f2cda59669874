// Write a review /write-review/{chain}/{contractAddress} (coloured layout): the project by
// chain and address (or id), then the reviews feature's form. No project: 'Project not found'.
import { Skeleton, Stack } from '@mantine/core';
import { useParams } from '@/lib/router';
import { useTranslation } from 'react-i18next';
import { useDocumentTitle } from '@/components/page-title';
import { QueryState } from '@/components/query-state';
import { useProjectPage } from '@/features/projects/hooks/use-project-page';
import { WriteReview } from '@/features/reviews/components/write-review';
import { NotFoundPage } from './not-found';

export default function WriteReviewPage() {
  const { t } = useTranslation();
  const { chain = '', contractAddress = '' } = useParams();
  const { query, notFound } = useProjectPage(chain, contractAddress);
  useDocumentTitle(
    query.data
      ? `${t('pages.writeReview.title')}: ${query.data.name}`
      : t('pages.writeReview.title'),
  );
  if (notFound) return <NotFoundPage message={t('project.notFound')} />;
  return (
    <QueryState
      query={query}
      loading={
        <Stack aria-busy>
          <Skeleton height={56} width={320} />
          <Skeleton height={240} />
        </Stack>
      }
    >
      {(project) => <WriteReview project={project} />}
    </QueryState>
  );
}
