// Search stages: names that only contain the keyword rank below every prefix match, so they
// are gathered only when the prefix matches do not fill the page asked for.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BuiltApp } from '../../app.ts';
import { createTestApp, createTestDatabase, type TestDatabase } from '../../../test/helper.ts';
import { insertProject } from '../../../test/fixtures.ts';
import { sql } from 'drizzle-orm';
import { trigramHint } from './projects.repository.ts';

let testDb: TestDatabase;
let built: BuiltApp;
const search = async (keyword: string, extra = '') =>
  (
    await built.app.inject({
      method: 'GET',
      url: `/api/public/projects?keyword=${encodeURIComponent(keyword)}${extra}`,
    })
  ).json();

beforeAll(async () => {
  testDb = await createTestDatabase();
  built = await createTestApp(testDb);
  const db = built.deps.db;
  for (let i = 1; i <= 25; i++) {
    await insertProject(db, { name: `Zephyr ${i}`, symbol: `ZP${i}`, popularScore: i });
  }
  // contains the keyword, far more popular than any prefix match
  await insertProject(db, { name: 'Big Zephyr', symbol: 'BZP', popularScore: 1000 });
  await insertProject(db, { name: 'Quiet Lynx', symbol: 'QLX', popularScore: 5 });
  await insertProject(db, { name: 'Lynx Home', symbol: 'LXH', popularScore: 1 });
  // more matches than a branch keeps (100): the popularity-first read serves them
  for (let i = 1; i <= 120; i++) {
    await insertProject(db, {
      name: `Orchid Vault ${i}`,
      symbol: `OV${i}`,
      popularScore: 2000 + i,
    });
  }
});

afterAll(async () => {
  await built.app.close();
  await testDb.cleanup();
});

describe('search stages', () => {
  it('ranks prefix matches above a more popular name that only contains the keyword', async () => {
    const body = await search('zeph', '&limit=10');
    expect(body.data).toHaveLength(10);
    expect(body.data.map((p: { name: string }) => p.name)).not.toContain('Big Zephyr');
    // the prefix matches fill the page, so the contains stage did not run
    expect(body.meta.total).toBe(25);
  });

  it('gathers names containing the keyword when a page reaches past the prefix matches', async () => {
    const body = await search('zeph', '&limit=10&offset=20');
    expect(body.data.map((p: { name: string }) => p.name).at(-1)).toBe('Big Zephyr');
    expect(body.data).toHaveLength(6);
    expect(body.meta.total).toBe(26);
  });

  it('gathers names containing the keyword when prefix matches are few', async () => {
    const names = (await search('lynx', '&limit=5')).data.map((p: { name: string }) => p.name);
    expect(names).toEqual(['Lynx Home', 'Quiet Lynx']);
  });

  it('still finds a typo when direct matches are few', async () => {
    const names = (await search('lnyx home', '&limit=5')).data.map((p: { name: string }) => p.name);
    expect(names[0]).toBe('Lynx Home');
  });

  it('keeps the 100 most popular of a large prefix or typo match set', async () => {
    for (const keyword of ['orch', 'orchd vault']) {
      const pages = [];
      for (let offset = 0; offset < 100; offset += 50) {
        pages.push(...(await search(keyword, `&limit=50&offset=${offset}`)).data);
      }
      const scores = pages.map((p: { name: string }) => Number(p.name.split(' ')[2]));
      expect(new Set(scores).size, keyword).toBe(100);
      // Orchid Vault 21..120 are the most popular; 1..20 stay out of the pool
      expect(Math.min(...scores), keyword).toBe(21);
    }
  });

  it('ranks a large match set by similarity first, then popularity', async () => {
    const names = (await search('orchid vault 2', '&limit=3')).data.map(
      (p: { name: string }) => p.name,
    );
    expect(names[0]).toBe('Orchid Vault 2');
  });

  it('finds a typo of a common name among many: its hint never drops a similar name', async () => {
    const names = [
      'orchid vault 7',
      'pixel vault 12',
      'vault',
      'a b c',
      'lynx home',
      'zephyr 3',
      'ox',
    ];
    const keywords = [
      'orchd vault',
      'pixle vaullt',
      'vlt',
      'lnyx home',
      'zepyhr',
      'abc',
      'ox ox',
      'x1',
    ];
    const db = built.deps.db;
    // every pair PostgreSQL finds similar, for a keyword that has a hint
    const similar: Array<{ kw: string; name: string; hint: string[] }> = [];
    for (const kw of keywords.filter((k) => trigramHint(k).length > 0))
      for (const name of names) {
        const result = (await db.execute(
          sql`select (${kw} <% ${name} or ${name} % ${kw}) as similar`,
        )) as unknown as { rows: Array<{ similar: boolean }> };
        if (result.rows[0]!.similar) similar.push({ kw, name, hint: trigramHint(kw) });
      }
    expect(similar.length).toBeGreaterThan(0);
    for (const { kw, name, hint } of similar)
      expect(
        hint.some((h) => name.includes(h)),
        `${kw} / ${name}`,
      ).toBe(true);
    expect(trigramHint('pixle vaullt').sort()).toEqual(
      ['aul', 'ixl', 'le', 'lt', 'pi', 'ull', 'va'].sort(),
    );
    expect((await search('orchd vault', '&limit=1')).data[0].name).toMatch(/^Orchid Vault/);
  });
});
