// Recent searches (spec 4): an opened project moves to the front, duplicates go, at most 10,
// stored under 'searched_project' through the schema-checked storage.
import { useCallback, useState } from 'react';
import type { Project } from '@chainreview/shared/schemas/project';
import { storage, type SearchedProject } from '@/lib/storage';

export function toSearchedProject(
  project: Pick<Project, 'id' | 'name' | 'symbol' | 'chain' | 'contractAddress' | 'avatar'>,
): SearchedProject {
  return {
    id: project.id,
    name: project.name,
    symbol: project.symbol,
    chain: project.chain,
    contractAddress: project.contractAddress,
    avatar: project.avatar?.url ?? null,
  };
}

export function useRecentSearches() {
  const [recent, setRecent] = useState<SearchedProject[]>(
    () => storage.get('searched_project') ?? [],
  );
  /** Re-reads the stored list (another tab or box may have changed it). */
  const refresh = useCallback(() => setRecent(storage.get('searched_project') ?? []), []);
  const remember = useCallback((project: SearchedProject) => {
    setRecent(storage.addSearchedProject(project));
  }, []);
  return { recent, refresh, remember };
}
