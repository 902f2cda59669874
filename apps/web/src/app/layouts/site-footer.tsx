// The footer (spec 1, 2): the financial disclaimer, docs links, socials, and the language
// and theme switches.
import {
  ActionIcon,
  Anchor,
  Box,
  Container,
  Divider,
  Group,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import {
  IconBrandDiscord,
  IconBrandFacebook,
  IconBrandMedium,
  IconBrandTelegram,
  IconBrandX,
  IconBrandYoutube,
} from '@tabler/icons-react';
import { Link } from '@/lib/router';
import { useTranslation } from 'react-i18next';
import { UI } from '@chainreview/shared/limits';
import { externalLinks } from '@/config/env';
import { paths } from '@/config/paths';
import { ExternalLink } from '@/components/external-link';
import { LanguageMenu } from '@/components/language-menu';
import { Logo } from '@/components/logo';
import { ThemeToggle } from '@/components/theme-toggle';
import classes from './layouts.module.css';

const SOCIALS = [
  { key: 'telegram', href: externalLinks.socials.telegram, Icon: IconBrandTelegram },
  { key: 'twitter', href: externalLinks.socials.twitter, Icon: IconBrandX },
  { key: 'facebook', href: externalLinks.socials.facebook, Icon: IconBrandFacebook },
  { key: 'discord', href: externalLinks.socials.discord, Icon: IconBrandDiscord },
  { key: 'youtube', href: externalLinks.socials.youtube, Icon: IconBrandYoutube },
  { key: 'medium', href: externalLinks.socials.medium, Icon: IconBrandMedium },
] as const;

export function SiteFooter() {
  const { t } = useTranslation();
  const docs = [
    { label: t('footer.guideBook'), href: externalLinks.guideBook },
    { label: t('footer.termsOfUse'), href: externalLinks.termsOfUse },
    { label: t('footer.privacyPolicy'), href: externalLinks.privacyPolicy },
    { label: t('footer.contactUs'), href: externalLinks.contactUs },
    { label: t('nav.submitProject'), href: externalLinks.submitProject },
  ];
  return (
    <Box component="footer" className={classes.footer} data-testid="site-footer">
      <Container size={UI.contentMaxWidth} py="xl">
        <div className={classes.footerGrid}>
          <Stack gap="xs" style={{ gridColumn: 'span 2' }} className={classes.footerWide}>
            <Group gap={8}>
              <Logo size={28} />
              <Text fw={800}>{t('app.name')}</Text>
            </Group>
            <Text size="sm" c="dimmed">
              {t('app.tagline')}
            </Text>
            <Title order={2} size="h6" mt="sm">
              {t('footer.disclaimerTitle')}
            </Title>
            <Text size="xs" c="dimmed" data-testid="financial-disclaimer">
              {t('footer.disclaimer')}
            </Text>
          </Stack>
          <Stack gap={6}>
            <Title order={2} size="h6">
              {t('footer.docs')}
            </Title>
            {docs.map((doc) => (
              <ExternalLink key={doc.href} href={doc.href} size="sm" c="dimmed">
                {doc.label}
              </ExternalLink>
            ))}
            <Anchor
              component={Link}
              to={paths.trust.href()}
              size="sm"
              c="dimmed"
              data-testid="footer-trust"
            >
              {t('trust.footerLink')}
            </Anchor>
            <Anchor
              component={Link}
              to={paths.transparency.href()}
              size="sm"
              c="dimmed"
              data-testid="footer-transparency"
            >
              {t('transparency.footerLink')}
            </Anchor>
          </Stack>
          <Stack gap="xs">
            <Title order={2} size="h6">
              {t('footer.community')}
            </Title>
            <Group gap={6}>
              {SOCIALS.map(({ key, href, Icon }) => (
                <ActionIcon
                  key={key}
                  component="a"
                  href={href}
                  target="_blank"
                  rel="noopener noreferrer"
                  variant="subtle"
                  color="gray"
                  size="lg"
                  aria-label={t('common.externalLink', { label: t(`social.${key}`) })}
                >
                  <Icon size={20} stroke={1.6} />
                </ActionIcon>
              ))}
            </Group>
            <Title order={2} size="h6" mt="sm">
              {t('footer.settings')}
            </Title>
            <Group gap="xs">
              <LanguageMenu />
              <ThemeToggle />
            </Group>
          </Stack>
        </div>
        <Divider my="lg" />
        <Text size="xs" c="dimmed">
          {t('footer.copyright', { year: new Date().getFullYear() })}
        </Text>
      </Container>
    </Box>
  );
}
