// Language picker: the six languages of spec 1; a pick is saved as userLocale. The menu itself
// loads on first use (DeferredMenu).
import { Button } from '@mantine/core';
import { IconCheck, IconLanguage } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { LANGUAGE_NAMES, LANGUAGES, type Language } from '@chainreview/shared/enums';
import { isLanguage, setLanguage } from '@/lib/i18n';
import { DeferredMenu } from './floating/deferred-menu';

export function LanguageMenu({
  withTestIds = false,
  compact = false,
}: {
  withTestIds?: boolean;
  compact?: boolean;
}) {
  const { t, i18n } = useTranslation();
  const current: Language = isLanguage(i18n.resolvedLanguage) ? i18n.resolvedLanguage : 'en';
  const label = t('language.current', { language: LANGUAGE_NAMES[current] });
  // The accessible name starts with the visible text ('EN' on the compact button), so a
  // speech user saying what they see reaches it (WCAG 2.5.3).
  const button = (
    <Button
      variant="default"
      px={compact ? 8 : undefined}
      leftSection={<IconLanguage size={18} stroke={1.6} />}
      aria-label={compact ? `${current.toUpperCase()}, ${label}` : label}
      data-testid={withTestIds ? 'language-menu' : undefined}
    >
      {compact ? current.toUpperCase() : LANGUAGE_NAMES[current]}
    </Button>
  );
  return (
    <DeferredMenu target={button}>
      {(Menu, target) => (
        <Menu position="bottom-end" withinPortal shadow="md">
          <Menu.Target>{target}</Menu.Target>
          <Menu.Dropdown>
            <Menu.Label>{t('language.menu')}</Menu.Label>
            {LANGUAGES.map((code) => (
              <Menu.Item
                key={code}
                lang={code}
                data-testid={withTestIds ? `language-option-${code}` : undefined}
                rightSection={code === current ? <IconCheck size={14} /> : null}
                aria-current={code === current ? 'true' : undefined}
                onClick={() => void setLanguage(code)}
              >
                {LANGUAGE_NAMES[code]}
              </Menu.Item>
            ))}
          </Menu.Dropdown>
        </Menu>
      )}
    </DeferredMenu>
  );
}
