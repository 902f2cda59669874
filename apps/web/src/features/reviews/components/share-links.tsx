// Share targets (spec 7): Facebook sharer, Twitter share and Telegram share, each in a new
// tab, plus the link with a copy button (Copied for 1500 ms).
import { ActionIcon, Group, TextInput, Tooltip } from '@mantine/core';
import { IconBrandFacebook, IconBrandTelegram, IconBrandX } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { CopyButton } from '@/components/copy-button';

export function shareIntents(url: string, text: string) {
  const u = encodeURIComponent(url);
  const x = encodeURIComponent(text);
  return {
    facebook: `https://www.facebook.com/sharer/sharer.php?u=${u}`,
    twitter: `https://twitter.com/intent/tweet?url=${u}&text=${x}`,
    telegram: `https://t.me/share/url?url=${u}&text=${x}`,
  };
}

export function ShareTargets({ url, text }: { url: string; text: string }) {
  const { t } = useTranslation();
  const intents = shareIntents(url, text);
  const targets = [
    {
      key: 'facebook',
      href: intents.facebook,
      icon: <IconBrandFacebook size={20} />,
      color: '#1877f2',
    },
    { key: 'twitter', href: intents.twitter, icon: <IconBrandX size={18} />, color: 'dark' },
    {
      key: 'telegram',
      href: intents.telegram,
      icon: <IconBrandTelegram size={20} />,
      color: '#229ed9',
    },
  ] as const;
  return (
    <Group gap="xs">
      {targets.map((target) => (
        <Tooltip key={target.key} label={t(`reviews.share.${target.key}`)} withArrow>
          <ActionIcon
            component="a"
            href={target.href}
            target="_blank"
            rel="noopener noreferrer"
            size={40}
            radius="xl"
            variant="filled"
            color={target.color}
            aria-label={t(`reviews.share.${target.key}`)}
            data-testid={`share-${target.key}`}
          >
            {target.icon}
          </ActionIcon>
        </Tooltip>
      ))}
    </Group>
  );
}

export function ShareLinkField({ url }: { url: string }) {
  const { t } = useTranslation();
  return (
    <TextInput
      label={t('reviews.share.link')}
      value={url}
      readOnly
      onFocus={(e) => e.currentTarget.select()}
      rightSection={
        <CopyButton value={url} label={t('reviews.share.copyLink')} testId="copy-review-link" />
      }
      rightSectionWidth={42}
      data-testid="share-link"
    />
  );
}

/** The absolute link of a review, for sharing outside the site. */
export function reviewShareUrl(path: string): string {
  return typeof window === 'undefined' ? path : new URL(path, window.location.origin).toString();
}
