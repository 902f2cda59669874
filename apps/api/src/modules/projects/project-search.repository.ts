// SQL for ranked project search by name, symbol or contract address.
import { and, inArray, sql, type SQL } from 'drizzle-orm';
import type { ProjectListQuery } from '@chainreview/shared';
import { badCursor, cursorFor } from '../../lib/paging.ts';
import type { DbOrTx } from '../../db/client.ts';
import { projects } from '../../db/schema.ts';
import { filters, likeEscape } from './project-filters.repository.ts';
import type { ProjectRow } from './project-reads.repository.ts';

/** Most candidates a search ranks; pages reach this far (20 pages of 10). */
export const SEARCH_POOL = 200;

function filterSql(query: ProjectListQuery): SQL {
  return and(...filters(query))!;
}

/**
 * Ranked search by name, symbol or contract address, case-insensitive, prefix and typo
 * tolerant (pg_trgm). Each kind of match is one index-backed branch with its own limit, so the
 * cost does not grow with the catalogue: exact address or symbol first, then name prefix,
 * then symbol prefix, then names containing the words or close to them (typos), each
 * branch's candidates by popularity; the pool is then ranked by kind plus name similarity.
 */
export async function searchProjects(
  db: DbOrTx,
  keyword: string,
  query: ProjectListQuery,
): Promise<{ rows: ProjectRow[]; total: number; nextCursor: string | null }> {
  const kw = keyword.toLowerCase();
  const tag = `search:${keywordTag(kw)}`;
  if (query.cursor && query.cursor.s !== tag) badCursor();
  // a cursor walks the candidates its first page gathered (that page's offset was 0)
  const offset = query.cursor ? 0 : query.offset;
  const prefix = `${likeEscape(kw)}%`;
  const contains = `%${likeEscape(kw)}%`;
  const where = filterSql(query);
  // `offset 0` keeps each branch on its own index: without it the planner may walk the
  // popularity index and filter row by row, which is slow for rare matches. Each branch
  // carries the name, which the covering indexes hold, so ranking needs no second lookup.
  const branch = (base: number, condition: SQL, limit: number) => sql`(
    select m.id, ${base}::float8 as base, m.popular, m.name from (
      select ${projects.id} as id, ${projects.popularScore} as popular, ${projects.name} as name
      from ${projects} where ${where} and ${condition} offset 0
    ) m order by m.popular desc limit ${limit}
  )`;
  // the `limit` most popular matches, from the most popular projects read in order (see
  // popularFirst), or undefined when they are not all there and the index must answer
  const walk = async (base: number, condition: SQL, limit: number) => {
    const rows = await candidates(db, kw, [popularFirst(base, where, condition, limit)]);
    return rows.length >= limit ? rows : undefined;
  };
  const addressLike = /^0x[0-9a-f]{40}$/.test(kw) || /^[1-9a-hj-np-z]{32,44}$/.test(kw);
  const pool = new Pool();
  const strong: SQL[] = [branch(100, sql`lower(${projects.contractAddress}) = ${kw}`, 10)];
  if (!addressLike) {
    strong.push(branch(90, sql`lower(${projects.symbol}) = ${kw}`, 50));
    // a name prefix with many matches (a cheap btree count says so) reads popular ones first
    const namePrefix = sql`lower(${projects.name}) like ${prefix}`;
    const many =
      (await countUpTo(db, sql`${where} and ${namePrefix}`, SEARCH_PROBE)) >= SEARCH_PROBE;
    const walked = many ? await walk(50, namePrefix, 100) : undefined;
    if (walked) pool.add(walked);
    else strong.push(branch(50, namePrefix, 100));
    strong.push(branch(40, sql`lower(${projects.symbol}) like ${prefix}`, 50));
  }
  // stage 1: address, symbol and prefixes; names containing the keyword rank below all of
  // those, so they are gathered only when stage 1 does not fill the page (or is small).
  // Each stage runs only its own branches; the pool grows in memory.
  pool.add(await candidates(db, kw, strong));
  const needed = Math.max(offset + query.limit, FUZZY_BELOW);
  if (!addressLike && kw.length >= 3 && pool.size < needed) {
    pool.add(
      await candidates(db, kw, [branch(20, sql`lower(${projects.name}) like ${contains}`, 100)]),
    );
  }
  // typo tolerance: only when the direct matches are few, since similarity is costly per row
  if (!addressLike && kw.length >= 3 && pool.size < FUZZY_BELOW) {
    const similar = sql`(${kw} <% lower(${projects.name}) or lower(${projects.name}) % ${kw})`;
    // a cheap LIKE that every similar name passes, so the walk computes similarity for few
    const hint = trigramHint(kw);
    // (case keeps the order: the planner would compute similarity first, thinking it cheap)
    const walkCondition = hint.length
      ? sql`(case when lower(${projects.name}) like any(${`{${hint.map((h) => `"%${h}%"`).join(',')}}`}::text[]) then ${similar} else false end)`
      : similar;
    const walked = await candidates(db, kw, [
      popularFirst(0, where, walkCondition, 100, SEARCH_TYPO_WALK),
    ]);
    pool.add(walked);
    // fewer than 100 among the most popular: the trigram index, reading at most
    // SEARCH_SIMILAR_CAP similar names (all of them when there are fewer)
    if (walked.length < 100) {
      pool.add(await candidates(db, kw, [cappedBranch(where, similar, 100, SEARCH_SIMILAR_CAP)]));
    }
  }
  const total = Math.min(pool.size, SEARCH_POOL);
  const ranked = pool.ranked();
  const start = query.cursor ? after(ranked, query.cursor) : offset;
  const page = query.limit === 0 ? [] : ranked.slice(start, start + query.limit);
  const last = page.length === query.limit ? page[page.length - 1] : undefined;
  const nextCursor =
    last && start + query.limit < ranked.length
      ? cursorFor(tag, [String(last.rank), String(last.c.popular)], last.c.id)
      : null;
  const ids = page.map((x) => x.c.id);
  if (!ids.length) return { rows: [], total, nextCursor: null };
  const rows = await db.select().from(projects).where(inArray(projects.id, ids));
  const byId = new Map(rows.map((r) => [r.id, r]));
  return { rows: ids.map((id) => byId.get(id)!).filter(Boolean), total, nextCursor };
}

type Candidate = { id: number; base: number; popular: number; s: number; w: number };

/** Candidates by id: the best kind wins; ranked by kind plus name similarity, then popularity. */
class Pool {
  private readonly byId = new Map<number, Candidate>();
  get size() {
    return this.byId.size;
  }
  add(rows: Candidate[]) {
    for (const row of rows) {
      const seen = this.byId.get(row.id);
      if (!seen) this.byId.set(row.id, row);
      else {
        seen.base = Math.max(seen.base, row.base);
        seen.popular = Math.max(seen.popular, row.popular);
      }
    }
  }
  ranked(): Ranked[] {
    // the same float8 sum, in the same order, as `base + similarity * 10 + word_similarity * 5`
    const rank = (c: Candidate) => c.base + c.s + c.w;
    return [...this.byId.values()]
      .map((c) => ({ c, rank: rank(c) }))
      .sort((x, y) => y.rank - x.rank || y.c.popular - x.c.popular || y.c.id - x.c.id);
  }
}

type Ranked = { c: Candidate; rank: number };

/** A short fingerprint of a search keyword (FNV-1a): a cursor names its search, not the words. */
function keywordTag(keyword: string): string {
  let hash = 0x811c9dc5;
  for (const byte of new TextEncoder().encode(keyword)) {
    hash ^= byte;
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash.toString(16);
}

/** The index of the first candidate after a search cursor's (rank, popularity, id). */
function after(ranked: Ranked[], cursor: { k: unknown[]; id: string }): number {
  const [rank, popular] = cursor.k.map(Number);
  const id = Number(cursor.id);
  if (cursor.k.length !== 2 || !Number.isFinite(rank) || !Number.isFinite(popular)) badCursor();
  const index = ranked.findIndex(
    (x) =>
      x.rank < rank! ||
      (x.rank === rank && (x.c.popular < popular! || (x.c.popular === popular && x.c.id < id))),
  );
  return index < 0 ? ranked.length : index;
}

/** One stage's branches, with the similarity terms of each candidate's name. */
async function candidates(db: DbOrTx, kw: string, branches: SQL[]): Promise<Candidate[]> {
  const result = await db.execute(sql`
    select c.id, c.base, c.popular,
      (similarity(lower(c.name), ${kw}) * 10)::float8 as s,
      (word_similarity(${kw}, lower(c.name)) * 5)::float8 as w
    from (${sql.join(branches, sql` union all `)}) c
  `);
  const rows = (result as unknown as { rows: Array<Record<keyof Candidate, number | string>> })
    .rows;
  return rows.map((r) => ({
    id: Number(r.id),
    base: Number(r.base),
    popular: Number(r.popular),
    s: Number(r.s),
    w: Number(r.w),
  }));
}

/** Below this many direct matches, a search also looks for similar names (typos). */
const FUZZY_BELOW = 20;

/**
 * When the most popular projects hold few names similar to a typo, it reads at most this many
 * from the trigram index (each costs two similarity checks, about 6 us on PostgreSQL and twice
 * that on PGlite): a large set of similar names below the most popular is answered from the
 * first ones the index hands over, not from its most popular.
 */
export const SEARCH_SIMILAR_CAP = 100;

/**
 * The `limit` most popular of the first `cap` matches the index hands over (all of them when
 * there are fewer). A materialized CTE is planned for all its rows (the index; with a small
 * limit the planner would scan the table, thinking matches common) and read only as far as
 * the limit asks.
 */
function cappedBranch(where: SQL, condition: SQL, limit: number, cap: number): SQL {
  return sql`(
    with matches as materialized (
      select ${projects.id} as id, ${projects.popularScore} as popular, ${projects.name} as name
      from ${projects} where ${where} and ${condition}
    )
    select m.id, 0::float8 as base, m.popular, m.name
    from (select * from matches limit ${cap}) m order by m.popular desc limit ${limit}
  )`;
}

/** How many of the most popular projects a popularity-first branch reads before the index. */
export const SEARCH_WALK = 10_000;
/**
 * A typo's walk reads fewer (each row passing its hint costs two similarity checks); below
 * them the trigram index answers, capped (SEARCH_SIMILAR_CAP).
 */
export const SEARCH_TYPO_WALK = 5_000;
/** A name prefix reads the most popular projects first only when it has this many matches. */
export const SEARCH_PROBE = 2_000;

/**
 * The most popular projects meeting `condition`, at most `limit`, for conditions that may
 * match a large share of the catalogue (a common name prefix, or a typo of a common name:
 * tens of thousands of projects at a million, which an index hands over one by one, and
 * trigram similarity is costly per row). It reads the most popular projects in order (the
 * popularity index carries the name) and stops at `limit` matches: when it finds that many
 * within `depth` rows (SEARCH_WALK, or SEARCH_TYPO_WALK for a typo) they are exactly the top
 * `limit` by popularity; fewer means the matches are rarer and the caller asks the index.
 */
function popularFirst(
  base: number,
  where: SQL,
  condition: SQL,
  limit: number,
  depth = SEARCH_WALK,
): SQL {
  return sql`(
    select ${projects.id} as id, ${base}::float8 as base, ${projects.popularScore} as popular,
      ${projects.name} as name
    from (
      select ${projects.id}, ${projects.popularScore}, ${projects.name} from ${projects}
      where ${where}
      order by ${projects.popularScore} desc, ${projects.id} desc limit ${depth}
    ) ${projects} where ${condition} limit ${limit}
  )`;
}

/**
 * Substrings one of which every name similar to `kw` contains (pg_trgm's defaults: similarity
 * at least 0.3, word similarity at least 0.6), or [] when no such short list exists. Both
 * need at least 0.3 of the keyword's trigrams in the name; a shared trigram means the name
 * contains its letters ('  p' a word starting with p, ' pi', 'pix', 'le ' a word ending in
 * le). Trigrams of one letter say little, so the hint holds the others, and only when a
 * similar name must share at least one of them.
 */
export function trigramHint(kw: string): string[] {
  const trigrams = new Set<string>();
  for (const word of kw.toLowerCase().split(/[^\p{L}\p{N}]+/u)) {
    if (!word) continue;
    const chars = [...`  ${word} `];
    for (let i = 0; i + 3 <= chars.length; i++) trigrams.add(chars.slice(i, i + 3).join(''));
  }
  const strong = new Set<string>();
  let weak = 0;
  for (const t of trigrams) {
    const letters = t.replace(/ /g, '');
    if (letters.length >= 2) strong.add(letters);
    else weak++;
  }
  if (Math.ceil(0.3 * trigrams.size) <= weak) return [];
  // a name that contains 'pix' contains 'pi': the shortest suffice (fewer LIKEs per row)
  return [...strong].filter((h) => ![...strong].some((other) => other !== h && h.includes(other)));
}

/** How many rows meet `condition`, counting no further than `cap`. */
async function countUpTo(db: DbOrTx, condition: SQL, cap: number): Promise<number> {
  const result = await db.execute(
    sql`select count(*) as n from (select 1 from ${projects} where ${condition} limit ${cap}) c`,
  );
  return Number((result as unknown as { rows: Array<{ n: number | string }> }).rows[0]?.n ?? 0);
}
