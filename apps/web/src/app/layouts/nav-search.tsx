// The nav's search box (spec 2 and 5): the projects feature's search with its dropdown.
import { ActionIcon } from '@mantine/core';
import { IconSearch, IconX } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { ProjectSearch } from '@/features/projects/components/project-search';
import { hintTarget } from '@/lib/hint-target';

export function NavSearch({ onDone, autoFocus }: { onDone?: () => void; autoFocus?: boolean }) {
  return <ProjectSearch variant="nav" autoFocus={autoFocus} onDone={onDone} />;
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
