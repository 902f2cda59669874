// SQL for reviews: the joined rows a review card needs, lists with filters and sorts.
import {
  and,
  asc,
  desc,
  eq,
  getTableColumns,
  gt,
  inArray,
  sql,
  type SQL,
  type Query,
  type Table,
} from 'drizzle-orm';
import type { AnyPgColumn, PgSelect } from 'drizzle-orm/pg-core';
import {
  SCORE_LEVELS,
  TRUSTED_RATING,
  type GlobalReviewListQuery,
  type ReviewListQuery,
  type ReviewSort,
} from '@chainreview/shared';
import type { DbOrTx } from '../../db/client.ts';
import { batchedRows } from '../../db/opening-reads.ts';
import { prepared, rawStatement } from '../../db/prepared.ts';
import { appMeta, projects, reviews, users, votes } from '../../db/schema.ts';

export type ReviewRow = typeof reviews.$inferSelect;
export type UserRow = typeof users.$inferSelect;
export type ProjectRow = typeof projects.$inferSelect;
export interface ReviewJoined {
  review: ReviewRow;
  user: UserRow;
  project: ProjectRow;
  vote: number | null;
  leafIndex: number | null;
}

/** The transparency log's leaf of a review's latest version (its versions' leaves ascend). */
const latestLeaf = sql<
  number | null
>`(select max(tlog_entries.idx) from tlog_entries where tlog_entries.review_id = ${reviews.id})`;

/** Some of a table's columns, for a partial select (typed by the names). */
function columnsOf<T extends Table, K extends keyof T['_']['columns'] & string>(
  table: T,
  keys: readonly K[],
) {
  const all = getTableColumns(table) as T['_']['columns'];
  return Object.fromEntries(keys.map((key) => [key, all[key]])) as Pick<T['_']['columns'], K>;
}

// What a review card shows, and no more (lists carry five to a hundred of them).
const CARD_REVIEW = [
  'id',
  'projectId',
  'userId',
  'status',
  'title',
  'content',
  'contentText',
  'rate',
  'language',
  'hashtags',
  'createdAt',
  'updatedAt',
  'isEdited',
  'upVoteCount',
  'downVoteCount',
  'repliesCount',
  'donateTotalUsd',
  'holderBadge',
  'holderPercent',
  'signature',
] as const;
const CARD_USER = [
  'id',
  'address',
  'displayName',
  'avatarUrl',
  'avatarType',
  'score',
  'reviewsCount',
  'donateReceivedUsd',
] as const;
const CARD_PROJECT = [
  'id',
  'name',
  'symbol',
  'chain',
  'contractAddress',
  'avatarUrl',
  'avatarType',
  'ownerAddress',
  'isVerified',
  'status',
] as const;

/** A list card's row, without the plain text (the card renders `content`; a card row is one too). */
export interface ReviewListRow {
  review: Pick<ReviewRow, Exclude<(typeof CARD_REVIEW)[number], 'contentText'>>;
  user: Pick<UserRow, (typeof CARD_USER)[number]>;
  project: Pick<ProjectRow, (typeof CARD_PROJECT)[number]>;
  vote: number | null;
  leafIndex?: number | null;
}

/** A review card's row: the columns above (a full joined row is one too). */
export interface ReviewCardRow {
  review: Pick<ReviewRow, (typeof CARD_REVIEW)[number]>;
  user: Pick<UserRow, (typeof CARD_USER)[number]>;
  project: Pick<ProjectRow, (typeof CARD_PROJECT)[number]>;
  vote: number | null;
  leafIndex?: number | null;
}

const visibleReview = and(eq(reviews.status, 'active'), eq(projects.status, 'active'));

/** Descending, nulls last: as the partial indexes of a project's reviews are built. */
const descLast = (column: SQL.Aliased | AnyPgColumn) => sql`${column} desc nulls last`;

/**
 * The ORDER BY of a sort. Within one project (`byProjectIndex`), newest and most upvoted are
 * written exactly as their partial indexes run (DESC NULLS LAST; the columns are never null, so
 * the order is the same): a plain DESC means NULLS FIRST, which PostgreSQL cannot read from
 * those indexes, so it sorted every active review of the project to find a deep page.
 */
function orderFor(sort: ReviewSort, byProjectIndex = false): SQL[] {
  if (byProjectIndex && sort === 'newest')
    return [descLast(reviews.createdAt), descLast(reviews.id)];
  if (byProjectIndex && sort === 'most_upvote')
    return [descLast(reviews.upVoteCount), descLast(reviews.createdAt), descLast(reviews.id)];
  switch (sort) {
    case 'oldest':
      return [asc(reviews.createdAt), asc(reviews.id)];
    case 'most_upvote':
      return [desc(reviews.upVoteCount), desc(reviews.createdAt), desc(reviews.id)];
    case 'most_downvote':
      return [desc(reviews.downVoteCount), desc(reviews.createdAt), desc(reviews.id)];
    case 'popular':
      return [desc(reviews.popularScore), desc(reviews.upVoteCount), desc(reviews.id)];
    case 'trending':
      // votes and replies, decayed by age in hours (gravity 1.5)
      return [
        sql`(${reviews.upVoteCount} + ${reviews.repliesCount} - ${reviews.downVoteCount}) / power(extract(epoch from (now() - ${reviews.createdAt})) / 3600 + 2, 1.5) desc`,
        desc(reviews.id),
      ];
    case 'top_rating':
      return [desc(reviews.rate), desc(reviews.createdAt), desc(reviews.id)];
    case 'latest_updated':
      return [desc(reviews.updatedAt), desc(reviews.id)];
    case 'total_reviews_low_to_high':
      return [asc(users.reviewsCount), desc(reviews.createdAt), desc(reviews.id)];
    case 'total_reviews_high_to_low':
      return [desc(users.reviewsCount), desc(reviews.createdAt), desc(reviews.id)];
    case 'newest':
    default:
      return [desc(reviews.createdAt), desc(reviews.id)];
  }
}

function listWhere(
  query: ReviewListQuery & Partial<Pick<GlobalReviewListQuery, 'hashtag' | 'userId' | 'projectId'>>,
  projectId?: number,
  checkProject = true,
): SQL {
  const where: SQL[] = [checkProject ? visibleReview! : eq(reviews.status, 'active')];
  if (projectId !== undefined) where.push(eq(reviews.projectId, projectId));
  if (query.projectId) where.push(eq(reviews.projectId, Number(query.projectId)));
  if (query.userId) where.push(eq(reviews.userId, Number(query.userId)));
  if (query.filter !== 'all_review')
    where.push(eq(reviews.rate, Number(query.filter.replace('star', ''))));
  if (query.language) where.push(eq(reviews.language, query.language));
  if (query.hashtag) where.push(sql`${reviews.hashtags} @> array[${query.hashtag}]::text[]`);
  return and(...where)!;
}

function selectJoined(db: DbOrTx, viewerId: number | undefined) {
  return db
    .select({
      review: reviews,
      user: users,
      project: projects,
      vote: viewerId === undefined ? sql<number | null>`null` : sql<number | null>`${votes.vote}`,
      leafIndex: latestLeaf.mapWith(Number),
    })
    .from(reviews)
    .innerJoin(users, eq(users.id, reviews.userId))
    .innerJoin(projects, eq(projects.id, reviews.projectId))
    .leftJoin(
      votes,
      viewerId === undefined
        ? sql`false`
        : and(eq(votes.reviewId, reviews.id), eq(votes.userId, viewerId)),
    );
}

function selectCards(db: DbOrTx, viewerId: number | undefined) {
  return db
    .select({
      review: columnsOf(reviews, CARD_REVIEW),
      user: columnsOf(users, CARD_USER),
      project: columnsOf(projects, CARD_PROJECT),
      vote: viewerId === undefined ? sql<number | null>`null` : sql<number | null>`${votes.vote}`,
      leafIndex: latestLeaf.mapWith(Number),
    })
    .from(reviews)
    .innerJoin(users, eq(users.id, reviews.userId))
    .innerJoin(projects, eq(projects.id, reviews.projectId))
    .leftJoin(
      votes,
      viewerId === undefined
        ? sql`false`
        : and(eq(votes.reviewId, reviews.id), eq(votes.userId, viewerId)),
    );
}

/**
 * A page of review cards and the total. The page's ids are found first over reviews alone
 * (joined to projects and users only when a filter or the sort needs them), then only those
 * rows are joined into cards: a deep page walks an index, not thousands of joins. A project's
 * unfiltered total is its review counter (kept equal to its active reviews).
 */
export async function listReviews(
  db: DbOrTx,
  query: ReviewListQuery & Partial<Pick<GlobalReviewListQuery, 'hashtag' | 'userId' | 'projectId'>>,
  options: {
    /** A project the caller has found visible: its status is not checked again. */
    projectId?: number;
    viewerId?: number;
    excludeUserId?: number;
    /** The project's review counter, when the caller has it. */
    projectReviewCount?: number;
  },
): Promise<{ rows: ReviewCardRow[]; total: number }> {
  const known = options.projectId !== undefined;
  let where = listWhere(query, options.projectId, !known);
  if (options.excludeUserId !== undefined)
    where = and(where, sql`${reviews.userId} <> ${options.excludeUserId}`)!;
  const byUsers =
    query.sort === 'total_reviews_low_to_high' || query.sort === 'total_reviews_high_to_low';
  // the joins a page's ids or the total need (their types do not change: only ids or a count)
  const scoped = <T extends PgSelect>(select: T, withUsers: boolean): T => {
    let q = select;
    if (!known) q = q.innerJoin(projects, eq(projects.id, reviews.projectId)) as unknown as T;
    if (withUsers) q = q.innerJoin(users, eq(users.id, reviews.userId)) as unknown as T;
    return q;
  };
  const unfiltered =
    query.filter === 'all_review' && !query.language && !query.hashtag && !query.userId;
  const countFromCounter =
    known &&
    unfiltered &&
    options.excludeUserId === undefined &&
    options.projectReviewCount !== undefined;
  // the page every project view asks for first: a prepared statement per sort
  const page =
    known &&
    unfiltered &&
    !byUsers &&
    options.viewerId === undefined &&
    options.excludeUserId === undefined &&
    query.limit > 0
      ? prepared(db, `project_reviews_${query.sort}`, (root) =>
          selectCards(root, undefined)
            .where(activePageIds(root, query.sort))
            .orderBy(...orderFor(query.sort))
            .prepare(`project_reviews_${query.sort}`),
        )
      : null;
  const [rows, total] = await Promise.all([
    query.limit === 0
      ? Promise.resolve([] as ReviewCardRow[])
      : page
        ? page.execute({
            projectId: options.projectId,
            limit: query.limit,
            offset: query.offset,
          })
        : selectCards(db, options.viewerId)
            .where(
              inArray(
                reviews.id,
                scoped(idsFrom(db), byUsers)
                  .where(where)
                  .orderBy(...orderFor(query.sort, known))
                  .limit(query.limit)
                  .offset(query.offset),
              ),
            )
            .orderBy(...orderFor(query.sort)),
    countFromCounter
      ? Promise.resolve(options.projectReviewCount!)
      : scoped(
          db
            .select({ total: sql<number>`count(*)::int` })
            .from(reviews)
            .$dynamic(),
          false,
        )
          .where(where)
          .then((r) => r[0]?.total ?? 0),
  ]);
  return { rows, total };
}

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

function idsFrom(db: DbOrTx) {
  return db.select({ id: reviews.id }).from(reviews).$dynamic();
}

/** `reviews.id in` one page of a project's public reviews (placeholders projectId, limit, offset). */
function activePageIds(db: DbOrTx, sort: ReviewListQuery['sort']) {
  return inArray(
    reviews.id,
    idsFrom(db)
      .where(and(eq(reviews.status, 'active'), eq(reviews.projectId, sql.placeholder('projectId'))))
      .orderBy(...orderFor(sort, true))
      .limit(sql.placeholder('limit'))
      .offset(sql.placeholder('offset')),
  );
}

export async function findReviewJoined(
  db: DbOrTx,
  reviewId: number,
  viewerId?: number,
): Promise<ReviewJoined | undefined> {
  const [row] = await selectJoined(db, viewerId).where(eq(reviews.id, reviewId)).limit(1);
  return row;
}

export async function findMyReview(
  db: DbOrTx,
  projectId: number,
  userId: number,
): Promise<ReviewJoined | undefined> {
  const [row] = await selectJoined(db, userId)
    .where(and(eq(reviews.projectId, projectId), eq(reviews.userId, userId)))
    .limit(1);
  return row;
}

/** Recomputes a project's star counts and average from its star columns after a change. */
export async function applyRatingChange(
  db: DbOrTx,
  projectId: number,
  removed: number | null,
  added: number | null,
): Promise<void> {
  const column = (rate: number) => sql.raw(`star${rate}`);
  const sets: SQL[] = [];
  if (removed) sets.push(sql`${column(removed)} = ${column(removed)} - 1`);
  if (added) sets.push(sql`${column(added)} = ${column(added)} + 1`);
  if (removed && !added) sets.push(sql`review_count = review_count - 1`);
  if (added && !removed) sets.push(sql`review_count = review_count + 1`);
  if (!sets.length) return;
  await db.execute(sql`update ${projects} set ${sql.join(sets, sql`, `)} where id = ${projectId}`);
  await db.execute(sql`
    update ${projects} set avg_star = case when review_count > 0
      then (star1 + 2 * star2 + 3 * star3 + 4 * star4 + 5 * star5)::float8 / review_count else 0 end,
      updated_at = updated_at
    where id = ${projectId}
  `);
  await refreshTrustedRating(db, projectId);
}

/** app_meta key of the site-wide weighted mean the score job last computed. */
export const TRUSTED_MEAN_KEY = 'trusted_mean';

/**
 * The project's trusted rating (stored as goodRatingScore, the Good Rating sort key) from its
 * active reviews and their weights: packages/shared trustedRating, with the site-wide mean the
 * score job keeps in app_meta (computed here when the job has not run yet).
 */
export async function refreshTrustedRating(db: DbOrTx, projectId: number): Promise<void> {
  await db.execute(sql`
    update ${projects} p set good_rating_score =
      (${TRUSTED_RATING.prior}::float8 * m.mean + s.weighted) / (${TRUSTED_RATING.prior}::float8 + s.weights)
    from (
      select coalesce(sum(trust_weight * rate), 0)::float8 as weighted, coalesce(sum(trust_weight), 0)::float8 as weights
      from ${reviews} where project_id = ${projectId} and status = 'active'
    ) s,
    (select coalesce(
      (select value::float8 from ${appMeta} where key = ${TRUSTED_MEAN_KEY}),
      (select coalesce(sum(trust_weight * rate) / nullif(sum(trust_weight), 0), 0)::float8 from ${reviews} where status = 'active')
    ) as mean) m
    where p.id = ${projectId}
  `);
}

export type ReviewStatus = 'active' | 'hidden' | 'blocked';

/**
 * Moves a review to another status inside the caller's transaction, keeping the counters
 * equal to what they count: the project's stars and review count count only what the public
 * sees (active), the author's reviewsCount everything not blocked on a project not blocked.
 */
export async function moveReviewStatus(
  tx: DbOrTx,
  review: Pick<ReviewRow, 'id' | 'status' | 'projectId' | 'rate' | 'userId'>,
  next: ReviewStatus,
): Promise<boolean> {
  const current = review.status as ReviewStatus;
  if (current === next) return false;
  await tx.update(reviews).set({ status: next }).where(eq(reviews.id, review.id));
  const wasPublic = current === 'active';
  const isPublic = next === 'active';
  if (wasPublic && !isPublic) await applyRatingChange(tx, review.projectId, review.rate, null);
  if (!wasPublic && isPublic) await applyRatingChange(tx, review.projectId, null, review.rate);
  const wasCounted = current !== 'blocked';
  const isCounted = next !== 'blocked';
  // a blocked project's reviews are out of their authors' counts already (see below)
  if (wasCounted !== isCounted && !(await projectIsBlocked(tx, review.projectId)))
    await tx
      .update(users)
      .set({ reviewsCount: sql`${users.reviewsCount} ${isCounted ? sql`+` : sql`-`} 1` })
      .where(eq(users.id, review.userId));
  return true;
}

async function projectIsBlocked(tx: DbOrTx, projectId: number): Promise<boolean> {
  const [row] = await tx
    .select({ status: projects.status })
    .from(projects)
    .where(eq(projects.id, projectId));
  return row?.status === 'blocked';
}

/**
 * When a project is blocked (`delta` -1) or restored (+1): its reviews that are not blocked
 * themselves leave or rejoin their authors' reviewsCount, in the caller's transaction.
 */
export async function shiftAuthorCountsOfProject(tx: DbOrTx, projectId: number, delta: 1 | -1) {
  await tx.execute(sql`
    update ${users} u set reviews_count = u.reviews_count + ${delta} * c.n
    from (
      select ${reviews.userId} as user_id, count(*)::int as n from ${reviews}
      where ${reviews.projectId} = ${projectId} and ${reviews.status} <> 'blocked'
      group by ${reviews.userId}
    ) c
    where u.id = c.user_id
  `);
}

/** Whether the author posted this exact text since a time (another review of theirs aside). */
export async function findRecentSameText(
  db: DbOrTx,
  userId: number,
  contentText: string,
  since: Date,
  exceptReviewId?: number,
): Promise<boolean> {
  const [row] = await db
    .select({ id: reviews.id })
    .from(reviews)
    .where(
      and(
        eq(reviews.userId, userId),
        gt(reviews.createdAt, since),
        eq(reviews.contentText, contentText),
        exceptReviewId ? sql`${reviews.id} <> ${exceptReviewId}` : undefined,
      ),
    )
    .limit(1);
  return row !== undefined;
}

/** Inserts a review and counts it in its author's reviews; its id. */
export async function insertReview(
  tx: DbOrTx,
  values: typeof reviews.$inferInsert,
): Promise<number> {
  const [row] = await tx.insert(reviews).values(values).returning({ id: reviews.id });
  await tx
    .update(users)
    .set({ reviewsCount: sql`${users.reviewsCount} + 1` })
    .where(eq(users.id, values.userId));
  return row!.id;
}

export async function lockReviewForUpdate(tx: DbOrTx, id: number): Promise<ReviewRow | undefined> {
  const [row] = await tx.select().from(reviews).where(eq(reviews.id, id)).for('update');
  return row;
}

export async function updateReviewRow(
  tx: DbOrTx,
  id: number,
  values: Partial<typeof reviews.$inferInsert>,
): Promise<void> {
  await tx.update(reviews).set(values).where(eq(reviews.id, id));
}

/** Which of these reviews the public sees (active, on an active project). */
export async function visibleReviewIds(db: DbOrTx, ids: number[]): Promise<Set<number>> {
  if (!ids.length) return new Set();
  const rows = await db
    .select({ id: reviews.id })
    .from(reviews)
    .innerJoin(projects, eq(projects.id, reviews.projectId))
    .where(and(inArray(reviews.id, ids), visibleReview));
  return new Set(rows.map((r) => r.id));
}
