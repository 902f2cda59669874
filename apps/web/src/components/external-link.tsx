// A link that leaves the site: new tab, no opener, and says so to screen readers.
import { Anchor, type AnchorProps } from '@mantine/core';
import type { ReactNode } from 'react';

export function ExternalLink({
  href,
  children,
  ...props
}: { href: string; children: ReactNode } & AnchorProps) {
  return (
    <Anchor href={href} target="_blank" rel="noopener noreferrer" {...props}>
      {children}
    </Anchor>
  );
}
