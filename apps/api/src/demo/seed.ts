// The demo data seed: a deterministic catalogue of projects, users, reviews, votes, replies,
// follows, donations and XP, with every denormalized counter equal to its rows. Everything
// is planned in memory from a seeded PRNG and `now`, then bulk-inserted in one transaction.
// Reviewers have deterministic keys and sign most reviews and every version of an edited one
// (seed-signatures.ts).
import { getAddress, type Hex } from 'viem';
import {
  LANGUAGES,
  LIMITS,
  SCORE_LEVELS,
  levelForScore,
  maxEnergyForLevel,
  type Language,
  type ProjectCategory,
} from '@chainreview/shared';
import type { Db } from '../db/client.ts';
import {
  donations,
  projectFollows,
  projects,
  replies,
  reviewVersions,
  reviews,
  userFollows,
  users,
  votes,
  xpLedger,
  type ProjectLinks,
  type SocialLinkRow,
} from '../db/schema.ts';
import {
  CATEGORY_FACTS,
  CHAIN_LABELS,
  GENERAL_FACTS,
  PEOPLE,
  PROJECTS,
  type ProjectDef,
} from './catalogue.ts';
import { logoUrl } from './logo.ts';
import { Random, base58 } from './random.ts';
import { reviewWeight, trustedPopularScore, voteWeight } from '@chainreview/shared';
import { refreshProjectScores } from '../jobs/scores.ts';
import {
  DEMO_SIGNED_SHARE,
  demoReviewerAddress,
  demoReviewerKey,
  planDemoVersions,
  signDemoVersions,
} from './seed-signatures.ts';
import {
  PACKS,
  composeReview,
  extractHashtags,
  titleCandidates,
  toPlainText,
  toRichText,
} from './texts/index.ts';

export interface SeedSummary {
  projects: number;
  users: number;
  reviews: number;
  votes: number;
  replies: number;
  projectFollows: number;
  userFollows: number;
  donations: number;
  xpLedger: number;
  signedReviews: number;
  reviewVersions: number;
}

export const DEFAULT_DEMO_SEED = 20_240_521;
/** The site demo signatures name when the caller gives none (PUBLIC_URL's default origin). */
export const DEFAULT_DEMO_SITE = 'http://127.0.0.1:3000';

/** Dev wallets (Hardhat accounts 0 and 1) must start fresh: the seed never creates them. */
const RESERVED_ADDRESSES = new Set([
  '0xf39fd6e51aad88f6f4ce6ab8827279cfffb92266',
  '0x70997970c51812dc3a010c7d01b50e0d17dc79c8',
]);

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;
/** BNB price (USD) used to value demo BNB donations: 1 milli-BNB = 60 cents. */
const CENTS_PER_MILLI_BNB = 60;
const INSERT_CHUNK = 400;

/** 0 = a lurker who votes and follows but never reviews; 1..9 = the level aimed at. */
const TARGET_LEVELS = [
  ...Array<number>(5).fill(0),
  ...Array<number>(3).fill(1),
  ...Array<number>(8).fill(2),
  ...Array<number>(9).fill(3),
  ...Array<number>(9).fill(4),
  ...Array<number>(6).fill(5),
  ...Array<number>(4).fill(6),
  ...Array<number>(2).fill(7),
  8,
  9,
];
const REVIEW_CAP = [0, 1, 3, 8, 60, 60, 60, 60, 60, 60];
const ACTIVITY_WEIGHT = [0, 0.4, 0.7, 1, 1.4, 1.8, 2.2, 2.6, 3, 3];

interface UserPlan {
  index: number;
  address: string;
  /** The reviewer's deterministic key: it signs their reviews. */
  privateKey: Hex;
  displayName: string | null;
  bio: string | null;
  language: Language;
  avatarUrl: string | null;
  target: number;
  createdAt: number;
  reviewCount: number;
  lastActivity: number;
}

interface ProjectPlan {
  index: number;
  def: ProjectDef;
  status: 'active' | 'pending' | 'blocked';
  contractAddress: string | null;
  lpAddress: string | null;
  router: number | null;
  decimals: number | null;
  totalSupply: string | null;
  avatarUrl: string;
  isVerified: boolean;
  description: string;
  links: ProjectLinks;
  auditLink: string | null;
  coinGeckoLink: string | null;
  coinMarketCapLink: string | null;
  ownerIndex: number | null;
  submittedByIndex: number | null;
  createdAt: number;
  updatedAt: number;
  quality: number;
  /** 0..1, 1 = the most talked-about project. */
  popularity: number;
}

interface ReviewPlan {
  index: number;
  user: number;
  project: number;
  title: string;
  content: string;
  contentText: string;
  paragraphs: string[];
  hashtags: string[];
  rate: number;
  language: Language;
  isEdited: boolean;
  createdAt: number;
  updatedAt: number;
  up: number;
  down: number;
  replies: number;
  donateCents: number;
}

interface VotePlan {
  review: number;
  user: number;
  vote: 1 | -1;
  at: number;
}

interface ReplyPlan {
  index: number;
  review: number;
  user: number;
  content: string;
  at: number;
}

interface DonationPlan {
  index: number;
  review: number;
  from: number;
  to: number;
  token: 'BNB' | 'BUSD';
  amountWei: string;
  cents: number;
  message: string | null;
  txHash: string;
  at: number;
}

interface XpEvent {
  user: number;
  amount: number;
  reason:
    | 'review_published'
    | 'upvote_received'
    | 'downvote_received'
    | 'reply_received'
    | 'donation_received';
  source: { kind: 'review' | 'reply' | 'donation'; index: number };
  actor: number | null;
  at: number;
  seq: number;
}

function slugOf(name: string): string {
  return name
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}

function centsToNumeric(cents: number): string {
  return `${Math.floor(cents / 100)}.${String(cents % 100).padStart(2, '0')}`;
}

function chunks<T>(items: readonly T[], size = INSERT_CHUNK): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < items.length; i += size) out.push(items.slice(i, i + size));
  return out;
}

/** Users in language round-robin, so every language has people at every level. */
function interleavedPeople(): { displayName: string | null; language: Language }[] {
  const out: { displayName: string | null; language: Language }[] = [];
  const longest = Math.max(...LANGUAGES.map((l) => PEOPLE[l].length));
  for (let i = 0; i < longest; i++) {
    for (const language of LANGUAGES) {
      const list = PEOPLE[language];
      if (i < list.length) out.push({ displayName: list[i]!, language });
    }
  }
  return out;
}

/** Replays a user's XP events in time order; a deduction never takes the score below 0. */
function sweepXp(events: readonly XpEvent[]): { rows: XpEvent[]; score: number } {
  const sorted = [...events].sort((a, b) => a.at - b.at || a.seq - b.seq);
  let score = 0;
  const rows: XpEvent[] = [];
  for (const event of sorted) {
    const amount = event.amount < 0 ? Math.max(event.amount, -score) : event.amount;
    if (amount === 0) continue;
    score += amount;
    rows.push({ ...event, amount });
  }
  return { rows, score };
}

export async function seedDemo(
  db: Db,
  options: { now: Date; seed?: number; site?: string },
): Promise<SeedSummary> {
  const now = options.now.getTime();
  const rng = new Random(options.seed ?? DEFAULT_DEMO_SEED);
  // signatures and edit histories draw from their own stream: the rest of the data stays as is
  const signRng = new Random((options.seed ?? DEFAULT_DEMO_SEED) ^ 0x5a5a5a5a);
  const site = options.site ?? DEFAULT_DEMO_SITE;

  const usedAddresses = new Set<string>(RESERVED_ADDRESSES);
  const evmAddress = (): string => {
    for (;;) {
      const address = getAddress(`0x${rng.hex(20)}`);
      const lower = address.toLowerCase();
      if (usedAddresses.has(lower) || /^0x0{40}$/.test(lower)) continue;
      usedAddresses.add(lower);
      return address;
    }
  };
  /** A reviewer's wallet: a key from the stream, its address never a dev wallet or reused. */
  const reviewerWallet = (): { address: string; privateKey: Hex } => {
    for (;;) {
      const privateKey = demoReviewerKey(rng.hex(20));
      const address = demoReviewerAddress(privateKey);
      const lower = address.toLowerCase();
      if (usedAddresses.has(lower)) continue;
      usedAddresses.add(lower);
      return { address, privateKey };
    }
  };
  const between = (lo: number, hi: number, skew = 1): number =>
    lo + (hi - lo) * Math.pow(rng.next(), skew);

  // ---- users ------------------------------------------------------------------------------
  const people = interleavedPeople();
  const targets = rng.shuffle(TARGET_LEVELS).slice(0, people.length);
  const userPlans: UserPlan[] = people.map((person, index) => {
    const target = targets[index] ?? 2;
    const { address, privateKey } = reviewerWallet();
    const daysAgo = target >= 5 ? rng.int(260, 440) : rng.int(20, 420);
    const pack = PACKS[person.language];
    return {
      index,
      address,
      privateKey,
      displayName: person.displayName,
      bio: rng.chance(0.55) ? rng.pick(pack.bios) : null,
      language: person.language,
      avatarUrl: rng.chance(0.65) ? logoUrl(rng, person.displayName ?? address.slice(2, 4)) : null,
      target,
      createdAt: now - daysAgo * DAY - rng.int(0, DAY - 1),
      reviewCount: 0,
      lastActivity: 0,
    };
  });
  const reviewers = userPlans.filter((u) => u.target > 0);

  // ---- projects ---------------------------------------------------------------------------
  // Popularity rank: random, leaning towards the better projects (the home page leads with them).
  const qualities = PROJECTS.map((def) => def.quality ?? 3.6 + rng.next() * 1.3);
  const rankOrder = PROJECTS.map((def, i) => ({
    i,
    def,
    key: rng.next() + (qualities[i]! - 3.6) * 0.35,
  }))
    .filter(({ def }) => !def.status && !def.fresh)
    .sort((a, b) => b.key - a.key)
    .map(({ i }) => i);
  const popularityRank = new Map(rankOrder.map((projectIndex, rank) => [projectIndex, rank]));
  const projectPlans: ProjectPlan[] = PROJECTS.map((def, index) => {
    const status = def.status ?? 'active';
    const evm = def.chain !== 'solana' && def.chain !== 'non_evm';
    let createdAt: number;
    if (status === 'pending') createdAt = now - rng.int(1, 4) * DAY - rng.int(0, DAY - 1);
    else if (status === 'blocked') createdAt = now - rng.int(120, 260) * DAY;
    else if (def.fresh) createdAt = now - rng.int(1, 9) * DAY - rng.int(0, DAY - 1);
    else createdAt = now - rng.int(15, 400) * DAY - rng.int(0, DAY - 1);

    let contractAddress: string | null = null;
    let lpAddress: string | null = null;
    let router: number | null = null;
    let decimals: number | null = null;
    let totalSupply: string | null = null;
    if (!def.noAddress) {
      if (evm) {
        contractAddress = evmAddress();
        if (def.nft) {
          decimals = 0;
          totalSupply = String(def.supply ?? 10_000);
        } else {
          decimals =
            def.categories.includes('stablecoins') && def.chain !== 'bsc'
              ? 6
              : rng.chance(0.15)
                ? 9
                : 18;
          lpAddress = evmAddress();
          router = rng.chance(0.6) ? 1 : 3;
          const units = rng.pick([
            1_000_000n,
            10_000_000n,
            21_000_000n,
            100_000_000n,
            500_000_000n,
            1_000_000_000n,
            1_000_000_000_000n,
          ]);
          totalSupply = (units * 10n ** BigInt(decimals)).toString();
        }
      } else {
        contractAddress = base58(rng.bytes(32));
        decimals = def.nft
          ? 0
          : def.categories.includes('stablecoins') || def.categories.includes('payment')
            ? 6
            : 9;
        totalSupply = def.nft
          ? String(def.supply ?? 10_000)
          : (
              rng.pick([100_000_000n, 1_000_000_000n, 10_000_000_000n]) *
              10n ** BigInt(decimals)
            ).toString();
      }
    }

    const slug = slugOf(def.name);
    const handle = slug.replace(/-/g, '');
    const site = `https://${slug}.example`;
    const links: ProjectLinks = { websiteLink: site };
    if (rng.chance(0.92)) links.twitterLink = `https://twitter.example/${handle}`;
    if (rng.chance(0.7)) links.telegramLink = `https://telegram.example/${handle}`;
    if (rng.chance(0.6)) links.discordLink = `https://discord.example/invite/${handle}`;
    if (rng.chance(0.35)) links.mediumLink = `https://medium.example/@${handle}`;
    if (!def.nft && rng.chance(0.5)) links.githubLink = `https://github.example/${slug}`;
    if (!def.nft && rng.chance(0.45)) links.whitepaper = `${site}/whitepaper.pdf`;
    if (rng.chance(0.15)) links.redditLink = `https://reddit.example/r/${handle}`;
    if (rng.chance(0.15)) links.youtubeLink = `https://youtube.example/@${handle}`;
    if (rng.chance(0.1)) links.facebookLink = `https://facebook.example/${handle}`;
    if (def.nft && rng.chance(0.5)) links.instagramLink = `https://instagram.example/${handle}`;
    if (def.nft && rng.chance(0.2)) links.tikTokLink = `https://tiktok.example/@${handle}`;
    if (contractAddress && rng.chance(0.3)) {
      links.listingLinks = rng
        .shuffle([
          'https://exchange-one.example',
          'https://tradehub.example',
          'https://coinplaza.example',
        ])
        .slice(0, rng.int(1, 2))
        .map((host) => `${host}/trade/${def.symbol}`);
    }

    const fill = (s: string) => s.replaceAll('{name}', def.name).replaceAll('{symbol}', def.symbol);
    const mentionsChain =
      /Ethereum|BNB Chain|mainnet|rollups?$/.test(def.kind) || def.chain === 'non_evm';
    const sentences = [
      `${def.name} (${def.symbol}) is ${def.kind}${mentionsChain ? '' : ` on ${CHAIN_LABELS[def.chain]}`}.`,
    ];
    sentences.push(
      ...rng
        .shuffle(def.categories.flatMap((c) => CATEGORY_FACTS[c]))
        .slice(0, rng.int(1, 2))
        .map(fill),
    );
    if (rng.chance(0.6)) sentences.push(rng.pick(GENERAL_FACTS));

    const rank = popularityRank.get(index);
    return {
      index,
      def,
      status,
      contractAddress,
      lpAddress,
      router,
      decimals,
      totalSupply,
      avatarUrl: logoUrl(rng, def.name),
      isVerified: status === 'active' && rng.chance(def.fresh ? 0.2 : 0.45),
      description: sentences.join(' '),
      links,
      auditLink: rng.chance(0.4) ? `https://audits.example/reports/${slug}` : null,
      coinGeckoLink:
        contractAddress && !def.nft && rng.chance(0.5)
          ? `https://coingecko.example/coins/${slug}`
          : null,
      coinMarketCapLink:
        contractAddress && !def.nft && rng.chance(0.45)
          ? `https://coinmarketcap.example/currencies/${slug}`
          : null,
      ownerIndex: null,
      submittedByIndex: null,
      createdAt,
      updatedAt: createdAt,
      quality: qualities[index]!,
      popularity: rank === undefined ? 0 : 1 / (1 + 0.25 * rank),
    };
  });
  const activeProjects = projectPlans.filter((p) => p.status === 'active');

  // Product owners: a few reviewers own one or two projects (and submitted them).
  const ownerCandidates = rng.shuffle(reviewers.filter((u) => u.target >= 3)).slice(0, 5);
  const ownedProjects = rng.shuffle(activeProjects).slice(0, 8);
  ownedProjects.forEach((project, i) => {
    // an owner had an account before listing the project
    const rotated = [
      ...ownerCandidates.slice(i % ownerCandidates.length),
      ...ownerCandidates.slice(0, i % ownerCandidates.length),
    ];
    const owner = rotated.find((u) => u.createdAt < project.createdAt - DAY);
    if (!owner) return;
    project.ownerIndex = owner.index;
    project.submittedByIndex = owner.index;
  });
  for (const project of projectPlans) {
    if (project.status !== 'active') {
      const submitters = reviewers.filter((u) => u.createdAt < project.createdAt);
      if (submitters.length > 0) project.submittedByIndex = rng.pick(submitters).index;
    }
    if (rng.chance(0.5))
      project.updatedAt = Math.min(now - HOUR, project.createdAt + rng.int(1, 60) * DAY);
  }

  // ---- reviews ----------------------------------------------------------------------------
  const reviewPlans: ReviewPlan[] = [];
  const reviewedProjects = rankOrder.map((i) => projectPlans[i]!);
  for (const [rank, project] of reviewedProjects.entries()) {
    const wanted = Math.round((2 + 30 / (1 + 0.25 * rank)) * (0.8 + 0.4 * rng.next()));
    const eligible = reviewers.filter(
      (u) =>
        u.reviewCount < REVIEW_CAP[u.target]! &&
        u.index !== project.ownerIndex &&
        u.createdAt < now - 2 * HOUR,
    );
    const chosen = rng.sampleWeighted(
      eligible,
      eligible.map((u) => ACTIVITY_WEIGHT[u.target]!),
      wanted,
    );
    const usedTitles = new Set<string>();
    for (const user of chosen) {
      let rate: number;
      if (rng.chance(0.08)) rate = rng.chance(0.6) ? 1 : 2;
      else {
        const noise = (rng.next() + rng.next() + rng.next() - 1.5) * 1.6;
        rate = Math.min(5, Math.max(1, Math.round(project.quality + noise)));
      }
      let language: Language = user.language;
      if (user.language !== 'en' && rng.chance(0.15)) language = 'en';
      else if (user.language === 'en' && rng.chance(0.08))
        language = rng.pick(LANGUAGES.filter((l) => l !== 'en'));
      const pack = PACKS[language];
      const ctx = { name: project.def.name, symbol: project.def.symbol };
      const tags: string[] = [];
      if (rng.chance(0.3)) {
        const pool = [
          ...project.def.categories.flatMap((c) => pack.hashtags[c]),
          ...pack.hashtags.general,
        ];
        tags.push(...rng.shuffle(pool).slice(0, rng.int(1, 2)));
        if (rng.chance(0.6)) tags.push(project.def.symbol);
      }
      const paragraphs = composeReview(rng, language, {
        ...ctx,
        categories: project.def.categories as ProjectCategory[],
        rate,
        long: rng.chance(0.15),
        hashtags: tags,
      });
      const candidates = titleCandidates(language, rate, ctx);
      const fresh = candidates.filter((t) => !usedTitles.has(t));
      const title = rng.pick(fresh.length > 0 ? fresh : candidates);
      usedTitles.add(title);
      const contentText = toPlainText(paragraphs);

      const lo = Math.max(project.createdAt, user.createdAt) + HOUR;
      const createdAt = Math.round(between(lo, now - 10 * MINUTE, 0.7));
      let updatedAt = createdAt;
      let isEdited = false;
      if (rng.chance(0.15)) {
        const edited = Math.min(now - MINUTE, createdAt + rng.int(2 * HOUR, 40 * DAY));
        if (edited > createdAt) {
          updatedAt = edited;
          isEdited = true;
        }
      }
      user.reviewCount++;
      reviewPlans.push({
        index: reviewPlans.length,
        user: user.index,
        project: project.index,
        title,
        content: toRichText(paragraphs),
        contentText,
        paragraphs,
        hashtags: extractHashtags(contentText),
        rate,
        language,
        isEdited,
        createdAt,
        updatedAt,
        up: 0,
        down: 0,
        replies: 0,
        donateCents: 0,
      });
    }
  }

  // ---- votes ------------------------------------------------------------------------------
  const votePlans: VotePlan[] = [];
  for (const review of reviewPlans) {
    const project = projectPlans[review.project]!;
    const author = userPlans[review.user]!;
    const lambda = 1 + 7 * project.popularity + 6 * ((author.target - 1) / 8);
    const wanted = Math.round(lambda * (0.3 + 1.4 * rng.next()));
    const offside = Math.abs(review.rate - project.quality) >= 2;
    const pUp = rng.chance(0.1) ? 0.5 : offside ? 0.55 : 0.86;
    const voters = rng.sampleWeighted(
      userPlans.filter((u) => u.index !== review.user),
      userPlans.filter((u) => u.index !== review.user).map((u) => 0.6 + ACTIVITY_WEIGHT[u.target]!),
      wanted,
    );
    for (const voter of voters) {
      const lo = Math.max(review.createdAt, voter.createdAt) + MINUTE;
      if (lo >= now - MINUTE) continue;
      const vote: 1 | -1 = rng.chance(pUp) ? 1 : -1;
      votePlans.push({
        review: review.index,
        user: voter.index,
        vote,
        at: Math.round(between(lo, now - MINUTE, 2.5)),
      });
      if (vote === 1) review.up++;
      else review.down++;
    }
  }

  // ---- replies ----------------------------------------------------------------------------
  const replyPlans: ReplyPlan[] = [];
  for (const review of reviewPlans) {
    const project = projectPlans[review.project]!;
    if (!rng.chance(0.25 + 0.4 * project.popularity)) continue;
    const count = Math.min(8, 1 + Math.floor(rng.next() * (1 + (review.up + review.down) / 3)));
    const others = userPlans.filter((u) => u.index !== review.user);
    const repliers = rng.sampleWeighted(
      others,
      others.map((u) => 0.5 + ACTIVITY_WEIGHT[u.target]!),
      count,
    );
    let last = review.createdAt;
    const used = new Set<string>();
    for (const [i, replier] of repliers.entries()) {
      // now and then the author answers the thread
      const byAuthor = i > 0 && rng.chance(0.25);
      const user = byAuthor ? userPlans[review.user]! : replier;
      const lo = Math.max(last, user.createdAt) + MINUTE;
      if (lo >= now - MINUTE) continue;
      const language: Language = rng.chance(0.85) ? review.language : user.language;
      const pool = byAuthor ? PACKS[language].authorReplies : PACKS[language].replies;
      const fresh = pool.filter((text) => !used.has(text));
      const content = rng.pick(fresh.length > 0 ? fresh : pool);
      used.add(content);
      last = Math.round(between(lo, Math.min(now - MINUTE, lo + 20 * DAY), 1.5));
      replyPlans.push({
        index: replyPlans.length,
        review: review.index,
        user: user.index,
        content,
        at: last,
      });
      review.replies++;
    }
  }

  // ---- follows ----------------------------------------------------------------------------
  const projectFollowPlans: { user: number; project: number; at: number }[] = [];
  const userFollowPlans: { follower: number; followee: number; at: number }[] = [];
  const reviewedBy = new Map<number, Set<number>>();
  for (const review of reviewPlans) {
    if (!reviewedBy.has(review.user)) reviewedBy.set(review.user, new Set());
    reviewedBy.get(review.user)!.add(review.project);
  }
  for (const user of userPlans) {
    const follows = new Set<number>();
    const count = user.target === 0 ? rng.int(2, 8) : rng.int(0, 12);
    for (const project of rng.sampleWeighted(
      activeProjects,
      activeProjects.map((p) => 0.15 + p.popularity),
      count,
    )) {
      follows.add(project.index);
    }
    for (const projectIndex of reviewedBy.get(user.index) ?? [])
      if (rng.chance(0.3)) follows.add(projectIndex);
    for (const project of activeProjects)
      if (project.ownerIndex === user.index) follows.add(project.index);
    for (const projectIndex of [...follows].sort((a, b) => a - b)) {
      const project = projectPlans[projectIndex]!;
      const lo = Math.max(user.createdAt, project.createdAt) + HOUR;
      if (lo >= now - MINUTE) continue;
      projectFollowPlans.push({
        user: user.index,
        project: projectIndex,
        at: Math.round(between(lo, now - MINUTE)),
      });
    }

    const others = userPlans.filter((u) => u.index !== user.index);
    const followees = rng.sampleWeighted(
      others,
      others.map((u) => 0.2 + Math.pow(u.target, 1.5)),
      rng.int(0, 10),
    );
    for (const followee of followees.sort((a, b) => a.index - b.index)) {
      const lo = Math.max(user.createdAt, followee.createdAt) + HOUR;
      if (lo >= now - MINUTE) continue;
      userFollowPlans.push({
        follower: user.index,
        followee: followee.index,
        at: Math.round(between(lo, now - MINUTE)),
      });
    }
  }

  // ---- donations and XP -------------------------------------------------------------------
  const donationPlans: DonationPlan[] = [];
  const reviewsOf = new Map<number, ReviewPlan[]>();
  for (const review of reviewPlans) {
    if (!reviewsOf.has(review.user)) reviewsOf.set(review.user, []);
    reviewsOf.get(review.user)!.push(review);
  }
  const addDonation = (
    review: ReviewPlan,
    token: 'BNB' | 'BUSD',
    units: number,
  ): DonationPlan | null => {
    const recipient = review.user;
    const donors = userPlans.filter((u) => u.index !== recipient);
    const donor = rng.sampleWeighted(
      donors,
      donors.map((u) => 0.5 + ACTIVITY_WEIGHT[u.target]!),
      1,
    )[0]!;
    const lo = Math.max(review.createdAt, donor.createdAt) + HOUR;
    if (lo >= now - 5 * MINUTE) return null;
    // BNB: units are milli-BNB; BUSD: units are whole dollars.
    const cents = token === 'BNB' ? units * CENTS_PER_MILLI_BNB : units * 100;
    const amountWei = token === 'BNB' ? BigInt(units) * 10n ** 15n : BigInt(units) * 10n ** 18n;
    const plan: DonationPlan = {
      index: donationPlans.length,
      review: review.index,
      from: donor.index,
      to: recipient,
      token,
      amountWei: amountWei.toString(),
      cents,
      message: rng.chance(0.6) ? rng.pick(PACKS[donor.language].donationMessages) : null,
      txHash: `0x${rng.hex(32)}`,
      at: Math.round(between(lo, now - 5 * MINUTE)),
    };
    donationPlans.push(plan);
    review.donateCents += cents;
    return plan;
  };
  // Tips: small donations to well-liked reviews.
  for (let i = 0; i < 40; i++) {
    const review = rng.sampleWeighted(
      reviewPlans,
      reviewPlans.map((r) => 1 + r.up),
      1,
    )[0]!;
    if (rng.chance(0.6)) addDonation(review, 'BNB', rng.int(1, 150));
    else addDonation(review, 'BUSD', rng.int(1, 50));
  }

  let seq = 0;
  const eventsOf = new Map<number, XpEvent[]>(userPlans.map((u) => [u.index, []]));
  const addEvent = (event: Omit<XpEvent, 'seq'>) =>
    eventsOf.get(event.user)!.push({ ...event, seq: seq++ });
  for (const review of reviewPlans) {
    addEvent({
      user: review.user,
      amount: 10,
      reason: 'review_published',
      source: { kind: 'review', index: review.index },
      actor: null,
      at: review.createdAt,
    });
  }
  for (const vote of votePlans) {
    const author = reviewPlans[vote.review]!.user;
    addEvent({
      user: author,
      amount: vote.vote === 1 ? 2 : -1,
      reason: vote.vote === 1 ? 'upvote_received' : 'downvote_received',
      source: { kind: 'review', index: vote.review },
      actor: vote.user,
      at: vote.at,
    });
  }
  for (const reply of replyPlans) {
    const author = reviewPlans[reply.review]!.user;
    if (author === reply.user) continue;
    addEvent({
      user: author,
      amount: 1,
      reason: 'reply_received',
      source: { kind: 'reply', index: reply.index },
      actor: reply.user,
      at: reply.at,
    });
  }
  const donationEvent = (donation: DonationPlan) => {
    const amount = Math.floor(donation.cents / 100);
    if (amount > 0) {
      addEvent({
        user: donation.to,
        amount,
        reason: 'donation_received',
        source: { kind: 'donation', index: donation.index },
        actor: donation.from,
        at: donation.at,
      });
    }
  };
  donationPlans.forEach(donationEvent);

  // Top-ups: reviewers below the level they stand for receive (larger) donations.
  for (const user of reviewers) {
    const own = reviewsOf.get(user.index) ?? [];
    if (own.length === 0) continue;
    const level = SCORE_LEVELS[user.target - 1]!;
    const max = level.max ?? Math.round(level.min * 1.3);
    const goal = Math.round(level.min + (max - level.min) * (0.15 + 0.7 * rng.next()));
    let need = goal - sweepXp(eventsOf.get(user.index)!).score;
    while (need > 0) {
      let dollars =
        need <= 40
          ? need
          : Math.min(
              LIMITS.donation.maxBUSD,
              Math.max(1, Math.round(need * (0.3 + 0.5 * rng.next()))),
            );
      if (need - dollars < 10) dollars = Math.min(need, LIMITS.donation.maxBUSD);
      const donation = addDonation(rng.pick(own), 'BUSD', dollars);
      if (!donation) break;
      donationEvent(donation);
      need -= dollars;
    }
  }

  const ledger: XpEvent[] = [];
  const scores = new Map<number, number>();
  for (const user of userPlans) {
    const { rows, score } = sweepXp(eventsOf.get(user.index)!);
    ledger.push(...rows);
    scores.set(user.index, score);
  }

  // ---- trust weights: each review and vote weighed by its author's standing then --
  const sortedEvents = new Map(
    [...eventsOf].map(([user, events]) => [
      user,
      [...events].sort((a, b) => a.at - b.at || a.seq - b.seq),
    ]),
  );
  /** The user's level and account age (days) just before `at`, as the live server reads them. */
  const standingAt = (user: number, at: number) => {
    let score = 0;
    for (const e of sortedEvents.get(user) ?? []) {
      if (e.at >= at) break;
      score = Math.max(0, score + e.amount);
    }
    return {
      level: levelForScore(score).level,
      accountAgeDays: Math.max(0, (at - userPlans[user]!.createdAt) / DAY),
    };
  };
  const reviewTrust = reviewPlans.map((review) =>
    reviewWeight({
      ...standingAt(review.user, review.createdAt),
      reviewsBefore: (reviewsOf.get(review.user) ?? []).filter(
        (r) => r.createdAt < review.createdAt,
      ).length,
      upheldAgainst: 0,
      holderBadge: null,
    }),
  );
  const voteTrust = new Map(votePlans.map((v) => [v, voteWeight(standingAt(v.user, v.at))]));
  const weighedVotes = new Map<number, { voterId: number; value: number; weight: number }[]>();
  for (const vote of votePlans) {
    const list = weighedVotes.get(vote.review) ?? [];
    list.push({ voterId: vote.user, value: vote.vote, weight: voteTrust.get(vote)! });
    weighedVotes.set(vote.review, list);
  }

  // ---- aggregates -------------------------------------------------------------------------
  const userStats = userPlans.map(() => ({
    followers: 0,
    following: 0,
    followingProjects: 0,
    donateCents: 0,
  }));
  for (const f of userFollowPlans) {
    userStats[f.followee]!.followers++;
    userStats[f.follower]!.following++;
  }
  for (const f of projectFollowPlans) userStats[f.user]!.followingProjects++;
  for (const d of donationPlans) userStats[d.to]!.donateCents += d.cents;
  const touch = (user: number, at: number) => {
    const plan = userPlans[user]!;
    plan.lastActivity = Math.max(plan.lastActivity, at);
  };
  for (const r of reviewPlans) touch(r.user, r.updatedAt);
  for (const r of replyPlans) touch(r.user, r.at);

  const projectStats = projectPlans.map(() => ({
    count: 0,
    stars: [0, 0, 0, 0, 0],
    sum: 0,
    votes: 0,
    followers: 0,
  }));
  for (const r of reviewPlans) {
    const s = projectStats[r.project]!;
    s.count++;
    s.stars[r.rate - 1]!++;
    s.sum += r.rate;
  }
  for (const v of votePlans) {
    const r = reviewPlans[v.review]!;
    projectStats[r.project]!.votes++;
  }
  for (const f of projectFollowPlans) {
    projectStats[f.project]!.followers++;
  }

  // ---- insert -----------------------------------------------------------------------------
  const nowDate = new Date(now);
  const summary = { signedReviews: 0, reviewVersions: 0 };
  await db.transaction(async (tx) => {
    const userIds: number[] = [];
    const userValues = userPlans.map((u) => {
      const score = scores.get(u.index)!;
      const level = levelForScore(score).level;
      const maxEnergy = maxEnergyForLevel(level);
      const socialLinks: SocialLinkRow[] = [];
      if (rng.chance(0.6)) {
        const handle =
          u.displayName && /^[\x20-\x7e]+$/.test(u.displayName)
            ? u.displayName
                .toLowerCase()
                .replace(/[^a-z0-9]+/g, '_')
                .replace(/^_|_$/g, '')
            : `user${u.address.slice(2, 8).toLowerCase()}`;
        const isPublic = level >= 3 && rng.chance(0.8);
        socialLinks.push({ name: 'twitter', url: `https://twitter.example/${handle}`, isPublic });
        if (rng.chance(0.5))
          socialLinks.push({
            name: 'telegram',
            url: `https://telegram.example/${handle}`,
            isPublic,
          });
      }
      return {
        address: u.address,
        displayName: u.displayName,
        bio: u.bio,
        avatarUrl: u.avatarUrl,
        avatarType: u.avatarUrl ? ('normal' as const) : null,
        score,
        level,
        reviewsCount: u.reviewCount,
        followersCount: userStats[u.index]!.followers,
        followingCount: userStats[u.index]!.following,
        followingProjectsCount: userStats[u.index]!.followingProjects,
        donateReceivedUsd: centsToNumeric(userStats[u.index]!.donateCents),
        language: u.language,
        socialLinks,
        lastEnergy: rng.chance(0.6) ? maxEnergy : rng.int(0, maxEnergy),
        lastResetEnergy: new Date(now - rng.int(0, 20 * HOUR)),
        createdAt: new Date(u.createdAt),
        updatedAt: new Date(Math.max(u.createdAt, u.lastActivity)),
      };
    });
    for (const chunk of chunks(userValues)) {
      const rows = await tx
        .insert(users)
        .values(chunk)
        .returning({ id: users.id, address: users.address });
      const byAddress = new Map(rows.map((r) => [r.address, r.id]));
      for (const value of chunk) userIds.push(byAddress.get(value.address)!);
    }

    const projectIds: number[] = [];
    const projectValues = projectPlans.map((p) => {
      const s = projectStats[p.index]!;
      return {
        name: p.def.name,
        symbol: p.def.symbol,
        chain: p.def.chain,
        contractAddress: p.contractAddress,
        lpAddress: p.lpAddress,
        router: p.router,
        decimals: p.decimals,
        totalSupply: p.totalSupply,
        avatarUrl: p.avatarUrl,
        avatarType: 'normal' as const,
        isVerified: p.isVerified,
        ownerAddress: p.ownerIndex === null ? null : userPlans[p.ownerIndex]!.address,
        description: p.description,
        type: p.def.nft ? ('nft' as const) : ('normal' as const),
        categories: p.def.categories,
        status: p.status,
        auditLink: p.auditLink,
        coinGeckoLink: p.coinGeckoLink,
        coinMarketCapLink: p.coinMarketCapLink,
        links: p.links,
        submittedBy: p.submittedByIndex === null ? null : userIds[p.submittedByIndex]!,
        reviewCount: s.count,
        star1: s.stars[0]!,
        star2: s.stars[1]!,
        star3: s.stars[2]!,
        star4: s.stars[3]!,
        star5: s.stars[4]!,
        avgStar: s.count ? s.sum / s.count : 0,
        followersCount: s.followers,
        createdAt: new Date(p.createdAt),
        updatedAt: new Date(p.updatedAt),
      };
    });
    for (const chunk of chunks(projectValues)) {
      const rows = await tx
        .insert(projects)
        .values(chunk)
        .returning({ id: projects.id, name: projects.name });
      const byName = new Map(rows.map((r) => [r.name, r.id]));
      for (const value of chunk) projectIds.push(byName.get(value.name)!);
    }

    // each review's versions, signed by its author's key (most reviews; every edited one)
    const versionsOf = await Promise.all(
      reviewPlans.map((r) => {
        const project = projectPlans[r.project]!;
        const drafts = planDemoVersions(signRng, {
          title: r.title,
          paragraphs: r.paragraphs,
          rate: r.rate,
          language: r.language,
          createdAt: r.createdAt,
          updatedAt: r.updatedAt,
          isEdited: r.isEdited,
          project: { name: project.def.name, symbol: project.def.symbol },
        });
        return signDemoVersions(drafts, {
          privateKey: userPlans[r.user]!.privateKey,
          author: userPlans[r.user]!.address,
          site,
          sign: r.isEdited || signRng.chance(DEMO_SIGNED_SHARE),
          language: r.language,
          project: {
            id: projectIds[r.project]!,
            chain: project.def.chain,
            contractAddress: project.contractAddress,
          },
        });
      }),
    );
    const currentOf = (r: ReviewPlan) => versionsOf[r.index]![versionsOf[r.index]!.length - 1]!;

    const reviewIds: number[] = [];
    const reviewValues = reviewPlans.map((r) => ({
      projectId: projectIds[r.project]!,
      userId: userIds[r.user]!,
      title: r.title,
      content: r.content,
      contentText: r.contentText,
      rate: r.rate,
      language: r.language,
      isEdited: r.isEdited,
      upVoteCount: r.up,
      downVoteCount: r.down,
      repliesCount: r.replies,
      donateTotalUsd: centsToNumeric(r.donateCents),
      popularScore: trustedPopularScore(weighedVotes.get(r.index) ?? []),
      trustWeight: reviewTrust[r.index]!,
      hashtags: r.hashtags,
      signature: currentOf(r).signature,
      signedMessage: currentOf(r).signedMessage,
      status: 'active' as const,
      createdAt: new Date(r.createdAt),
      updatedAt: new Date(r.updatedAt),
    }));
    for (const chunk of chunks(reviewValues)) {
      const rows = await tx
        .insert(reviews)
        .values(chunk)
        .returning({ id: reviews.id, userId: reviews.userId, projectId: reviews.projectId });
      const byPair = new Map(rows.map((r) => [`${r.userId}:${r.projectId}`, r.id]));
      for (const value of chunk) reviewIds.push(byPair.get(`${value.userId}:${value.projectId}`)!);
    }

    // the earlier versions of edited reviews, as an edit through the service archives them
    const earlier = reviewPlans.flatMap((r) => {
      const versions = versionsOf[r.index]!;
      return versions.slice(0, -1).map((v, i) => ({
        reviewId: reviewIds[r.index]!,
        title: v.title,
        content: v.content,
        contentText: v.contentText,
        rate: v.rate,
        language: r.language,
        signature: v.signature,
        signedMessage: v.signedMessage,
        writtenAt: v.writtenAt,
        replacedAt: versions[i + 1]!.writtenAt,
      }));
    });
    for (const chunk of chunks(earlier)) await tx.insert(reviewVersions).values(chunk);
    summary.signedReviews = reviewValues.filter((r) => r.signature !== null).length;
    summary.reviewVersions = earlier.length;

    for (const chunk of chunks(votePlans)) {
      await tx.insert(votes).values(
        chunk.map((v) => ({
          reviewId: reviewIds[v.review]!,
          userId: userIds[v.user]!,
          vote: v.vote,
          weight: voteTrust.get(v)!,
          createdAt: new Date(v.at),
          updatedAt: new Date(v.at),
        })),
      );
    }

    const replyIds: number[] = [];
    for (const chunk of chunks(replyPlans)) {
      const values = chunk.map((r) => ({
        reviewId: reviewIds[r.review]!,
        userId: userIds[r.user]!,
        content: r.content,
        createdAt: new Date(r.at),
        updatedAt: new Date(r.at),
      }));
      const rows = await tx.insert(replies).values(values).returning({
        id: replies.id,
        reviewId: replies.reviewId,
        userId: replies.userId,
        createdAt: replies.createdAt,
      });
      const key = (reviewId: number, userId: number, at: Date) =>
        `${reviewId}:${userId}:${at.getTime()}`;
      const byKey = new Map<string, number[]>();
      for (const row of rows) {
        const k = key(row.reviewId, row.userId, row.createdAt);
        byKey.set(
          k,
          [...(byKey.get(k) ?? []), row.id].sort((a, b) => a - b),
        );
      }
      for (const value of values)
        replyIds.push(byKey.get(key(value.reviewId, value.userId, value.createdAt))!.shift()!);
    }

    const donationIds: number[] = [];
    for (const chunk of chunks(donationPlans)) {
      const rows = await tx
        .insert(donations)
        .values(
          chunk.map((d) => ({
            transactionHash: d.txHash,
            logIndex: 0,
            chainId: 56,
            blockNumber: 45_000_000 - Math.floor((now - d.at) / 3000),
            fromAddress: userPlans[d.from]!.address,
            toAddress: userPlans[d.to]!.address,
            fromUserId: userIds[d.from]!,
            toUserId: userIds[d.to]!,
            reviewId: reviewIds[d.review]!,
            token: d.token,
            amount: d.amountWei,
            amountUsd: centsToNumeric(d.cents),
            message: d.message,
            confirmedAt: new Date(d.at),
            createdAt: new Date(d.at),
          })),
        )
        .returning({ id: donations.id, transactionHash: donations.transactionHash });
      const byHash = new Map(rows.map((r) => [r.transactionHash, r.id]));
      for (const d of chunk) donationIds.push(byHash.get(d.txHash)!);
    }

    for (const chunk of chunks(projectFollowPlans)) {
      await tx.insert(projectFollows).values(
        chunk.map((f) => ({
          userId: userIds[f.user]!,
          projectId: projectIds[f.project]!,
          createdAt: new Date(f.at),
        })),
      );
    }
    for (const chunk of chunks(userFollowPlans)) {
      await tx.insert(userFollows).values(
        chunk.map((f) => ({
          followerId: userIds[f.follower]!,
          followeeId: userIds[f.followee]!,
          createdAt: new Date(f.at),
        })),
      );
    }

    const sourceId = (source: XpEvent['source']): string => {
      const ids =
        source.kind === 'review' ? reviewIds : source.kind === 'reply' ? replyIds : donationIds;
      return String(ids[source.index]!);
    };
    const ledgerSorted = [...ledger].sort((a, b) => a.at - b.at || a.seq - b.seq);
    for (const chunk of chunks(ledgerSorted, 1000)) {
      await tx.insert(xpLedger).values(
        chunk.map((e) => ({
          userId: userIds[e.user]!,
          amount: e.amount,
          reason: e.reason,
          sourceType: e.source.kind,
          sourceId: sourceId(e.source),
          actorId: e.actor === null ? null : userIds[e.actor]!,
          createdAt: new Date(e.at),
        })),
      );
    }
    // ranking scores come from the same job that keeps them fresh in production
    await refreshProjectScores(tx, nowDate);
  });

  return {
    projects: projectPlans.length,
    users: userPlans.length,
    reviews: reviewPlans.length,
    votes: votePlans.length,
    replies: replyPlans.length,
    projectFollows: projectFollowPlans.length,
    userFollows: userFollowPlans.length,
    donations: donationPlans.length,
    xpLedger: ledger.length,
    ...summary,
  };
}
