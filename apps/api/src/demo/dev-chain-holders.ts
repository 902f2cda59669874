// Demo reviews by the holders of the dev chain's 'Dev Pool Token': one reviewer per
// holder tier (dev accounts #10 to #17, see DEV_POOL_TOKEN), each review published through the
// same service as a member's (createReview), signed with the account's development key, so the
// holder badge and percent are read from the dev chain exactly as when anyone publishes. Runs
// on every demo start; a holder who has reviewed already is skipped, so nothing is duplicated.
import { and, eq, sql } from 'drizzle-orm';
import { getAddress, type Address, type Hex } from 'viem';
import { privateKeyToAccount } from 'viem/accounts';
import {
  DEFAULT_CHAIN_ID,
  processContent,
  reviewTypedData,
  type HolderBadge,
  type Language,
} from '@chainreview/shared';
import type { Deps } from '../deps.ts';
import { projects, reviews, users } from '../db/schema.ts';
import { createReview } from '../modules/reviews/index.ts';

export interface DevChainHolder {
  address: Address;
  privateKey: Hex;
}

/** What each holder writes, in the order of DEV_POOL_TOKEN.holders (largest holder first). */
const HOLDER_REVIEWS: ReadonlyArray<{
  displayName: string;
  rate: number;
  language: Language;
  title: string;
  content: string;
}> = [
  {
    displayName: 'Marta Lindqvist',
    rate: 5,
    language: 'en',
    title: 'Deep liquidity for a dev token',
    content:
      'I hold a tenth of the supply and half of it sits in the pool, so the price barely moves ' +
      'when somebody trades. The contract is a plain ERC-20 with nothing hidden in it.',
  },
  {
    displayName: 'Kenji Arata',
    rate: 4,
    language: 'en',
    title: 'Solid, if a little quiet',
    content:
      'The pool against BUSD keeps the price readable and the supply is fixed at one million. ' +
      'I would like to see a roadmap before I add more to my position.',
  },
  {
    displayName: 'Olu Adebayo',
    rate: 4,
    language: 'en',
    title: 'Transparent holder list',
    content:
      'Every holder can be checked on chain and the badges here match what the explorer says. ' +
      'That kind of openness is why I keep holding it.',
  },
  {
    displayName: 'Sofia Marchetti',
    rate: 3,
    language: 'en',
    title: 'Fine for testing, not much else',
    content:
      'It does what a demo token should: transfers, a pool and a price. There is no product ' +
      'behind it yet, so I rate it as a middle-of-the-road holding.',
  },
  {
    displayName: 'Daniel Brooks',
    rate: 4,
    language: 'en',
    title: 'Easy to follow the numbers',
    content:
      'Reserves, price and supply all add up when you read them yourself. I bought a small bag ' +
      'to try the holder badge and it showed up right away on my review.',
  },
  {
    displayName: 'Lena Vogt',
    rate: 3,
    language: 'en',
    title: 'Small holder, honest opinion',
    content:
      'My share is tiny but the token behaves as described. The pool is the only market, so ' +
      'anybody buying a large amount would move the price a lot.',
  },
  {
    displayName: 'Tomas Novak',
    rate: 2,
    language: 'en',
    title: 'Needs more than a pool',
    content:
      'A token with one pool and no utility is a hard sell. The contract is clean, I give it ' +
      'that, but I am keeping my position small until there is a reason to hold more.',
  },
  {
    displayName: 'Mai Tran',
    rate: 5,
    language: 'en',
    title: 'Great place to learn the badges',
    content:
      'I hold just a few tokens and still got a badge for it. A nice way to see how holder ' +
      'tiers work before reviewing the real projects on the site.',
  },
];

async function holderUser(deps: Deps, address: Address, displayName: string) {
  const [existing] = await deps.db
    .select()
    .from(users)
    .where(sql`lower(${users.address}) = ${address.toLowerCase()}`)
    .limit(1);
  if (existing) return existing;
  const [row] = await deps.db.insert(users).values({ address, displayName }).returning();
  return row!;
}

/**
 * Publishes the missing holder reviews on the token's demo project; returns the badge each
 * holder's review carries (null: none, as when the dev chain could not be read).
 */
export async function seedDevChainHolderReviews(
  deps: Deps,
  tokenAddress: Address,
  holders: readonly DevChainHolder[],
): Promise<{ published: number; badges: Array<HolderBadge | null> }> {
  const [project] = await deps.db
    .select()
    .from(projects)
    .where(sql`lower(${projects.contractAddress}) = ${tokenAddress.toLowerCase()}`)
    .limit(1);
  if (!project) throw new Error(`no demo project for ${tokenAddress}`);
  let published = 0;
  const badges: Array<HolderBadge | null> = [];
  for (const [i, holder] of holders.entries()) {
    const plan = HOLDER_REVIEWS[i % HOLDER_REVIEWS.length]!;
    const address = getAddress(holder.address);
    const user = await holderUser(deps, address, plan.displayName);
    const [existing] = await deps.db
      .select({ holderBadge: reviews.holderBadge })
      .from(reviews)
      .where(and(eq(reviews.userId, user.id), eq(reviews.projectId, project.id)))
      .limit(1);
    if (existing) {
      badges.push(existing.holderBadge as HolderBadge | null);
      continue;
    }
    const processed = processContent(plan.content);
    if (!processed.ok) throw new Error(`demo holder review ${i}: ${processed.error}`);
    const signedAt = Math.floor(deps.now().getTime() / 1000);
    // the holders sign on the dev chain, where they hold the token (the donation chain in demo)
    const chainId = deps.config.donation.chainId ?? DEFAULT_CHAIN_ID;
    const site = deps.config.publicOrigin.uri;
    const signature = await privateKeyToAccount(holder.privateKey).signTypedData(
      reviewTypedData({
        site,
        chainId,
        author: address,
        project,
        rate: plan.rate,
        title: plan.title.trim(),
        content: processed.value.content,
        language: plan.language,
        signedAt,
      }),
    );
    const { review } = await createReview(
      deps,
      { id: user.id, address, role: user.role },
      String(project.id),
      {
        title: plan.title,
        content: plan.content,
        rate: plan.rate,
        language: plan.language,
        signature: { signature, signedAt, chainId, site },
      },
    );
    published++;
    badges.push(review.holderBadge ?? null);
  }
  return { published, badges };
}
