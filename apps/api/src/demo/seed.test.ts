// The demo seed: enough varied data for every screen, every counter equal to its rows,
// and the same data for the same seed.
import { sql, type SQL } from 'drizzle-orm';
import { getAddress, verifyTypedData, type Hex } from 'viem';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  LANGUAGES,
  LIMITS,
  PROJECT_CATEGORIES,
  levelForScore,
  maxEnergyForLevel,
  processContent,
  reviewContentHash,
  reviewMessageFromJson,
  reviewSignatureChainIds,
  reviewTypedDataJson,
} from '@chainreview/shared';
import { createTestDatabase, type TestDatabase } from '../../test/helper.ts';
import type { Db } from '../db/client.ts';
import { wilsonLowerBound } from '@chainreview/shared';
import { DEFAULT_DEMO_SITE, seedDemo, type SeedSummary } from './seed.ts';
import { extractHashtags } from './texts/index.ts';
import { renderLogo } from './logo.ts';

const NOW = new Date('2026-06-01T12:00:00.000Z');
const DEV_WALLETS = [
  '0x70997970C51812dc3A010C7d01b50e0d17dc79C8',
  '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266',
];

let testDb: TestDatabase;
let db: Db;
let summary: SeedSummary;
let seedMs = 0;

async function rows<T>(query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}

async function count(query: SQL): Promise<number> {
  const [row] = await rows<{ n: number | string }>(query);
  return Number(row?.n ?? 0);
}

beforeAll(async () => {
  testDb = await createTestDatabase();
  db = testDb.database.db;
  const started = performance.now();
  summary = await seedDemo(db, { now: NOW });
  seedMs = performance.now() - started;
  console.info(`demo seed (${testDb.database.kind}): ${Math.round(seedMs)} ms`, summary);
});
afterAll(async () => {
  await testDb.cleanup();
});

describe('demo seed: catalogue', () => {
  it('is fast and reports what it inserted', async () => {
    // about 550 EIP-712 signatures (reviews and their versions) are part of it
    expect(seedMs).toBeLessThan(15_000);
    expect(summary.projects).toBe(await count(sql`select count(*)::int as n from projects`));
    expect(summary.users).toBe(await count(sql`select count(*)::int as n from users`));
    expect(summary.reviews).toBe(await count(sql`select count(*)::int as n from reviews`));
    expect(summary.votes).toBe(await count(sql`select count(*)::int as n from votes`));
    expect(summary.replies).toBe(await count(sql`select count(*)::int as n from replies`));
    expect(summary.xpLedger).toBe(await count(sql`select count(*)::int as n from xp_ledger`));
  });

  it('has at least 60 projects over the six chains and every category', async () => {
    expect(summary.projects).toBeGreaterThanOrEqual(60);
    const chains = await rows<{ chain: string }>(sql`select distinct chain from projects`);
    expect(chains.map((r) => r.chain).sort()).toEqual([
      'arbitrum',
      'bsc',
      'ethereum',
      'non_evm',
      'polygon',
      'solana',
    ]);
    const categories = await rows<{ c: string }>(
      sql`select distinct unnest(categories) as c from projects`,
    );
    expect(categories.map((r) => r.c).sort()).toEqual([...PROJECT_CATEGORIES].sort());
    expect(
      await count(
        sql`select count(*)::int as n from projects where cardinality(categories) not between 1 and 2`,
      ),
    ).toBe(0);
    expect(
      await count(sql`select count(*)::int as n from projects where type = 'nft'`),
    ).toBeGreaterThan(0);
    expect(
      await count(sql`select count(*)::int as n from projects where is_verified`),
    ).toBeGreaterThan(0);
  });

  it('gives valid contract addresses, and none to some projects', async () => {
    const list = await rows<{
      chain: string;
      contract_address: string | null;
      lp_address: string | null;
      router: number | null;
      decimals: number | null;
      total_supply: string | null;
    }>(
      sql`select chain, contract_address, lp_address, router, decimals, total_supply::text from projects`,
    );
    const withoutAddress = list.filter((p) => p.contract_address === null);
    expect(withoutAddress.length).toBeGreaterThanOrEqual(5);
    expect(withoutAddress.some((p) => p.chain === 'non_evm')).toBe(true);
    expect(withoutAddress.some((p) => p.chain !== 'non_evm')).toBe(true);
    for (const p of list) {
      if (!p.contract_address) continue;
      if (p.chain === 'solana') {
        expect(p.contract_address).toMatch(/^[1-9A-HJ-NP-Za-km-z]{32,44}$/);
      } else {
        expect(getAddress(p.contract_address)).toBe(p.contract_address);
        expect(p.decimals).not.toBeNull();
        expect(p.total_supply).toMatch(/^[1-9][0-9]*$/);
        if (p.lp_address) {
          expect(getAddress(p.lp_address)).toBe(p.lp_address);
          expect([1, 3]).toContain(Number(p.router));
        }
      }
    }
    const evmWithPool = list.filter(
      (p) => p.lp_address && p.chain !== 'solana' && p.chain !== 'non_evm',
    );
    expect(evmWithPool.length).toBeGreaterThan(20);
  });

  it('gives projects generated SVG logos, https links, descriptions and some owners', async () => {
    const list = await rows<{
      name: string;
      avatar_url: string;
      avatar_type: string;
      description: string;
      links: Record<string, unknown>;
      owner_address: string | null;
      audit_link: string | null;
    }>(
      sql`select name, avatar_url, avatar_type, description, links, owner_address, audit_link from projects`,
    );
    for (const p of list) {
      expect(p.avatar_type).toBe('normal');
      const logo = /^\/api\/public\/logos\/([^/]+)\/([^/]+)\.svg$/.exec(p.avatar_url);
      expect(logo, p.avatar_url).not.toBeNull();
      expect(renderLogo(logo![1]!, decodeURIComponent(logo![2]!))).toMatch(/^<svg /);
      expect(p.description.length).toBeGreaterThan(40);
      expect(p.description.length).toBeLessThanOrEqual(LIMITS.projectDescription.max);
      const urls = Object.values(p.links).flatMap((v) => (Array.isArray(v) ? v : [v])) as string[];
      expect(urls.length).toBeGreaterThan(0);
      for (const url of urls) {
        expect(url.startsWith('https://')).toBe(true);
        expect(url.length).toBeLessThanOrEqual(LIMITS.socialLink.max);
      }
    }
    expect(list.filter((p) => p.audit_link).length).toBeGreaterThan(0);
    expect(new Set(list.map((p) => p.name)).size).toBe(list.length);
    expect(
      await count(
        sql`select count(*)::int as n from projects p join users u on u.address = p.owner_address`,
      ),
    ).toBeGreaterThanOrEqual(5);
    expect(
      await count(
        sql`select count(*)::int as n from projects p join users u on u.id = p.submitted_by where u.created_at >= p.created_at`,
      ),
    ).toBe(0);
  });

  it('exercises visibility: pending and blocked projects, and active ones without reviews', async () => {
    expect(await count(sql`select count(*)::int as n from projects where status = 'pending'`)).toBe(
      2,
    );
    expect(await count(sql`select count(*)::int as n from projects where status = 'blocked'`)).toBe(
      1,
    );
    expect(
      await count(
        sql`select count(*)::int as n from reviews r join projects p on p.id = r.project_id where p.status <> 'active'`,
      ),
    ).toBe(0);
    expect(
      await count(
        sql`select count(*)::int as n from projects where status = 'active' and review_count = 0`,
      ),
    ).toBeGreaterThanOrEqual(3);
  });
});

describe('demo seed: users', () => {
  it('has at least 40 users with checksummed addresses, never the dev wallets', async () => {
    const list = await rows<{ address: string }>(sql`select address from users`);
    expect(list.length).toBeGreaterThanOrEqual(40);
    for (const u of list) expect(getAddress(u.address)).toBe(u.address);
    const lower = new Set(list.map((u) => u.address.toLowerCase()));
    for (const dev of DEV_WALLETS) expect(lower.has(dev.toLowerCase())).toBe(false);
  });

  it('spreads levels 1 to 8 at least, each matching its score, with energy within the level', async () => {
    const list = await rows<{
      score: number;
      level: number;
      last_energy: number;
      display_name: string | null;
      language: string;
      social_links: { isPublic: boolean; url: string }[];
    }>(sql`select score, level, last_energy, display_name, language, social_links from users`);
    const levels = new Set(list.map((u) => u.level));
    for (let level = 1; level <= 8; level++) expect(levels.has(level), `level ${level}`).toBe(true);
    for (const u of list) {
      expect(u.score).toBeGreaterThanOrEqual(0);
      expect(u.level).toBe(levelForScore(u.score).level);
      expect(u.last_energy).toBeLessThanOrEqual(maxEnergyForLevel(u.level));
      expect(u.display_name?.trim().length ?? LIMITS.displayName.min).toBeGreaterThanOrEqual(
        LIMITS.displayName.min,
      );
      expect(LANGUAGES).toContain(u.language);
      for (const link of u.social_links) {
        expect(link.url.startsWith('https://')).toBe(true);
        // public social links need level 3
        expect(!link.isPublic || u.level >= 3, link.url).toBe(true);
      }
    }
    expect(list.some((u) => u.display_name === null)).toBe(true);
    expect(list.some((u) => u.social_links.some((l) => l.isPublic))).toBe(true);
  });
});

describe('demo seed: reviews', () => {
  it('has at least 300 reviews in all six languages, one per user and project', async () => {
    expect(summary.reviews).toBeGreaterThanOrEqual(300);
    const byLanguage = await rows<{ language: string; n: number }>(
      sql`select language, count(*)::int as n from reviews group by language`,
    );
    const counts = Object.fromEntries(byLanguage.map((r) => [r.language, r.n]));
    for (const language of LANGUAGES)
      expect(counts[language] ?? 0, language).toBeGreaterThanOrEqual(20);
    const top = byLanguage.reduce((a, b) => (b.n > a.n ? b : a));
    expect(top.language).toBe('en');
    expect(
      await count(sql`select count(distinct (user_id, project_id))::int as n from reviews`),
    ).toBe(summary.reviews);
    expect(await count(sql`select count(*)::int as n from reviews where status <> 'active'`)).toBe(
      0,
    );
  });

  it('has varied stars leaning to 4 and 5', async () => {
    const stars = await rows<{ rate: number; n: number }>(
      sql`select rate, count(*)::int as n from reviews group by rate`,
    );
    const byRate = Object.fromEntries(stars.map((r) => [r.rate, r.n]));
    for (const rate of [1, 2, 3, 4, 5]) expect(byRate[rate] ?? 0).toBeGreaterThan(0);
    expect((byRate[4] ?? 0) + (byRate[5] ?? 0)).toBeGreaterThan(
      (byRate[1] ?? 0) + (byRate[2] ?? 0) + (byRate[3] ?? 0),
    );
  });

  it('keeps titles and contents within limits, rich text in step with plain text and hashtags', async () => {
    const list = await rows<{
      title: string;
      content: string;
      content_text: string;
      hashtags: string[];
      language: string;
    }>(sql`select title, content, content_text, hashtags, language from reviews`);
    for (const r of list) {
      expect(r.title.trim().length).toBeGreaterThanOrEqual(LIMITS.reviewTitle.min);
      expect(r.title.trim().length).toBeLessThanOrEqual(LIMITS.reviewTitle.max);
      expect(r.content_text.trim().length).toBeGreaterThanOrEqual(LIMITS.reviewContent.min);
      expect(r.content_text.trim().length).toBeLessThanOrEqual(LIMITS.reviewContent.max);
      expect(r.content_text).not.toMatch(/[{}]/);
      const doc = JSON.parse(r.content) as {
        type: string;
        content: { type: string; content: { type: string; text: string }[] }[];
      };
      expect(doc.type).toBe('doc');
      const text = doc.content.map((p) => {
        expect(p.type).toBe('paragraph');
        return p.content.map((t) => t.text).join('');
      });
      expect(text.join('\n\n')).toBe(r.content_text);
      expect([...r.hashtags].sort()).toEqual(extractHashtags(r.content_text).sort());
    }
    expect(list.filter((r) => r.hashtags.length > 0).length).toBeGreaterThan(30);
    // texts are written in the review's language
    const scripts: Record<string, RegExp> = {
      zh: /[\u4e00-\u9fff]/,
      ja: /[\u3040-\u30ff]/,
      ko: /[\uac00-\ud7af]/,
      ru: /[\u0400-\u04ff]/,
      vi: /[ăâđêôơưạảấầẩẫậắằẳẵặẹẻẽếềểễệỉịọỏốồổỗộớờởỡợụủứừửữựỳỵỷỹ]/i,
    };
    const scripted = list.filter((r) => r.language in scripts);
    expect(scripted.length).toBeGreaterThan(0);
    for (const r of scripted) expect(r.content_text, r.language).toMatch(scripts[r.language]!);
  });

  it('dates reviews after their project and user, edits after creation, nothing after now', async () => {
    expect(
      await count(sql`select count(*)::int as n from reviews r join projects p on p.id = r.project_id join users u on u.id = r.user_id
        where r.created_at <= p.created_at or r.created_at <= u.created_at or r.created_at > ${NOW.toISOString()}::timestamptz
           or r.updated_at < r.created_at or r.updated_at > ${NOW.toISOString()}::timestamptz
           or (r.is_edited and r.updated_at <= r.created_at) or (not r.is_edited and r.updated_at <> r.created_at)`),
    ).toBe(0);
    expect(
      await count(sql`select count(*)::int as n from reviews where is_edited`),
    ).toBeGreaterThan(0);
  });
});

describe('demo seed: counters equal their rows', () => {
  it('project review counts, star counts and averages', async () => {
    const mismatched = await rows<{ id: unknown; avg_star: number; real_avg: number | null }>(sql`
      select p.id, p.avg_star, a.real_avg from projects p
      left join (select project_id, count(*)::int as n, avg(rate)::float8 as real_avg,
                        count(*) filter (where rate = 1)::int as s1, count(*) filter (where rate = 2)::int as s2,
                        count(*) filter (where rate = 3)::int as s3, count(*) filter (where rate = 4)::int as s4,
                        count(*) filter (where rate = 5)::int as s5
                 from reviews group by project_id) a on a.project_id = p.id
      where p.review_count <> coalesce(a.n, 0) or p.star1 <> coalesce(a.s1, 0) or p.star2 <> coalesce(a.s2, 0)
         or p.star3 <> coalesce(a.s3, 0) or p.star4 <> coalesce(a.s4, 0) or p.star5 <> coalesce(a.s5, 0)
         or abs(p.avg_star - coalesce(a.real_avg, 0)) > 1e-9`);
    expect(mismatched).toEqual([]);
  });

  it('review vote counts, replies counts, donation totals and popular scores', async () => {
    expect(
      await count(sql`select count(*)::int as n from reviews r
        left join (select review_id, count(*) filter (where vote = 1)::int as up, count(*) filter (where vote = -1)::int as down
                   from votes group by review_id) v on v.review_id = r.id
        left join (select review_id, count(*)::int as n from replies group by review_id) c on c.review_id = r.id
        left join (select review_id, sum(amount_usd) as usd from donations group by review_id) d on d.review_id = r.id
        where r.up_vote_count <> coalesce(v.up, 0) or r.down_vote_count <> coalesce(v.down, 0)
           or r.replies_count <> coalesce(c.n, 0) or r.donate_total_usd <> coalesce(d.usd, 0)`),
    ).toBe(0);
    // Popular is the Wilson bound over the votes' trust weights
    const scores = await rows<{
      up: number;
      down: number;
      wup: number;
      wdown: number;
      popular_score: number;
    }>(
      sql`select r.up_vote_count as up, r.down_vote_count as down, r.popular_score,
            coalesce((select sum(weight) from votes v where v.review_id = r.id and v.vote = 1), 0)::float8 as wup,
            coalesce((select sum(weight) from votes v where v.review_id = r.id and v.vote = -1), 0)::float8 as wdown
          from reviews r`,
    );
    for (const r of scores)
      expect(r.popular_score).toBeCloseTo(wilsonLowerBound(r.wup, r.wdown), 9);
    expect(scores.some((r) => r.down > 0)).toBe(true);
    // established voters weigh 1, newer ones less
    const weights = await rows<{ weight: number }>(sql`select distinct weight from votes`);
    expect(weights.some((w) => w.weight === 1)).toBe(true);
    expect(weights.some((w) => w.weight < 1)).toBe(true);
    const reviewWeights = await rows<{ w: number }>(
      sql`select distinct trust_weight as w from reviews`,
    );
    expect(reviewWeights.some((r) => r.w < 1)).toBe(true);
    expect(reviewWeights.length).toBeGreaterThan(3);
    expect(
      await count(
        sql`select count(*)::int as n from replies where char_length(content) not between ${LIMITS.reply.min} and ${LIMITS.reply.max}`,
      ),
    ).toBe(0);
  });

  it('never has a vote on one own review, and votes are up or down', async () => {
    expect(
      await count(
        sql`select count(*)::int as n from votes v join reviews r on r.id = v.review_id where v.user_id = r.user_id`,
      ),
    ).toBe(0);
    expect(await count(sql`select count(*)::int as n from votes where vote not in (1, -1)`)).toBe(
      0,
    );
    expect(
      await count(
        sql`select count(*)::int as n from donations d join reviews r on r.id = d.review_id where d.from_user_id = d.to_user_id or d.to_user_id <> r.user_id`,
      ),
    ).toBe(0);
  });

  it('follower and following counts', async () => {
    expect(
      await count(sql`select count(*)::int as n from projects p
        where p.followers_count <> (select count(*) from project_follows f where f.project_id = p.id)`),
    ).toBe(0);
    expect(
      await count(sql`select count(*)::int as n from users u
        where u.followers_count <> (select count(*) from user_follows f where f.followee_id = u.id)
           or u.following_count <> (select count(*) from user_follows f where f.follower_id = u.id)
           or u.following_projects_count <> (select count(*) from project_follows f where f.user_id = u.id)`),
    ).toBe(0);
    expect(
      await count(sql`select count(*)::int as n from user_follows where follower_id = followee_id`),
    ).toBe(0);
    expect(await count(sql`select count(*)::int as n from project_follows`)).toBeGreaterThan(100);
    expect(await count(sql`select count(*)::int as n from user_follows`)).toBeGreaterThan(50);
  });

  it('user review counts, donations received, and score = sum of the XP ledger', async () => {
    expect(
      await count(sql`select count(*)::int as n from users u
        where u.reviews_count <> (select count(*) from reviews r where r.user_id = u.id)
           or u.score <> coalesce((select sum(amount) from xp_ledger x where x.user_id = u.id), 0)
           or u.donate_received_usd <> coalesce((select sum(amount_usd) from donations d where d.to_user_id = u.id), 0)`),
    ).toBe(0);
  });

  it('XP ledger follows the rewards: +10 per review, +2 per upvote, +1 per reply from others, -1 per downvote at most', async () => {
    expect(
      await count(sql`select count(*)::int as n from users u
        where (select count(*) from xp_ledger x where x.user_id = u.id and x.reason = 'review_published' and x.amount = 10)
              <> (select count(*) from reviews r where r.user_id = u.id)
           or coalesce((select sum(amount) from xp_ledger x where x.user_id = u.id and x.reason = 'upvote_received'), 0)
              <> 2 * (select count(*) from votes v join reviews r on r.id = v.review_id where r.user_id = u.id and v.vote = 1)
           or (select count(*) from xp_ledger x where x.user_id = u.id and x.reason = 'reply_received' and x.amount = 1)
              <> (select count(*) from replies c join reviews r on r.id = c.review_id where r.user_id = u.id and c.user_id <> u.id)
           or (select count(*) from xp_ledger x where x.user_id = u.id and x.reason = 'downvote_received' and x.amount = -1)
              > (select count(*) from votes v join reviews r on r.id = v.review_id where r.user_id = u.id and v.vote = -1)`),
    ).toBe(0);
    expect(
      await count(sql`select count(*)::int as n from xp_ledger x join donations d on x.source_type = 'donation' and x.source_id = d.id::text
        where x.reason <> 'donation_received' or x.amount <> floor(d.amount_usd) or x.user_id <> d.to_user_id`),
    ).toBe(0);
    expect(
      await count(sql`select count(*)::int as n from xp_ledger where reason = 'donation_received'`),
    ).toBe(await count(sql`select count(*)::int as n from donations where amount_usd >= 1`));
    // running balance never dips below zero
    expect(
      await count(sql`select count(*)::int as n from (
        select sum(amount) over (partition by user_id order by created_at, id) as running from xp_ledger) t where running < 0`),
    ).toBe(0);
  });

  it('gives projects ranking scores computed from the data', async () => {
    const list = await rows<{
      review_count: number;
      trending_score: number;
      popular_score: number;
      new_score: number;
      good_rating_score: number;
      created: number;
      followers_count: number;
    }>(
      sql`select review_count, trending_score, popular_score, new_score, good_rating_score, followers_count,
                 floor(extract(epoch from created_at))::float8 as created from projects`,
    );
    for (const p of list) {
      expect(Math.floor(p.new_score)).toBe(p.created);
      expect(p.popular_score).toBeGreaterThanOrEqual(p.review_count + p.followers_count);
      expect(p.good_rating_score).toBeGreaterThanOrEqual(1);
      expect(p.good_rating_score).toBeLessThanOrEqual(5);
    }
    // recent activity exists, so some projects trend in each window
    expect(list.some((p) => p.trending_score > 0)).toBe(true);
  });
});

describe('demo seed: signatures and edit histories', () => {
  interface SignedRow {
    id: number;
    address: string;
    title: string;
    content: string;
    rate: number;
    language: string;
    signature: string | null;
    signed_message: Record<string, unknown> | null;
  }

  /** viem alone on the typed data as the public endpoint serves it, plus the content hash. */
  const verifies = async (row: SignedRow) => {
    const typed = reviewTypedDataJson(reviewMessageFromJson(row.signed_message!));
    const processed = processContent(row.content);
    if (!processed.ok) return false;
    return (
      typed.domain.version === '2' &&
      typed.message.site === DEFAULT_DEMO_SITE &&
      reviewSignatureChainIds().includes(Number(typed.domain.chainId)) &&
      typed.message.title === row.title &&
      typed.message.rate === row.rate &&
      typed.message.language === row.language &&
      typed.message.contentHash === reviewContentHash(processed.value.content) &&
      (await verifyTypedData({
        ...(typed as Parameters<typeof verifyTypedData>[0]),
        address: row.address as Hex,
        signature: row.signature as Hex,
      }))
    );
  };

  it("signs most reviews with the reviewers' keys, each verifying with viem", async () => {
    const list = await rows<SignedRow>(
      sql`select r.id, u.address, r.title, r.content, r.rate, r.language, r.signature, r.signed_message
          from reviews r join users u on u.id = r.user_id order by r.id`,
    );
    const signed = list.filter((r) => r.signature !== null);
    expect(summary.signedReviews).toBe(signed.length);
    // most, not all: some wallets cannot sign typed data
    expect(signed.length).toBeGreaterThanOrEqual(Math.ceil(list.length * 0.8));
    expect(signed.length).toBeLessThan(list.length);
    for (const row of signed) expect(await verifies(row), `review ${row.id}`).toBe(true);
    // a changed rate is caught: the check above is not vacuous
    expect(await verifies({ ...signed[0]!, rate: (signed[0]!.rate % 5) + 1 })).toBe(false);
  });

  it('gives every edited review two or three signed versions, each a real edit', async () => {
    const edited = await rows<{ id: number; versions: number }>(
      sql`select r.id, count(v.id)::int + 1 as versions from reviews r
          left join review_versions v on v.review_id = r.id
          where r.is_edited group by r.id`,
    );
    expect(edited.length).toBeGreaterThan(20);
    for (const r of edited) expect([2, 3]).toContain(r.versions);
    expect(edited.some((r) => r.versions === 3)).toBe(true);
    expect(edited.some((r) => r.versions === 2)).toBe(true);
    // unedited reviews have no history
    expect(
      await count(
        sql`select count(*)::int as n from review_versions v join reviews r on r.id = v.review_id
            where not r.is_edited`,
      ),
    ).toBe(0);
    expect(summary.reviewVersions).toBe(
      await count(sql`select count(*)::int as n from review_versions`),
    );

    const history = await rows<
      SignedRow & { review_id: number; written_at: Date; replaced_at: Date | null }
    >(
      sql`select * from (
            select v.review_id, v.id, u.address, v.title, v.content, v.rate, v.language,
                   v.signature, v.signed_message, v.written_at, v.replaced_at
              from review_versions v join reviews r on r.id = v.review_id
              join users u on u.id = r.user_id
            union all
            select r.id, null, u.address, r.title, r.content, r.rate, r.language, r.signature,
                   r.signed_message, r.updated_at, null
              from reviews r join users u on u.id = r.user_id where r.is_edited) h
          order by review_id, written_at`,
    );
    const byReview = new Map<number, typeof history>();
    for (const v of history) byReview.set(v.review_id, [...(byReview.get(v.review_id) ?? []), v]);
    const kinds = { rate: 0, paragraph: 0, title: 0 };
    for (const versions of byReview.values()) {
      for (const [i, v] of versions.entries()) {
        expect(v.signature, `review ${v.review_id} version ${i + 1}`).not.toBeNull();
        expect(await verifies(v), `review ${v.review_id} version ${i + 1}`).toBe(true);
        // each version signed when written, replaced when the next one was
        expect(Number(v.signed_message!.signedAt)).toBe(
          Math.floor(new Date(v.written_at).getTime() / 1000),
        );
        const next = versions[i + 1];
        if (!next) continue;
        expect(new Date(v.replaced_at!).getTime()).toBe(new Date(next.written_at).getTime());
        expect(new Date(v.written_at).getTime()).toBeLessThan(new Date(next.written_at).getTime());
        const paragraphs = (content: string) =>
          (JSON.parse(content) as { content: unknown[] }).content.length;
        const changed = {
          rate: v.rate !== next.rate,
          paragraph: paragraphs(next.content) === paragraphs(v.content) + 1,
          title: v.title !== next.title,
        };
        expect(Object.values(changed).some(Boolean), `review ${v.review_id}`).toBe(true);
        for (const k of Object.keys(kinds) as (keyof typeof kinds)[]) if (changed[k]) kinds[k]++;
      }
    }
    // plausible edits of every kind: a rate changed, a paragraph added, a title reworded
    expect(kinds.rate).toBeGreaterThan(5);
    expect(kinds.paragraph).toBeGreaterThan(5);
    expect(kinds.title).toBeGreaterThan(0);
  });
});

describe('demo seed: determinism', () => {
  const fingerprint = async (target: Db) => {
    const result = (await target.execute(sql`select
      (select md5(string_agg(concat_ws('|', name, symbol, chain, contract_address, lp_address, total_supply, avatar_url, description, links::text, categories::text, review_count, avg_star, trending_score, created_at), '#' order by id)) from projects) as projects,
      (select md5(string_agg(concat_ws('|', address, display_name, bio, score, level, social_links::text, created_at), '#' order by id)) from users) as users,
      (select md5(string_agg(concat_ws('|', project_id, user_id, title, content, rate, language, up_vote_count, down_vote_count, created_at, updated_at), '#' order by id)) from reviews) as reviews,
      (select md5(string_agg(concat_ws('|', review_id, user_id, vote, created_at), '#' order by id)) from votes) as votes,
      (select md5(string_agg(concat_ws('|', review_id, user_id, content, created_at), '#' order by id)) from replies) as replies,
      (select md5(string_agg(concat_ws('|', user_id, amount, reason, source_type, source_id, actor_id, created_at), '#' order by id)) from xp_ledger) as ledger,
      (select md5(string_agg(concat_ws('|', transaction_hash, amount, amount_usd, message), '#' order by id)) from donations) as donations`)) as unknown as {
      rows: Record<string, string>[];
    };
    return result.rows[0]!;
  };

  it('seeds the same data for the same seed and now, and different data for another seed', async () => {
    const second = await createTestDatabase();
    try {
      await seedDemo(second.database.db, { now: NOW });
      const [a, b] = [await fingerprint(db), await fingerprint(second.database.db)];
      expect(b).toEqual(a);
      const names = async (target: Db) =>
        (
          (await target.execute(
            sql`select name, contract_address from projects order by id`,
          )) as unknown as { rows: unknown[] }
        ).rows;
      expect(await names(second.database.db)).toEqual(await names(db));
    } finally {
      await second.cleanup();
    }
    const third = await createTestDatabase();
    try {
      await seedDemo(third.database.db, { now: NOW, seed: 7 });
      const c = await fingerprint(third.database.db);
      expect(c.reviews).not.toBe((await fingerprint(db)).reviews);
    } finally {
      await third.cleanup();
    }
  }, 120_000);
});
