// The project search box with its dropdown (spec 2 and 5), used in the nav and on the home
// page: 5 ranked results once 2 trimmed characters have settled for 300 ms, 'view more
// results' when there are more, recent searches while empty, arrow keys and Enter, and the
// ARIA combobox pattern (input role=combobox, listbox, aria-activedescendant).
import { useId, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import { CloseButton, Group, Highlight, Loader, Text, TextInput } from '@mantine/core';
import { IconArrowRight, IconHistory, IconSearch } from '@tabler/icons-react';
import { Link, useNavigate } from '@/lib/router';
import { useTranslation } from 'react-i18next';
import type { Chain } from '@chainreview/shared/enums';
import { LIMITS } from '@chainreview/shared/limits';
import { ChainLabel } from '@/components/chain-label';
import { paths } from '@/config/paths';
import { hintTarget } from '@/lib/hint-target';
import type { SearchedProject } from '@/lib/storage';
import { useProjectSearch } from '../hooks/use-project-search';
import { toSearchedProject, useRecentSearches } from '../hooks/use-recent-searches';
import { ProjectAvatar } from './project-avatar';
import classes from './project-search.module.css';
import { useMediaQuery } from '@mantine/hooks';

type Option = { kind: 'project'; project: SearchedProject } | { kind: 'more' };

export interface ProjectSearchProps {
  /** 'hero' is the big box of the home page. */
  variant?: 'nav' | 'hero';
  autoFocus?: boolean;
  /** Called after the box sends the user somewhere, or on Escape with the dropdown closed. */
  onDone?: () => void;
  testId?: string;
}

export function ProjectSearch({
  variant = 'nav',
  autoFocus,
  onDone,
  testId = 'nav-search',
}: ProjectSearchProps) {
  const { t } = useTranslation();
  const phone =
    useMediaQuery('(max-width: 36em)', false, { getInitialValueInEffect: false }) ?? false;
  const navigate = useNavigate();
  const id = useId();
  const listboxId = `${id}-listbox`;
  const inputRef = useRef<HTMLInputElement>(null);
  const [value, setValue] = useState('');
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const { recent, refresh, remember } = useRecentSearches();
  const search = useProjectSearch(value);

  const empty = value.trim() === '';
  const options = useMemo<Option[]>(() => {
    if (empty) return recent.map((project) => ({ kind: 'project', project }));
    if (search.tooShort || search.loading) return [];
    const rows: Option[] = search.results.map((p) => ({
      kind: 'project',
      project: toSearchedProject(p),
    }));
    if (search.hasMore) rows.push({ kind: 'more' });
    return rows;
  }, [empty, recent, search.tooShort, search.loading, search.results, search.hasMore]);

  const hasContent = empty ? recent.length > 0 : true;
  const expanded = open && hasContent;
  const optionId = (index: number) => `${id}-option-${index}`;
  const hrefOf = (option: Option) =>
    option.kind === 'more'
      ? paths.search.href(search.keyword || value)
      : paths.project.href(option.project);

  const finish = () => {
    setOpen(false);
    setActive(-1);
    setValue('');
    inputRef.current?.blur();
    onDone?.();
  };

  const choose = (option: Option) => {
    if (option.kind === 'project') remember(option.project);
    void navigate(hrefOf(option));
    finish();
  };

  const submit = () => {
    const keyword = value.trim();
    if (!keyword) return;
    void navigate(paths.search.href(keyword));
    finish();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    switch (event.key) {
      case 'ArrowDown':
      case 'ArrowUp': {
        event.preventDefault();
        if (!open) setOpen(true);
        if (options.length === 0) return;
        const step = event.key === 'ArrowDown' ? 1 : -1;
        setActive((current) => {
          if (current < 0) return step > 0 ? 0 : options.length - 1;
          return (current + step + options.length) % options.length;
        });
        return;
      }
      case 'Enter': {
        event.preventDefault();
        const option = expanded && active >= 0 ? options[active] : undefined;
        if (option) choose(option);
        else submit();
        return;
      }
      case 'Escape':
        if (expanded) {
          event.preventDefault();
          setOpen(false);
          setActive(-1);
        } else onDone?.();
        return;
      default:
    }
  };

  const status = empty
    ? null
    : search.tooShort
      ? t('search.minChars', { count: LIMITS.search.minChars })
      : search.loading
        ? t('common.pleaseWait')
        : search.error
          ? t('messages.anErrorOccurs')
          : search.results.length === 0
            ? t('search.noResult')
            : null;

  return (
    <div
      className={`${classes.root} ${variant === 'hero' ? classes.hero : ''}`}
      {...hintTarget('search_projects')}
    >
      <TextInput
        ref={inputRef}
        type="search"
        role="combobox"
        size={variant === 'hero' ? 'lg' : 'sm'}
        radius={variant === 'hero' ? 'xl' : 'md'}
        value={value}
        autoComplete="off"
        spellCheck={false}
        aria-label={t('nav.searchLabel')}
        aria-autocomplete="list"
        aria-expanded={expanded}
        aria-controls={listboxId}
        aria-activedescendant={expanded && active >= 0 ? optionId(active) : undefined}
        // the header's field, and any field on a phone, is narrow: a placeholder that fits
        placeholder={t(
          variant === 'hero' && !phone ? 'nav.searchPlaceholder' : 'nav.searchPlaceholderShort',
        )}
        leftSection={<IconSearch size={variant === 'hero' ? 20 : 16} aria-hidden />}
        rightSection={
          value ? (
            <CloseButton
              size="sm"
              aria-label={t('search.clear')}
              onMouseDown={(e) => e.preventDefault()}
              onClick={() => {
                setValue('');
                setActive(-1);
                inputRef.current?.focus();
              }}
            />
          ) : null
        }
        autoFocus={autoFocus}
        data-testid={testId}
        onChange={(event) => {
          setValue(event.currentTarget.value);
          setActive(-1);
          setOpen(true);
        }}
        onFocus={() => {
          refresh();
          setOpen(true);
        }}
        onBlur={() => {
          setOpen(false);
          setActive(-1);
        }}
        onKeyDown={onKeyDown}
      />
      <div
        className={classes.dropdown}
        hidden={!expanded}
        data-testid="search-dropdown"
        // Keep the focus in the input while the pointer picks an option.
        onMouseDown={(e) => e.preventDefault()}
      >
        {empty && recent.length > 0 && (
          <Group gap={6} className={classes.heading} id={`${id}-recent`}>
            <IconHistory size={14} aria-hidden />
            <Text size="xs" fw={700} c="dimmed" tt="uppercase">
              {t('search.recent')}
            </Text>
          </Group>
        )}
        <ul
          className={classes.listbox}
          role="listbox"
          id={listboxId}
          aria-label={empty ? t('search.recent') : t('search.results')}
          data-testid={empty ? 'recent-searches' : 'search-results-list'}
        >
          {options.map((option, index) => (
            <li key={option.kind === 'more' ? 'more' : option.project.id} role="presentation">
              <Link
                to={hrefOf(option)}
                id={optionId(index)}
                role="option"
                tabIndex={-1}
                aria-selected={index === active}
                className={`${classes.option} ${option.kind === 'more' ? classes.more : ''}`}
                data-testid={option.kind === 'more' ? 'search-view-more' : 'search-option'}
                onMouseEnter={() => setActive(index)}
                onClick={(event) => {
                  event.preventDefault();
                  choose(option);
                }}
              >
                {option.kind === 'more' ? (
                  <>
                    {t('search.viewMore')}
                    <IconArrowRight size={16} aria-hidden />
                  </>
                ) : (
                  <SearchRow project={option.project} keyword={empty ? '' : search.keyword} />
                )}
              </Link>
            </li>
          ))}
        </ul>
        {status && (
          <Group
            gap="xs"
            justify="center"
            className={classes.status}
            role="status"
            aria-live="polite"
          >
            {search.loading && !search.tooShort && <Loader size="xs" />}
            <Text size="sm" c="dimmed">
              {status}
            </Text>
          </Group>
        )}
      </div>
    </div>
  );
}

function SearchRow({ project, keyword }: { project: SearchedProject; keyword: string }) {
  return (
    <>
      <ProjectAvatar
        project={{ name: project.name, avatar: project.avatar ? { url: project.avatar } : null }}
        size={32}
      />
      <div style={{ flex: 1, minWidth: 0 }}>
        <Highlight highlight={keyword} size="sm" fw={600} truncate>
          {project.name}
        </Highlight>
        {project.symbol && (
          <Text size="xs" c="dimmed" truncate>
            {project.symbol}
          </Text>
        )}
      </div>
      <ChainLabel chain={project.chain as Chain} size="xs" />
    </>
  );
}
