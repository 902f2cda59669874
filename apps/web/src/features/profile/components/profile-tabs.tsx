// The profile's tabs (spec 2): Review History, Review Reward History, Reward Received
// History, Donation History, kept in ?tab= (e.g. /me?tab=donations); a new tab starts on
// page 1.
import { Tabs } from '@mantine/core';
import { useSearchParams } from '@/lib/router';
import { useTranslation } from 'react-i18next';
import { ME_TABS, type MeTab } from '@/config/paths';
import { DonationHistory } from './donation-history';
import { ReviewHistory } from './review-history';
import { RewardsList } from './rewards-list';

export function readTab(value: string | null): MeTab {
  return (ME_TABS as readonly string[]).includes(value ?? '') ? (value as MeTab) : 'reviews';
}

export function ProfileTabs({
  userId,
  address,
  isOwn,
}: {
  userId: string;
  address: string;
  isOwn: boolean;
}) {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const tab = readTab(params.get('tab'));
  const select = (value: string | null) => {
    const next = readTab(value);
    setParams(
      (current) => {
        const copy = new URLSearchParams(current);
        copy.delete('page');
        if (next === 'reviews') copy.delete('tab');
        else copy.set('tab', next);
        return copy;
      },
      { preventScrollReset: true },
    );
  };

  return (
    <Tabs value={tab} onChange={select} keepMounted={false} data-testid="profile-tabs">
      <Tabs.List mb="md">
        {ME_TABS.map((key) => (
          <Tabs.Tab key={key} value={key}>
            {t(`profile.tabs.${key}`)}
          </Tabs.Tab>
        ))}
      </Tabs.List>
      <Tabs.Panel value="reviews">
        <ReviewHistory userId={userId} isOwn={isOwn} />
      </Tabs.Panel>
      <Tabs.Panel value="rewards">
        <RewardsList userId={userId} type="review_reward" />
      </Tabs.Panel>
      <Tabs.Panel value="received">
        <RewardsList userId={userId} type="reward_received" />
      </Tabs.Panel>
      <Tabs.Panel value="donations">
        <DonationHistory userId={userId} address={address} />
      </Tabs.Panel>
    </Tabs>
  );
}
