// SQL for projects, one file per concern: single-project reads, lists, and ranked search.
export * from './project-reads.repository.ts';
export * from './project-list.repository.ts';
export * from './project-search.repository.ts';
