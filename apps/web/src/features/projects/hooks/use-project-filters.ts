// The project list filters, read from and written to the URL query (?chain, ?category, ?type,
// ?sort, ?window, ?page) so a list can be shared and Back restores it. Changing a filter
// resets the page to 1.
import { useSearchParams } from '@/lib/router';
import {
  CHAINS,
  PROJECT_CATEGORIES,
  PROJECT_TYPES,
  type Chain,
  type ProjectCategory,
  type ProjectType,
  type TimeWindow,
} from '@chainreview/shared/enums';
import { readPage } from '@/config/paths';
import { DEFAULT_LIST_SORT, isListSort, isTimeWindow, type ListSort } from '../sorts';

export interface ProjectFilters {
  chain: Chain | null;
  category: ProjectCategory | null;
  type: ProjectType | null;
  sort: ListSort;
  window: TimeWindow;
}

const oneOf = <T extends string>(list: readonly T[], value: string | null): T | null =>
  value !== null && (list as readonly string[]).includes(value) ? (value as T) : null;

export function readFilters(params: URLSearchParams): ProjectFilters {
  const sort = params.get('sort');
  const window = Number(params.get('window'));
  return {
    chain: oneOf(CHAINS, params.get('chain')),
    category: oneOf(PROJECT_CATEGORIES, params.get('category')),
    type: oneOf(PROJECT_TYPES, params.get('type')),
    sort: isListSort(sort) ? sort : DEFAULT_LIST_SORT,
    window: isTimeWindow(window) ? window : 7,
  };
}

export function useProjectFilters() {
  const [params, setParams] = useSearchParams();
  const filters = readFilters(params);
  const page = readPage(params);
  const setFilter = <K extends keyof ProjectFilters>(key: K, value: ProjectFilters[K] | null) => {
    setParams((current) => {
      const next = new URLSearchParams(current);
      const isDefault =
        value === null ||
        (key === 'sort' && value === DEFAULT_LIST_SORT) ||
        (key === 'window' && value === 7);
      if (isDefault) next.delete(key);
      else next.set(key, String(value));
      next.delete('page');
      return next;
    });
  };
  return { filters, page, setFilter };
}
