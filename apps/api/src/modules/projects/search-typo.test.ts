// A typo whose similar names are not among the most popular projects: the popularity walk
// finds fewer than 100 of them, and the trigram index answers, reading at most
// SEARCH_SIMILAR_CAP similar names (all of them when there are fewer).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import type { BuiltApp } from '../../app.ts';
import { createTestApp, createTestDatabase, type TestDatabase } from '../../../test/helper.ts';
import { SEARCH_SIMILAR_CAP, SEARCH_TYPO_WALK } from './projects.repository.ts';

let testDb: TestDatabase;
let built: BuiltApp;
const search = async (keyword: string, extra = '') => {
  const res = await built.app.inject({
    method: 'GET',
    url: `/api/public/projects?keyword=${encodeURIComponent(keyword)}${extra}`,
  });
  expect(res.statusCode).toBe(200);
  return res.json() as { data: Array<{ name: string }>; meta: { total: number } };
};
/** Every page of a search, 50 at a time. */
const all = async (keyword: string) => {
  const names: string[] = [];
  for (let offset = 0; ; offset += 50) {
    const page = await search(keyword, `&limit=50&offset=${offset}`);
    names.push(...page.data.map((p) => p.name));
    if (page.data.length < 50) return names;
  }
};

const insert = (name: string, from: number, to: number, popularity: string) =>
  built.deps.db.execute(sql`
    insert into projects (name, symbol, chain, contract_address, status, popular_score)
    select ${name} || ' ' || g, 'T' || g, 'bsc', '0x' || lpad(to_hex(g), 40, '0'), 'active',
      ${sql.raw(popularity)}
    from generate_series(${from}::int, ${to}::int) g`);

beforeAll(async () => {
  testDb = await createTestDatabase();
  built = await createTestApp(testDb);
  // more popular projects than the walk reads, none like the typos below
  await insert('Lotus Pay', 1, SEARCH_TYPO_WALK + 50, '100000 + g');
  // a large similar set below them: more than the index is asked for
  await insert('Pixel Vault', 2_000_000, 2_000_000 + SEARCH_SIMILAR_CAP + 200, 'g - 2000000');
  // a small one below them: the index hands over all of it
  await insert('Ember Dao', 3_000_000, 3_000_079, 'g - 3000000');
  await built.deps.db.execute(sql`analyze projects`);
}, 60_000);

afterAll(async () => {
  await built.app.close();
  await testDb.cleanup();
});

describe('a typo of names below the most popular', () => {
  it('answers a small similar set whole', async () => {
    const names = await all('embr dao');
    expect(names).toHaveLength(80);
    expect(new Set(names).size).toBe(80);
    for (const name of names) expect(name).toMatch(/^Ember Dao \d+$/);
    expect((await search('embr dao')).meta.total).toBe(80);
  });

  it('answers a large similar set from the names the index hands over first', async () => {
    const names = await all('pixle vaullt');
    expect(names).toHaveLength(100);
    expect(new Set(names).size).toBe(100);
    for (const name of names) expect(name).toMatch(/^Pixel Vault \d+$/);
    // nothing from the popular names the walk read
    expect(names.some((n) => n.startsWith('Lotus'))).toBe(false);
  });
});
