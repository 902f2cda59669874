// The page's project by chain and key, apart from the project page's components: the write
// review page needs the query, not the project page's code.
import { ApiError } from '@/lib/api-client';
import { useProject } from '../api/get-project';

/** The query for the page's project, and whether it failed because there is no such project. */
export function useProjectPage(chain: string, key: string) {
  const query = useProject(chain, key);
  const notFound = query.error instanceof ApiError && query.error.status === 404;
  return { query, notFound };
}
