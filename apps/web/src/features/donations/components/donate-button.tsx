// The Donate action on a review card: not on one's own review; signed out it opens Connect
// Wallet, on another network Switch Network (spec 5), else the Donate dialog (loaded lazily).
import { lazy, Suspense, useState } from 'react';
import { Button } from '@mantine/core';
import { IconHeartHandshake } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { ReviewActionTarget } from '@/components/review-extra-actions';
import { useSession } from '@/lib/session';
import { useNetworkGuard } from '@/lib/network';
import { withRestTexts } from '@/lib/i18n';

const DonateDialog = lazy(() =>
  withRestTexts(import('./donate-dialog')).then((m) => ({ default: m.DonateDialog })),
);

export function DonateButton({ review }: { review: ReviewActionTarget }) {
  const { t } = useTranslation();
  const session = useSession();
  const onActionChain = useNetworkGuard();
  const [opened, setOpened] = useState(false);
  const viewer = session.user;
  const isOwn =
    viewer !== null &&
    (viewer.id === review.user.id ||
      viewer.address.toLowerCase() === review.user.address.toLowerCase());
  if (isOwn) return null;

  function open() {
    if (!session.isAuthenticated) return session.openConnectModal();
    onActionChain(() => setOpened(true));
  }

  return (
    <>
      <Button
        variant="subtle"
        color="pink"
        size="compact-sm"
        radius="xl"
        leftSection={<IconHeartHandshake size={16} />}
        onClick={open}
        data-testid="review-donate"
      >
        {t('donations.donate')}
      </Button>
      {opened && (
        <Suspense fallback={null}>
          <DonateDialog
            opened={opened}
            onClose={() => setOpened(false)}
            reviewId={review.id}
            toAddress={review.user.address}
            toName={review.user.displayName}
          />
        </Suspense>
      )}
    </>
  );
}
