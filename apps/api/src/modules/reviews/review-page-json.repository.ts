// SQL of a project's public review page as JSON text built by the database (the hot path of
// GET /projects/:id/reviews).
import { and, eq, inArray, sql, type SQL, type Query } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { SCORE_LEVELS, type ReviewListQuery } from '@chainreview/shared';
import type { DbOrTx } from '../../db/client.ts';
import { batchedRows } from '../../db/opening-reads.ts';
import { prepared, rawStatement } from '../../db/prepared.ts';
import { projects, reviews, users } from '../../db/schema.ts';
import { latestLeaf, orderFor } from './reviews.sql.ts';

/**
 * The first read of every project page, in one statement: a page of an active project's
 * reviews (unfiltered, no viewer) with the project's status and review counter joined in, so
 * the caller needs no lookup of the project first (one round trip; on PGlite one statement).
 * PostgreSQL writes the cards as JSON text, exactly as toReviewCard and JSON.stringify would
 * (keys in the schema's order, no spaces): Node then decodes one column instead of forty per
 * card, and maps and serializes nothing. Null when it does not apply (inside a transaction, a
 * filter, a sort by authors, no rows: the caller then takes the general path, which also tells
 * a missing project from an empty page).
 */
export async function findProjectReviewPageJson(
  db: DbOrTx,
  projectId: number,
  query: ReviewListQuery,
): Promise<{ cards: string; projectStatus: string; reviewCount: number } | null> {
  const byUsers =
    query.sort === 'total_reviews_low_to_high' || query.sort === 'total_reviews_high_to_low';
  if (query.filter !== 'all_review' || query.language || byUsers || query.limit <= 0) return null;
  if (query.cursor || query.updatedSince) return null;
  const name = `project_review_page_json_${query.sort}`;
  const values = { projectId, limit: query.limit, offset: query.offset };
  const page = (root: DbOrTx) =>
    root
      .select({
        cards: sql<string>`'[' || string_agg(${reviewCardJson}, ',' order by ${sql.join(orderFor(query.sort), sql`, `)}) || ']'`,
        projectStatus: projects.status,
        reviewCount: projects.reviewCount,
      })
      .from(reviews)
      .innerJoin(users, eq(users.id, reviews.userId))
      .innerJoin(projects, eq(projects.id, reviews.projectId))
      .where(activePageIds(root, query.sort))
      .groupBy(projects.id);
  // on PostgreSQL, with the pages other readers ask for at the same moment (one round trip)
  let raw = pageJsonTexts.get(name);
  if (!raw) {
    raw = rawStatement(page(db).getSQL());
    pageJsonTexts.set(name, raw);
  }
  const rows = await batchedRows(db, raw, values);
  if (rows) {
    const [row] = rows;
    return row
      ? { cards: String(row[0]), projectStatus: String(row[1]), reviewCount: Number(row[2]) }
      : null;
  }
  const statement = prepared(db, name, (root) => page(root).prepare(name));
  if (!statement) return null;
  const [found] = await statement.execute(values);
  return found ?? null;
}

/** The page statements' texts, by name (the same on every database). */
const pageJsonTexts = new Map<string, Query>();

// ---- review cards as JSON, built by the database -----------------------------------------
// Each writes what toReviewCard (reviews.service.ts) and JSON.stringify write, byte for byte
// (numbers aside: PostgreSQL writes 0.00001 as 1e-05, the same number);
// review-page-json.test.ts holds them together, field by field. The JSON is concatenated text
// with every string escaped by to_json: about a sixth less of the database's CPU than
// row_to_json of nested selects (and json_build_object puts spaces around every colon).

/** JSON text of an object with these keys in this order; every value is JSON text, never null. */
function jsonObject(fields: Record<string, SQL>): SQL {
  const parts: SQL[] = [];
  let text = '{';
  for (const [key, value] of Object.entries(fields)) {
    if (!/^[A-Za-z]+$/.test(key)) throw new Error(`jsonObject: bad key ${key}`);
    parts.push(sql.raw(`'${text}"${key}":'`), value);
    text = ',';
  }
  parts.push(sql.raw(`'}'`));
  // (a function takes at most 100 arguments)
  if (parts.length > 100) throw new Error('jsonObject: too many keys');
  return sql`concat(${sql.join(parts, sql`, `)})`;
}

const json = {
  /** A column as JSON: text as a string, escaped; an array as an array; null as null. */
  value: (column: AnyPgColumn | SQL) => sql`coalesce(to_json(${column})::text, 'null')`,
  /** An id (bigint) as a JSON string: digits, nothing to escape. */
  id: (column: AnyPgColumn) => sql`'"' || ${column} || '"'`,
  /** An integer column. */
  int: (column: AnyPgColumn) => sql`${column}::text`,
  /**
   * numeric as Number(text) reads it: float8, written as the shortest exact text; null, and
   * NaN and the infinities (which JSON cannot write), as null, as JSON.stringify writes them.
   */
  number: (column: AnyPgColumn) =>
    sql`coalesce(nullif(nullif(nullif(${column}::float8, 'NaN'), 'Infinity'), '-Infinity')::text, 'null')`,
  bool: (condition: AnyPgColumn | SQL) => sql`case when ${condition} then 'true' else 'false' end`,
  /** A timestamp as Date.prototype.toISOString writes it (UTC, milliseconds cut as JS cuts them). */
  time: (column: AnyPgColumn) =>
    sql`'"' || to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') || '"'`,
  /** `{ url, type }` when there is a URL (a non-empty string, as JS tests it), else null. */
  avatar: (url: AnyPgColumn, type: AnyPgColumn) =>
    sql`case when ${url} <> '' then ${jsonObject({ url: json.value(url), type: json.value(sql`coalesce(${type}, 'normal')`) })} else 'null' end`,
};

/** A SQL literal of JSON text we make ourselves (a level and its name). */
const literal = (text: string) => sql.raw(`'${text.replaceAll("'", "''")}'`);

/** levelForScore(score).level or .name as JSON, from SCORE_LEVELS (below zero: the first). */
function levelOf(score: AnyPgColumn, pick: 'level' | 'name'): SQL {
  const [first, ...higher] = SCORE_LEVELS.map((entry) => ({
    min: entry.min,
    text: JSON.stringify(entry[pick]),
  }));
  const branches = higher
    .reverse()
    .map(
      (entry) => sql`when ${score} >= ${sql.raw(String(entry.min))} then ${literal(entry.text)}`,
    );
  return sql`case ${sql.join(branches, sql` `)} else ${literal(first!.text)} end`;
}

/** The card's project (the page's, by the statement's projectId). */
const projectJson = jsonObject({
  id: json.id(projects.id),
  name: json.value(projects.name),
  symbol: json.value(projects.symbol),
  chain: json.value(projects.chain),
  contractAddress: json.value(projects.contractAddress),
  avatar: json.avatar(projects.avatarUrl, projects.avatarType),
  ownerAddress: json.value(projects.ownerAddress),
  isVerified: json.bool(projects.isVerified),
});

const reviewCardJson = jsonObject({
  id: json.id(reviews.id),
  projectId: json.id(reviews.projectId),
  status: sql`case when ${reviews.status} = 'hidden' then '"hidden"' else '"active"' end`,
  // the page's project, written once (an InitPlan: it reads only the parameter)
  project: sql`(select ${projectJson} from ${projects} where ${projects.id} = ${sql.placeholder('projectId')})`,
  user: jsonObject({
    id: json.id(users.id),
    address: json.value(users.address),
    displayName: json.value(users.displayName),
    avatar: json.avatar(users.avatarUrl, users.avatarType),
    score: json.int(users.score),
    level: levelOf(users.score, 'level'),
    levelName: levelOf(users.score, 'name'),
    reviewsCount: json.int(users.reviewsCount),
    donateReceived: json.number(users.donateReceivedUsd),
  }),
  title: json.value(reviews.title),
  content: json.value(reviews.content),
  rate: json.int(reviews.rate),
  language: json.value(reviews.language),
  hashtags: json.value(reviews.hashtags),
  createdAt: json.time(reviews.createdAt),
  updatedAt: json.time(reviews.updatedAt),
  changedAt: json.time(reviews.changedAt),
  isEdited: json.bool(reviews.isEdited),
  upVoteCount: json.int(reviews.upVoteCount),
  downVoteCount: json.int(reviews.downVoteCount),
  repliesCount: json.int(reviews.repliesCount),
  donateStatistic: jsonObject({ totalAmount: json.number(reviews.donateTotalUsd) }),
  isProductOwner: json.bool(
    sql`${projects.ownerAddress} <> '' and lower(${projects.ownerAddress}) = lower(${users.address})`,
  ),
  holderBadge: json.value(reviews.holderBadge),
  holderPercent: json.number(reviews.holderPercent),
  isSigned: json.bool(sql`${reviews.signature} is not null`),
  leafIndex: sql`coalesce(${latestLeaf}::text, 'null')`,
});

export function idsFrom(db: DbOrTx) {
  return db.select({ id: reviews.id }).from(reviews).$dynamic();
}

/** `reviews.id in` one page of a project's public reviews (placeholders projectId, limit, offset). */
export function activePageIds(db: DbOrTx, sort: ReviewListQuery['sort']) {
  return inArray(
    reviews.id,
    idsFrom(db)
      .where(and(eq(reviews.status, 'active'), eq(reviews.projectId, sql.placeholder('projectId'))))
      .orderBy(...orderFor(sort, true))
      .limit(sql.placeholder('limit'))
      .offset(sql.placeholder('offset')),
  );
}
