// Vote integrity: serial votes and reciprocal vote rings, as pure functions over vote
// events, with the thresholds in one place. The background job feeds them the vote rows; the
// bench feeds them a synthetic population with planted rings and serial voters.

export const VOTE_INTEGRITY = {
  /** Serial voting: one voter, one author's reviews, at least this many votes ... */
  serialMinVotes: 5,
  /** ... inside a window this long. */
  serialWindowMs: 24 * 60 * 60 * 1000,
  /** A ring pair has at least this many upvotes each way on distinct reviews ... */
  ringMinPairVotes: 3,
  /** ... and each direction is this many times what the voter's and author's totals predict. */
  ringMinLift: 8,
  /** ... and each direction is at least this share of the voter's upvotes. */
  ringMinShare: 0.1,
  /** Connected groups larger than this are communities, not rings. */
  ringMaxSize: 12,
  /** How far back the job looks. */
  lookbackMs: 90 * 24 * 60 * 60 * 1000,
  /** How often the job runs (daily by default; VOTE_INTEGRITY_INTERVAL_MS overrides). */
  intervalMs: 24 * 60 * 60 * 1000,
} as const;

/** The thresholds as numbers, so a caller (a test, a tuning run) can pass other values. */
export type VoteIntegrityThresholds = { [K in keyof typeof VOTE_INTEGRITY]: number };

export interface VoteEvent {
  id: number;
  voterId: number;
  authorId: number;
  reviewId: number;
  /** 1 up, -1 down. */
  value: number;
  /** Epoch milliseconds. */
  at: number;
}

export interface SerialFinding {
  voterId: number;
  authorId: number;
  /** The votes inside a qualifying window, to be reversed. */
  voteIds: number[];
}

export interface RingFinding {
  /** Sorted member ids. */
  memberIds: number[];
  /** In-ring upvotes over the number the members' totals predict. */
  lift: number;
}

/** Votes by one voter on one author's reviews, at least serialMinVotes within serialWindowMs. */
export function detectSerialVotes(
  events: readonly VoteEvent[],
  t: Pick<VoteIntegrityThresholds, 'serialMinVotes' | 'serialWindowMs'> = VOTE_INTEGRITY,
): SerialFinding[] {
  const groups = new Map<string, VoteEvent[]>();
  for (const e of events) {
    if (e.value === 0 || e.voterId === e.authorId) continue;
    const key = `${e.voterId}:${e.authorId}`;
    let list = groups.get(key);
    if (!list) groups.set(key, (list = []));
    list.push(e);
  }
  const findings: SerialFinding[] = [];
  for (const list of groups.values()) {
    if (list.length < t.serialMinVotes) continue;
    list.sort((a, b) => a.at - b.at || a.id - b.id);
    const flagged = new Set<number>();
    let start = 0;
    for (let end = 0; end < list.length; end++) {
      while (list[end]!.at - list[start]!.at > t.serialWindowMs) start++;
      if (end - start + 1 >= t.serialMinVotes)
        for (let i = start; i <= end; i++) flagged.add(list[i]!.id);
    }
    if (flagged.size)
      findings.push({
        voterId: list[0]!.voterId,
        authorId: list[0]!.authorId,
        voteIds: [...flagged].sort((a, b) => a - b),
      });
  }
  return findings.sort((a, b) => a.voterId - b.voterId || a.authorId - b.authorId);
}

/**
 * Reciprocal rings: pairs who upvote each other far above what their totals predict (expected
 * a->b = out(a) * in(b) / all upvotes), joined into connected groups of at most ringMaxSize.
 */
export function detectVoteRings(
  events: readonly VoteEvent[],
  t: Pick<
    VoteIntegrityThresholds,
    'ringMinPairVotes' | 'ringMinLift' | 'ringMinShare' | 'ringMaxSize'
  > = VOTE_INTEGRITY,
): RingFinding[] {
  const edge = new Map<string, number>();
  const out = new Map<number, number>();
  const into = new Map<number, number>();
  let total = 0;
  for (const e of events) {
    if (e.value !== 1 || e.voterId === e.authorId) continue;
    const key = `${e.voterId}:${e.authorId}`;
    edge.set(key, (edge.get(key) ?? 0) + 1);
    out.set(e.voterId, (out.get(e.voterId) ?? 0) + 1);
    into.set(e.authorId, (into.get(e.authorId) ?? 0) + 1);
    total++;
  }
  if (!total) return [];
  const expected = (a: number, b: number) => ((out.get(a) ?? 0) * (into.get(b) ?? 0)) / total;
  const strong = (a: number, b: number, n: number) =>
    n >= t.ringMinPairVotes &&
    n / expected(a, b) >= t.ringMinLift &&
    n / out.get(a)! >= t.ringMinShare;

  const neighbours = new Map<number, Set<number>>();
  for (const [key, n] of edge) {
    const [a, b] = key.split(':').map(Number) as [number, number];
    if (a > b) continue;
    const back = edge.get(`${b}:${a}`) ?? 0;
    if (!strong(a, b, n) || !strong(b, a, back)) continue;
    for (const [x, y] of [
      [a, b],
      [b, a],
    ] as const) {
      let set = neighbours.get(x);
      if (!set) neighbours.set(x, (set = new Set()));
      set.add(y);
    }
  }
  const seen = new Set<number>();
  const rings: RingFinding[] = [];
  for (const startId of [...neighbours.keys()].sort((a, b) => a - b)) {
    if (seen.has(startId)) continue;
    const members: number[] = [];
    const queue = [startId];
    seen.add(startId);
    while (queue.length) {
      const id = queue.pop()!;
      members.push(id);
      for (const next of neighbours.get(id) ?? [])
        if (!seen.has(next)) {
          seen.add(next);
          queue.push(next);
        }
    }
    if (members.length > t.ringMaxSize) continue;
    members.sort((a, b) => a - b);
    let observed = 0;
    let predicted = 0;
    for (const a of members)
      for (const b of members)
        if (a !== b) {
          observed += edge.get(`${a}:${b}`) ?? 0;
          predicted += expected(a, b);
        }
    rings.push({ memberIds: members, lift: predicted > 0 ? observed / predicted : observed });
  }
  return rings;
}

/** Precision and recall of a detected set against the planted truth. */
export function precisionRecall<T>(
  detected: Iterable<T>,
  truth: Iterable<T>,
): { precision: number; recall: number; truePositives: number; detected: number; planted: number } {
  const d = new Set(detected);
  const p = new Set(truth);
  let tp = 0;
  for (const x of d) if (p.has(x)) tp++;
  return {
    precision: d.size ? tp / d.size : 1,
    recall: p.size ? tp / p.size : 1,
    truePositives: tp,
    detected: d.size,
    planted: p.size,
  };
}
