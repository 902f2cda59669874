// Report weighting (Discourse-style flag trust): a report weighs by its author's standing, and
// a review is hidden pending moderation only when the weight of its open reports reaches the
// threshold. Three wallets created a minute ago cannot hide a review; three trusted members can.

export const REPORT_RULES = {
  /** Sum of open report weights that hides a review until the admin team decides. */
  hideThreshold: 2,
  /** Reports one user may file in a rolling 24 hours. */
  dailyLimit: 10,
  /** Bounds of one report's weight. */
  minWeight: 0.02,
  maxWeight: 1.5,
  /** Each report the admin team upheld adds this much (up to upheldBonusCap); each dismissed one takes dismissedPenalty. */
  upheldBonus: 0.1,
  upheldBonusCap: 0.5,
  dismissedPenalty: 0.25,
} as const;

export interface ReporterStanding {
  /** Level 1..9 from the XP score. */
  level: number;
  /** Days since the account was created. */
  accountAgeDays: number;
  /** Reviews the reporter has published. */
  reviewsCount: number;
  /** The reporter's earlier reports the admin team upheld / dismissed. */
  upheld: number;
  dismissed: number;
}

const round = (value: number) => Math.round(value * 1000) / 1000;

function levelFactor(level: number): number {
  if (level >= 5) return 1;
  if (level >= 3) return 0.8;
  if (level === 2) return 0.5;
  return 0.2;
}

function ageFactor(days: number): number {
  if (days < 1) return 0.25;
  if (days < 7) return 0.5;
  if (days < 30) return 0.8;
  return 1;
}

function reviewsFactor(count: number): number {
  if (count <= 0) return 0.5;
  if (count < 3) return 0.8;
  return 1;
}

/** The weight of one report: level x account age x reviews written, moved by the track record. */
export function reportWeight(standing: ReporterStanding): number {
  const base =
    levelFactor(standing.level) *
    ageFactor(standing.accountAgeDays) *
    reviewsFactor(standing.reviewsCount);
  const record =
    Math.min(REPORT_RULES.upheldBonusCap, standing.upheld * REPORT_RULES.upheldBonus) -
    standing.dismissed * REPORT_RULES.dismissedPenalty;
  return round(Math.min(REPORT_RULES.maxWeight, Math.max(REPORT_RULES.minWeight, base + record)));
}

/** Whether open reports of these weights hide a review pending moderation. */
export function reportsHide(openWeights: readonly number[]): boolean {
  const total = openWeights.reduce((sum, w) => sum + w, 0);
  return round(total) >= REPORT_RULES.hideThreshold;
}
