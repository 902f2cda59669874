// /admin: the admin team's console; everybody else gets the not-found page (spec 6).
// The console's code loads for an admin only: a visitor does not pay for it. (The history
// button is imported here, not loaded apart: it stays in the review card's chunk.)
import { lazy, Suspense } from 'react';
import { Center, Loader } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useDocumentTitle } from '@/components/page-title';
import { ReviewHistoryButton } from '@/features/reviews/components/review-trust';
import { withRestTexts } from '@/lib/i18n';
import { useSession } from '@/lib/session';
import { NotFoundPage } from './not-found';

const AdminConsole = lazy(() =>
  withRestTexts(import('@/features/admin/components/admin-console')).then((m) => ({
    default: m.AdminConsole,
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
      <AdminConsole
        viewerId={session.user.id}
        audit={audit}
        reviewHistory={(reviewId) => <ReviewHistoryButton reviewId={reviewId} />}
      />
    </Suspense>
  );
}

export default function AdminPage() {
  return <AdminGate />;
}
