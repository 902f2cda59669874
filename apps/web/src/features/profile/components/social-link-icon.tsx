// Social link icons (spec 3: Twitter and Telegram have their own; others a plain link).
import { IconBrandTelegram, IconBrandTwitter, IconLink } from '@tabler/icons-react';

export function socialKind(name: string, url: string): 'twitter' | 'telegram' | 'other' {
  const n = name.trim().toLowerCase();
  let host = '';
  try {
    host = new URL(url).hostname.replace(/^www\./, '');
  } catch {
    // not a URL: the name decides
  }
  if (n === 'twitter' || n === 'x' || host === 'twitter.com' || host === 'x.com') return 'twitter';
  if (n === 'telegram' || host === 't.me' || host === 'telegram.me') return 'telegram';
  return 'other';
}

export function SocialLinkIcon({
  name,
  url,
  size = 18,
}: {
  name: string;
  url: string;
  size?: number;
}) {
  const kind = socialKind(name, url);
  if (kind === 'twitter') return <IconBrandTwitter size={size} aria-hidden />;
  if (kind === 'telegram') return <IconBrandTelegram size={size} aria-hidden />;
  return <IconLink size={size} aria-hidden />;
}
