// The demo projects: the catalogue's entries with addresses, links, a description, a
// popularity rank, and a few owners among the reviewers.
import type { ProjectLinks } from '../../db/schema.ts';
import { CATEGORY_FACTS, CHAIN_LABELS, GENERAL_FACTS, PROJECTS } from '../catalogue.ts';
import { logoUrl } from '../logo.ts';
import { base58 } from '../random.ts';
import { DAY, HOUR, type SeedContext } from './context.ts';
import type { ProjectPlan, UserPlan } from './plans.ts';

function slugOf(name: string): string {
  return name
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}

export interface ProjectsPlan {
  projectPlans: ProjectPlan[];
  /** Indexes of the listed projects, most popular first. */
  rankOrder: number[];
  activeProjects: ProjectPlan[];
}

export function planProjects(ctx: SeedContext, reviewers: readonly UserPlan[]): ProjectsPlan {
  const { now, rng, evmAddress } = ctx;
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
  return { projectPlans, rankOrder, activeProjects };
}
