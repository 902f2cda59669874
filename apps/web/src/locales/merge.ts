// Locale texts live in one file per section and language (locales/<lang>/<section>.json), so
// features never edit the same file. A file `<section>.<part>.json` merges into <section>
// (e.g. errors.quests.json adds the quest error texts to errors).
export type LocaleTree = { [key: string]: string | LocaleTree };

function deepMerge(target: LocaleTree, source: LocaleTree): LocaleTree {
  for (const [key, value] of Object.entries(source)) {
    const current = target[key];
    if (typeof value === 'object' && typeof current === 'object')
      target[key] = deepMerge({ ...current }, value);
    else target[key] = value;
  }
  return target;
}

/** Builds one language's tree from its section files, keyed by path ('./errors.quests.json'). */
export function mergeSections(files: Record<string, unknown>): LocaleTree {
  const tree: LocaleTree = {};
  for (const path of Object.keys(files).sort()) {
    const section = path.replace(/^.*\//, '').split('.')[0] ?? path;
    const value = files[path] as string | LocaleTree;
    const current = tree[section];
    tree[section] =
      typeof value === 'object' && typeof current === 'object'
        ? deepMerge({ ...current }, value)
        : value;
  }
  return tree;
}
