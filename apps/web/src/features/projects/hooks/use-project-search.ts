// The search-as-you-type rules of spec 5: a search runs only for at least 2 trimmed
// characters and only once the debounced text (300 ms) equals the current text; 5 results.
import { useDebouncedValue } from '@mantine/hooks';
import { LIMITS, TIMERS } from '@chainreview/shared/limits';
import { useProjects } from '../api/get-projects';

export function useProjectSearch(text: string) {
  const [debounced] = useDebouncedValue(text, TIMERS.searchDebounce);
  const keyword = debounced.trim();
  const settled = debounced === text;
  const tooShort = text.trim().length < LIMITS.search.minChars;
  const enabled = settled && !tooShort;
  const query = useProjects({ keyword, limit: LIMITS.search.limit }, { enabled });
  const ready = enabled && query.isSuccess;
  return {
    keyword,
    tooShort,
    /** Typing, waiting for the debounce, or waiting for the answer. */
    loading: !tooShort && (!settled || query.isPending),
    error: enabled && query.isError ? query.error : null,
    results: ready ? query.data.data : [],
    total: ready ? query.data.meta.total : 0,
    /** 'view more results' only when there are more than the 5 shown (spec 2). */
    hasMore: ready && query.data.meta.total > LIMITS.search.limit,
  };
}
