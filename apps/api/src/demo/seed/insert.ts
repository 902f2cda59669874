// Writes the planned demo data in one transaction: row ids replace plan indexes, each review's
// versions are signed by its author's key, and the ranking scores come last.
import { levelForScore, maxEnergyForLevel, trustedPopularScore } from '@chainreview/shared';
import type { Db } from '../../db/client.ts';
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
  type SocialLinkRow,
} from '../../db/schema.ts';
import { refreshProjectScores } from '../../jobs/scores.ts';
import type { Random } from '../random.ts';
import { DEMO_SIGNED_SHARE, planDemoVersions, signDemoVersions } from '../seed-signatures.ts';
import type { ProjectStats, UserStats } from './aggregates.ts';
import { HOUR, type SeedContext } from './context.ts';
import type {
  DonationPlan,
  ProjectFollowPlan,
  ProjectPlan,
  ReplyPlan,
  ReviewPlan,
  UserFollowPlan,
  UserPlan,
  VotePlan,
  XpEvent,
} from './plans.ts';
import type { TrustPlan } from './trust.ts';

const INSERT_CHUNK = 400;

function centsToNumeric(cents: number): string {
  return `${Math.floor(cents / 100)}.${String(cents % 100).padStart(2, '0')}`;
}

function chunks<T>(items: readonly T[], size = INSERT_CHUNK): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < items.length; i += size) out.push(items.slice(i, i + size));
  return out;
}

/** Everything the section generators planned, ready to write. */
export interface SeedPlan extends TrustPlan {
  userPlans: UserPlan[];
  projectPlans: ProjectPlan[];
  reviewPlans: ReviewPlan[];
  votePlans: VotePlan[];
  replyPlans: ReplyPlan[];
  donationPlans: DonationPlan[];
  projectFollowPlans: ProjectFollowPlan[];
  userFollowPlans: UserFollowPlan[];
  ledger: XpEvent[];
  scores: Map<number, number>;
  userStats: UserStats[];
  projectStats: ProjectStats[];
}

export async function insertSeed(
  db: Db,
  ctx: SeedContext,
  plan: SeedPlan,
  signing: { signRng: Random; site: string },
): Promise<{ signedReviews: number; reviewVersions: number }> {
  const { now, rng } = ctx;
  const { signRng, site } = signing;
  const {
    userPlans,
    projectPlans,
    reviewPlans,
    votePlans,
    replyPlans,
    donationPlans,
    projectFollowPlans,
    userFollowPlans,
    ledger,
    scores,
    userStats,
    projectStats,
    reviewTrust,
    voteTrust,
    weighedVotes,
  } = plan;
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
  return summary;
}
