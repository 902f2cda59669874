// Ranking formulas of DESIGN.md section 5, as the demo seed uses them. Kept local to the demo
// until packages/shared grows its own versions.

/** Wilson score lower bound (95 %) of the share of upvotes; 0 without votes. */
export function wilsonLowerBound(up: number, down: number, z = 1.96): number {
  const n = up + down;
  if (n <= 0) return 0;
  const p = up / n;
  const z2 = z * z;
  return (p + z2 / (2 * n) - z * Math.sqrt((p * (1 - p) + z2 / (4 * n)) / n)) / (1 + z2 / n);
}

/** Bayesian average `(C*m + sum) / (C + n)`: few reviews pull towards the global mean m. */
export function bayesianAverage(
  sumOfStars: number,
  count: number,
  globalMean: number,
  c = 10,
): number {
  return (c * globalMean + sumOfStars) / (c + count);
}

/** Activity weighted by exponential decay of its age (half-life in days). */
export function decayedActivity(
  events: readonly { at: Date; weight: number }[],
  now: Date,
  halfLifeDays = 7,
): number {
  const lambda = Math.LN2 / (halfLifeDays * 86_400_000);
  let total = 0;
  for (const event of events) {
    const age = Math.max(0, now.getTime() - event.at.getTime());
    total += event.weight * Math.exp(-lambda * age);
  }
  return total;
}
