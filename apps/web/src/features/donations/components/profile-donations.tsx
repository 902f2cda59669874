// The profile's Donation History tab as the routes fill its slot: the list's code (with its
// segmented control) loads when the tab opens, not with every profile.
import { lazy, Suspense } from 'react';
import { Skeleton, Stack } from '@mantine/core';
import type { RenderProfileDonations } from '@/components/profile-donations-slot';
import { withRestTexts } from '@/lib/i18n';

const DonationHistory = lazy(() =>
  withRestTexts(import('./donation-history')).then((m) => ({ default: m.DonationHistory })),
);

export const renderProfileDonations: RenderProfileDonations = (user) => (
  <Suspense
    fallback={
      <Stack gap="xs">
        {[0, 1, 2].map((i) => (
          <Skeleton key={i} height={48} radius="md" />
        ))}
      </Stack>
    }
  >
    <DonationHistory address={user.address} />
  </Suspense>
);
