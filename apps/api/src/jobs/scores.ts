// Refreshes the stored ranking scores of every project (DESIGN.md 5) in a few set-based
// statements, so lists sort on indexed columns instead of computing per request. Good Rating is
// the trusted rating: each review counted by its trust weight. The formulas
// mirror the pure functions in packages/shared/src/ranking.ts, with the same constants; a
// test checks that both agree.
import { sql } from 'drizzle-orm';
import { ACTIVITY_WEIGHTS, NEW_GEM, TRUSTED_RATING } from '@chainreview/shared';
import { appMeta } from '../db/schema.ts';
import { TRUSTED_MEAN_KEY } from '../modules/reviews/index.ts';
import type { DbOrTx } from '../db/client.ts';

const DAY_SECONDS = 86_400;

function trendingExpression(windowDays: number) {
  const windowSeconds = windowDays * DAY_SECONDS;
  const lambda = Math.LN2 / (windowSeconds / 3);
  return sql`coalesce(sum(case when e.age between 0 and ${windowSeconds} then e.weight * exp(-${lambda}::float8 * e.age) else 0 end), 0)`;
}

export async function refreshProjectScores(db: DbOrTx, now: Date): Promise<void> {
  const w = ACTIVITY_WEIGHTS;
  const nowTs = now.toISOString();
  await db.execute(sql`
    with events as (
      select r.project_id, ${w.review}::float8 as weight, extract(epoch from (${nowTs}::timestamptz - r.created_at)) as age
        from reviews r where r.status = 'active' and r.created_at > ${nowTs}::timestamptz - interval '90 days'
      union all
      select r.project_id, ${w.vote}::float8, extract(epoch from (${nowTs}::timestamptz - v.created_at))
        from votes v join reviews r on r.id = v.review_id where v.vote <> 0 and v.created_at > ${nowTs}::timestamptz - interval '90 days'
      union all
      select f.project_id, ${w.follow}::float8, extract(epoch from (${nowTs}::timestamptz - f.created_at))
        from project_follows f where f.created_at > ${nowTs}::timestamptz - interval '90 days'
      union all
      select r.project_id, ${w.reply}::float8, extract(epoch from (${nowTs}::timestamptz - p.created_at))
        from replies p join reviews r on r.id = p.review_id where p.status = 'active' and p.created_at > ${nowTs}::timestamptz - interval '90 days'
      union all
      select r.project_id, ${w.donation}::float8, extract(epoch from (${nowTs}::timestamptz - d.created_at))
        from donations d join reviews r on r.id = d.review_id where d.status = 'confirmed' and d.created_at > ${nowTs}::timestamptz - interval '90 days'
    ),
    trending as (
      select e.project_id,
        ${trendingExpression(7)} as t7,
        ${trendingExpression(30)} as t30,
        ${trendingExpression(90)} as t90
      from events e group by e.project_id
    ),
    engagement as (
      select r.project_id,
        sum(r.up_vote_count + r.down_vote_count) as votes,
        sum(r.replies_count) as replies
      from reviews r where r.status = 'active' group by r.project_id
    ),
    donated as (
      select r.project_id, count(*) as donations from donations d join reviews r on r.id = d.review_id where d.status = 'confirmed' group by r.project_id
    ),
    global as (
      select coalesce(sum(trust_weight * rate) / nullif(sum(trust_weight), 0), 0)::float8 as mean
        from reviews where status = 'active'
    ),
    weighted as (
      select r.project_id, sum(r.trust_weight)::float8 as weights, sum(r.trust_weight * r.rate)::float8 as stars
        from reviews r where r.status = 'active' group by r.project_id
    ),
    computed as (
      select p.id,
        coalesce(t.t7, 0) as t7, coalesce(t.t30, 0) as t30, coalesce(t.t90, 0) as t90,
        p.review_count * ${w.review}::float8 + coalesce(g.votes, 0) * ${w.vote}::float8 + p.followers_count * ${w.follow}::float8
          + coalesce(d.donations, 0) * ${w.donation}::float8 + coalesce(g.replies, 0) * ${w.reply}::float8 as popular,
        (${TRUSTED_RATING.prior}::float8 * gl.mean + coalesce(wt.stars, 0))
          / (${TRUSTED_RATING.prior}::float8 + coalesce(wt.weights, 0)) as good,
        extract(epoch from p.created_at) as fresh,
        extract(epoch from (${nowTs}::timestamptz - p.created_at)) / ${DAY_SECONDS}::float8 as age_days,
        p.review_count
      from projects p
      cross join global gl
      left join trending t on t.project_id = p.id
      left join engagement g on g.project_id = p.id
      left join donated d on d.project_id = p.id
      left join weighted wt on wt.project_id = p.id
    )
    update projects set
      trending_score = c.t7,
      trending_score30 = c.t30,
      trending_score90 = c.t90,
      popular_score = c.popular,
      good_rating_score = c.good,
      new_score = c.fresh,
      new_gem_score = case
        when c.age_days > ${NEW_GEM.maxAgeDays} or c.review_count < ${NEW_GEM.minReviews}
          or c.review_count > ${NEW_GEM.maxReviews} then 0
        else c.good * (0.5 + 0.5 * (1 - greatest(c.age_days, 0) / ${NEW_GEM.maxAgeDays}::float8))
      end
    from computed c
    where c.id = projects.id
  `);
  // the site-wide weighted mean, for the trusted rating refreshed when a review changes
  const result = await db.execute(sql`
    select coalesce(sum(trust_weight * rate) / nullif(sum(trust_weight), 0), 0)::float8 as mean
      from reviews where status = 'active'`);
  const mean = Number((result as unknown as { rows: Array<{ mean: number }> }).rows[0]?.mean ?? 0);
  await db
    .insert(appMeta)
    .values({ key: TRUSTED_MEAN_KEY, value: String(mean) })
    .onConflictDoUpdate({ target: appMeta.key, set: { value: String(mean) } });
}
