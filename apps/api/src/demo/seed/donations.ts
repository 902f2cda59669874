// The demo donations and the XP they and everything else earn: tips to well-liked reviews,
// then top-ups that bring each reviewer to the level they stand for. XP is replayed in time
// order, as the live server books it.
import { LIMITS, SCORE_LEVELS } from '@chainreview/shared';
import { PACKS } from '../texts/index.ts';
import { ACTIVITY_WEIGHT, HOUR, MINUTE, type SeedContext } from './context.ts';
import type { DonationPlan, ReplyPlan, ReviewPlan, UserPlan, VotePlan, XpEvent } from './plans.ts';

/** BNB price (USD) used to value demo BNB donations: 1 milli-BNB = 60 cents. */
const CENTS_PER_MILLI_BNB = 60;

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

export interface DonationsPlan {
  donationPlans: DonationPlan[];
  /** Each user's reviews. */
  reviewsOf: Map<number, ReviewPlan[]>;
  /** Each user's XP events, as earned (before the replay clamps deductions). */
  eventsOf: Map<number, XpEvent[]>;
  /** The XP ledger rows: every user's events after the replay. */
  ledger: XpEvent[];
  scores: Map<number, number>;
}

/** Plans donations and XP; counts donations into each review's donated total. */
export function planDonationsAndXp(
  ctx: SeedContext,
  userPlans: readonly UserPlan[],
  reviewers: readonly UserPlan[],
  activity: {
    reviewPlans: readonly ReviewPlan[];
    votePlans: readonly VotePlan[];
    replyPlans: readonly ReplyPlan[];
  },
): DonationsPlan {
  const { now, rng, between } = ctx;
  const { reviewPlans, votePlans, replyPlans } = activity;
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
  return { donationPlans, reviewsOf, eventsOf, ledger, scores };
}
