// The nav's search box (spec 2 and 5): the projects feature's search with its dropdown. It is
// shown from 768 px (an icon opens it below that), so a phone loads its code only when the
// icon is pressed; the home page's own box brings it anyway.
import { lazy, Suspense } from 'react';
import { ActionIcon, Box } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconSearch, IconX } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { hintTarget } from '@/lib/hint-target';

const ProjectSearch = lazy(() =>
  import('@/features/projects/components/project-search').then((m) => ({
    default: m.ProjectSearch,
  })),
);

/** Whether the wide nav's search box shows (Mantine's `sm` breakpoint and up). */
export function useWideNavSearch(): boolean {
  return useMediaQuery('(min-width: 48em)', false, { getInitialValueInEffect: false }) ?? false;
}

export function NavSearch({ onDone, autoFocus }: { onDone?: () => void; autoFocus?: boolean }) {
  return (
    // holds the box's height while its code loads
    <Suspense fallback={<Box h={36} />}>
      <ProjectSearch variant="nav" autoFocus={autoFocus} onDone={onDone} />
    </Suspense>
  );
}

/** The small-screen search: an icon that opens the box. */
export function NavSearchToggle({ opened, onToggle }: { opened: boolean; onToggle: () => void }) {
  const { t } = useTranslation();
  return (
    <ActionIcon
      variant="default"
      size="lg"
      aria-label={opened ? t('nav.closeSearch') : t('nav.openSearch')}
      aria-expanded={opened}
      onClick={onToggle}
      {...hintTarget('search_projects')}
    >
      {opened ? <IconX size={18} /> : <IconSearch size={18} />}
    </ActionIcon>
  );
}
