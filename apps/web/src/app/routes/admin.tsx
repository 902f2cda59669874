// /admin: the admin team's console; everybody else gets the not-found page (spec 6).
// The console's code loads for an admin only: a visitor does not pay for it.
import { lazy, Suspense } from 'react';
import { Center, Loader } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useDocumentTitle } from '@/components/page-title';
import { withRestTexts } from '@/lib/i18n';
import { useSession } from '@/lib/session';
import { NotFoundPage } from './not-found';

// The console with every version of a reported review, blocked ones included (admins only).
const AdminConsole = lazy(() =>
  withRestTexts(
    Promise.all([
      import('@/features/admin/components/admin-console'),
      import('@/features/reviews/components/review-trust'),
    ]),
  ).then(([{ AdminConsole: Console }, { ReviewHistoryButton }]) => ({
    default: (props: { viewerId: string; audit?: boolean }) => (
      <Console
        {...props}
        reviewHistory={(reviewId) => <ReviewHistoryButton reviewId={reviewId} />}
      />
    ),
  })),
);

export function AdminGate({ audit }: { audit?: boolean }) {
  const { t } = useTranslation();
  const session = useSession();
  const isAdmin = session.user?.role === 'admin';
  useDocumentTitle(isAdmin ? t(audit ? 'admin.audit.title' : 'admin.title') : t('notFound.title'));
  const loading = (
    <Center py="xl">
      <Loader aria-label={t('admin.loading')} />
    </Center>
  );
  if (session.status === 'restoring' || session.status === 'authenticating') return loading;
  if (!isAdmin || !session.user) return <NotFoundPage />;
  return (
    <Suspense fallback={loading}>
      <AdminConsole viewerId={session.user.id} audit={audit} />
    </Suspense>
  );
}

export default function AdminPage() {
  return <AdminGate />;
}
