// A project's social and web links as labelled icon buttons (spec 2: social links).
import { ActionIcon, Group } from '@mantine/core';
import { Tooltip } from '@/components/floating/tooltip';
import {
  IconBrandDiscord,
  IconBrandFacebook,
  IconBrandGithub,
  IconBrandInstagram,
  IconBrandMedium,
  IconBrandReddit,
  IconBrandTelegram,
  IconBrandTiktok,
  IconBrandX,
  IconBrandYoutube,
  IconArrowsExchange,
  IconBrandBinance,
  IconBrandCoinbase,
  IconBuildingBank,
  IconBuildingStore,
  IconChartCandle,
  IconChartLine,
  IconCoins,
  IconShoppingBag,
  IconFileText,
  IconWorld,
  type Icon,
} from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { Project, ProjectLinkField } from '@chainreview/shared/schemas/project';

/** Every link field with its icon, in display order (typed so a new field cannot be missed). */
export const LINK_ICONS: Record<ProjectLinkField, Icon> = {
  websiteLink: IconWorld,
  whitepaper: IconFileText,
  twitterLink: IconBrandX,
  telegramLink: IconBrandTelegram,
  discordLink: IconBrandDiscord,
  redditLink: IconBrandReddit,
  facebookLink: IconBrandFacebook,
  instagramLink: IconBrandInstagram,
  tikTokLink: IconBrandTiktok,
  youtubeLink: IconBrandYoutube,
  mediumLink: IconBrandMedium,
  githubLink: IconBrandGithub,
};

export const LINK_FIELDS = Object.keys(LINK_ICONS) as ProjectLinkField[];

/** Known listing sites get their own icon; others take the next unused generic one. */
const LISTING_ICONS: [RegExp, Icon][] = [
  [/binance\./, IconBrandBinance],
  [/coinbase\./, IconBrandCoinbase],
  [/coinmarketcap\./, IconChartLine],
  [/coingecko\./, IconCoins],
  [/(dextools|dexscreener|poocoin|geckoterminal)\./, IconChartCandle],
  [/(pancakeswap|uniswap|sushi|1inch)\./, IconArrowsExchange],
];
const GENERIC_LISTING_ICONS: Icon[] = [IconBuildingStore, IconBuildingBank, IconShoppingBag];

/** One icon per listing link, never the same icon twice for two different links. */
export function listingIcons(urls: string[]): Icon[] {
  const used = new Set<Icon>();
  return urls.map((url) => {
    const host = hostOf(url);
    const known = LISTING_ICONS.find(([pattern]) => pattern.test(host))?.[1];
    const pick =
      (known && !used.has(known) ? known : undefined) ??
      GENERIC_LISTING_ICONS.find((icon) => !used.has(icon)) ??
      IconBuildingStore;
    used.add(pick);
    return pick;
  });
}

function hostOf(url: string): string {
  try {
    return new URL(url).hostname.replace(/^www\./, '');
  } catch {
    return url;
  }
}

export function ProjectLinks({ project }: { project: Project }) {
  const { t } = useTranslation();
  const listing = listingIcons(project.listingLinks);
  const items = [
    ...LINK_FIELDS.filter((field) => project.links[field]).map((field) => ({
      key: field,
      href: project.links[field]!,
      label: t(`projectLinks.${field}`),
      Icon: LINK_ICONS[field],
    })),
    ...project.listingLinks.map((href, i) => ({
      key: `listing-${i}`,
      href,
      label: t('project.listedOn', { host: hostOf(href) }),
      Icon: listing[i] ?? IconBuildingStore,
    })),
  ];
  if (items.length === 0) return null;
  return (
    <Group
      gap={4}
      data-testid="project-links"
      component="ul"
      m={0}
      p={0}
      style={{ listStyle: 'none' }}
    >
      {items.map(({ key, href, label, Icon }) => (
        <li key={key}>
          <Tooltip label={label} withArrow withinPortal>
            <ActionIcon
              component="a"
              href={href}
              target="_blank"
              rel="noopener noreferrer nofollow"
              variant="light"
              color="gray"
              size="lg"
              radius="xl"
              aria-label={t('common.externalLink', { label })}
              data-testid={key.startsWith('listing-') ? 'listing-link' : undefined}
              data-icon={key.startsWith('listing-') ? Icon.displayName : undefined}
            >
              <Icon size={18} stroke={1.7} />
            </ActionIcon>
          </Tooltip>
        </li>
      ))}
    </Group>
  );
}
