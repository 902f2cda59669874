// The nav's search box: Enter goes to /search/{keyword} when the trimmed text is not empty
// (spec 5). Results and suggestions arrive with the search feature.
import { useState } from 'react';
import { ActionIcon, CloseButton, TextInput, type TextInputProps } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { paths } from '@/config/paths';

export function NavSearch({
  onDone,
  autoFocus,
  ...props
}: { onDone?: () => void } & TextInputProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [value, setValue] = useState('');
  const submit = () => {
    const keyword = value.trim();
    if (!keyword) return;
    void navigate(paths.search.href(keyword));
    onDone?.();
  };
  return (
    <TextInput
      type="search"
      value={value}
      onChange={(e) => setValue(e.currentTarget.value)}
      onKeyDown={(e) => {
        if (e.key === 'Enter') {
          e.preventDefault();
          submit();
        } else if (e.key === 'Escape') onDone?.();
      }}
      placeholder={t('nav.searchPlaceholder')}
      aria-label={t('nav.searchLabel')}
      leftSection={<IconSearch size={16} />}
      rightSection={
        value ? (
          <CloseButton size="sm" aria-label={t('nav.closeSearch')} onClick={() => setValue('')} />
        ) : null
      }
      autoFocus={autoFocus}
      data-testid="nav-search"
      {...props}
    />
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
    >
      <IconSearch size={18} />
    </ActionIcon>
  );
}
