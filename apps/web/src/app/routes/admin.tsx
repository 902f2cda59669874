// /admin: the admin team's console; everybody else gets the not-found page (spec 6).
import { Center, Loader } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useDocumentTitle } from '@/components/page-title';
import { AdminConsole } from '@/features/admin/components/admin-console';
import { ReviewHistoryButton } from '@/features/reviews/components/review-trust';
import { useSession } from '@/lib/session';
import { NotFoundPage } from './not-found';

export function AdminGate({ audit }: { audit?: boolean }) {
  const { t } = useTranslation();
  const session = useSession();
  const isAdmin = session.user?.role === 'admin';
  useDocumentTitle(isAdmin ? t(audit ? 'admin.audit.title' : 'admin.title') : t('notFound.title'));
  if (session.status === 'restoring' || session.status === 'authenticating')
    return (
      <Center py="xl">
        <Loader aria-label={t('admin.loading')} />
      </Center>
    );
  if (!isAdmin || !session.user) return <NotFoundPage />;
  return (
    <AdminConsole
      viewerId={session.user.id}
      audit={audit}
      reviewHistory={(reviewId) => <ReviewHistoryButton reviewId={reviewId} />}
    />
  );
}

export default function AdminPage() {
  return <AdminGate />;
}
