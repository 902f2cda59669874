// Back-to-top button, shown once the page is scrolled past 1000 px (spec 2, 9).
import { ActionIcon, Affix, Transition } from '@mantine/core';
import { useWindowScroll } from '@mantine/hooks';
import { IconArrowUp } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { UI } from '@chainreview/shared/limits';

export function BackToTop() {
  const { t } = useTranslation();
  const [scroll, scrollTo] = useWindowScroll();
  return (
    // under the guided hints' card (z-index 150), which on a phone is a sheet at the bottom
    <Affix position={{ bottom: 24, right: 24 }} zIndex={120}>
      <Transition transition="slide-up" mounted={scroll.y > UI.backToTopAfterPx}>
        {(styles) => (
          <ActionIcon
            style={styles}
            size="xl"
            radius="xl"
            variant="filled"
            aria-label={t('backToTop')}
            onClick={() => scrollTo({ y: 0 })}
          >
            <IconArrowUp size={22} />
          </ActionIcon>
        )}
      </Transition>
    </Affix>
  );
}
