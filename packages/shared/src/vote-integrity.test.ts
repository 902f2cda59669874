import { describe, expect, it } from 'vitest';
import {
  VOTE_INTEGRITY,
  detectSerialVotes,
  detectVoteRings,
  precisionRecall,
  type VoteEvent,
} from './vote-integrity.ts';

const HOUR = 3_600_000;
let nextId = 1;
const vote = (voterId: number, authorId: number, at: number, value = 1): VoteEvent => ({
  id: nextId++,
  voterId,
  authorId,
  reviewId: nextId,
  value,
  at,
});

describe('serial votes', () => {
  it('flags five votes by one voter on one author within 24 hours, up or down', () => {
    const events = [0, 1, 2, 3].map((h) => vote(1, 2, h * HOUR));
    expect(detectSerialVotes(events)).toEqual([]);
    const fifth = vote(1, 2, 23 * HOUR, -1);
    const [finding] = detectSerialVotes([...events, fifth]);
    expect(finding).toMatchObject({ voterId: 1, authorId: 2 });
    expect(finding!.voteIds).toHaveLength(5);
  });

  it('does not flag the same votes spread over more than the window', () => {
    const events = [0, 7, 14, 21, 28].map((h) => vote(3, 4, h * HOUR));
    expect(detectSerialVotes(events)).toEqual([]);
  });

  it('flags only the votes inside a qualifying window', () => {
    const early = vote(5, 6, 0);
    const burst = [100, 101, 102, 103, 104].map((h) => vote(5, 6, h * HOUR));
    const [finding] = detectSerialVotes([early, ...burst]);
    expect(finding!.voteIds).toEqual(burst.map((e) => e.id));
  });

  it('ignores removed votes, votes on one author by many voters, and self votes', () => {
    const removed = [0, 1, 2, 3, 4].map((h) => vote(7, 8, h * HOUR, 0));
    const many = [10, 11, 12, 13, 14].map((voter, i) => vote(voter, 9, i * HOUR));
    const self = [0, 1, 2, 3, 4].map((h) => vote(15, 15, h * HOUR));
    expect(detectSerialVotes([...removed, ...many, ...self])).toEqual([]);
  });

  it('uses the thresholds it is given', () => {
    const events = [0, 1, 2].map((h) => vote(16, 17, h * HOUR));
    expect(
      detectSerialVotes(events, {
        serialMinVotes: 3,
        serialWindowMs: VOTE_INTEGRITY.serialWindowMs,
      }),
    ).toHaveLength(1);
  });
});

/** Organic background: voters 100..199 upvote authors 200..239 spread evenly. */
function organic(): VoteEvent[] {
  const events: VoteEvent[] = [];
  for (let v = 100; v < 200; v++)
    for (let k = 0; k < 4; k++) events.push(vote(v, 200 + ((v * 7 + k * 13) % 40), k * 30 * HOUR));
  return events;
}

describe('vote rings', () => {
  it('finds three accounts that upvote each other far above what their totals predict', () => {
    const ring = [1001, 1002, 1003];
    const events = organic();
    for (const a of ring)
      for (const b of ring)
        if (a !== b) for (let i = 0; i < 4; i++) events.push(vote(a, b, i * 50 * HOUR));
    const found = detectVoteRings(events);
    expect(found).toHaveLength(1);
    expect(found[0]!.memberIds).toEqual(ring);
    expect(found[0]!.lift).toBeGreaterThanOrEqual(VOTE_INTEGRITY.ringMinLift);
  });

  it('does not flag one-way fans or pairs below the minimum votes', () => {
    const events = organic();
    for (let i = 0; i < 6; i++) events.push(vote(2001, 2002, i * HOUR * 40));
    for (let i = 0; i < 2; i++) {
      events.push(vote(2003, 2004, i * HOUR * 40));
      events.push(vote(2004, 2003, i * HOUR * 40));
    }
    expect(detectVoteRings(events)).toEqual([]);
  });

  it('leaves out groups larger than the maximum ring size', () => {
    const group = Array.from({ length: VOTE_INTEGRITY.ringMaxSize + 1 }, (_, i) => 3000 + i);
    const events = organic();
    for (const a of group)
      for (const b of group) if (a !== b) for (let i = 0; i < 3; i++) events.push(vote(a, b, i));
    expect(detectVoteRings(events)).toEqual([]);
  });

  it('finds nothing without votes', () => {
    expect(detectVoteRings([])).toEqual([]);
  });
});

describe('precision and recall', () => {
  it('compares the detected set with the planted truth', () => {
    expect(precisionRecall([1, 2, 3, 4], [2, 3, 4, 5, 6])).toEqual({
      precision: 0.75,
      recall: 0.6,
      truePositives: 3,
      detected: 4,
      planted: 5,
    });
    expect(precisionRecall([], [])).toMatchObject({ precision: 1, recall: 1 });
  });
});

describe('vote integrity thresholds at their boundaries', () => {
  it('keeps the thresholds: 5 votes a day, rings of 3 votes, lift 8, share 10 %, size 12', () =>
    expect(VOTE_INTEGRITY).toEqual({
      serialMinVotes: 5,
      serialWindowMs: 86_400_000,
      ringMinPairVotes: 3,
      ringMinLift: 8,
      ringMinShare: 0.1,
      ringMaxSize: 12,
      lookbackMs: 90 * 86_400_000,
      intervalMs: 86_400_000,
    }));

  it('counts five votes exactly 24 hours apart as serial, one millisecond more not', () => {
    const at = (last: number) =>
      [0, 1, 2, 3].map((h) => vote(40, 41, h * HOUR)).concat(vote(40, 41, last));
    expect(detectSerialVotes(at(24 * HOUR))).toHaveLength(1);
    expect(detectSerialVotes(at(24 * HOUR + 1))).toEqual([]);
  });

  it('reads votes in time order and lists findings by voter, then author, vote ids ascending', () => {
    const late = [4, 3, 2, 1, 0].map((h) => vote(51, 52, h * HOUR));
    const other = [0, 1, 2, 3, 4].map((h) => vote(50, 53, h * HOUR));
    const second = [0, 1, 2, 3, 4].map((h) => vote(50, 52, h * HOUR));
    const findings = detectSerialVotes([...late, ...other, ...second]);
    expect(findings.map((f) => [f.voterId, f.authorId])).toEqual([
      [50, 52],
      [50, 53],
      [51, 52],
    ]);
    expect(findings[2]!.voteIds).toEqual(late.map((e) => e.id).sort((a, b) => a - b));
  });

  it('breaks a tie in time by vote id', () => {
    const same = [0, 0, 0, 0, 0].map(() => vote(60, 61, 5 * HOUR));
    expect(detectSerialVotes([...same].reverse())[0]!.voteIds).toEqual(same.map((e) => e.id));
  });
});

describe('vote rings at their boundaries', () => {
  /** Upvotes a -> b, n times. */
  const ups = (a: number, b: number, n: number, value = 1) =>
    Array.from({ length: n }, (_, i) => vote(a, b, i * HOUR, value));
  const loose = { ringMinPairVotes: 3, ringMinLift: 1, ringMinShare: 0, ringMaxSize: 12 };

  it('a pair of 3 upvotes each way is a ring, 2 each way is not', () => {
    expect(detectVoteRings([...ups(1, 2, 3), ...ups(2, 1, 3)], loose)).toEqual([
      { memberIds: [1, 2], lift: 2 },
    ]);
    expect(detectVoteRings([...ups(1, 2, 3), ...ups(2, 1, 2)], loose)).toEqual([]);
  });

  it('each direction needs the lift: 2 passes a lift of 2, not of 2.01', () => {
    // 3 votes each way of 6 in all: expected 3 * 3 / 6 = 1.5 each way, a lift of 2
    const pair = [...ups(1, 2, 3), ...ups(2, 1, 3)];
    expect(detectVoteRings(pair, { ...loose, ringMinLift: 2 })).toHaveLength(1);
    expect(detectVoteRings(pair, { ...loose, ringMinLift: 2.01 })).toEqual([]);
  });

  it('each direction needs its share of the voter upvotes: 3 of 4 passes 0.75, not 0.76', () => {
    const pair = [...ups(1, 2, 3), ...ups(2, 1, 3), ...ups(1, 9, 1)];
    expect(detectVoteRings(pair, { ...loose, ringMinShare: 0.75 })).toHaveLength(1);
    expect(detectVoteRings(pair, { ...loose, ringMinShare: 0.76 })).toEqual([]);
    const back = [...ups(1, 2, 3), ...ups(2, 1, 3), ...ups(2, 9, 1)];
    expect(detectVoteRings(back, { ...loose, ringMinShare: 0.76 })).toEqual([]);
  });

  it('a group of the maximum size is a ring, one member more is not', () => {
    const pair = [...ups(1, 2, 3), ...ups(2, 1, 3)];
    expect(detectVoteRings(pair, { ...loose, ringMaxSize: 2 })).toHaveLength(1);
    expect(detectVoteRings(pair, { ...loose, ringMaxSize: 1 })).toEqual([]);
  });

  it('joins pairs that share a member into one ring and keeps apart rings apart', () => {
    const events = [
      ...ups(3, 1, 3),
      ...ups(1, 3, 3),
      ...ups(3, 2, 3),
      ...ups(2, 3, 3),
      ...ups(7, 8, 3),
      ...ups(8, 7, 3),
    ];
    expect(detectVoteRings(events, loose).map((r) => r.memberIds)).toEqual([
      [1, 2, 3],
      [7, 8],
    ]);
  });

  it('counts only upvotes between two different accounts', () => {
    const pair = [...ups(1, 2, 3), ...ups(2, 1, 3)];
    expect(detectVoteRings([...ups(1, 2, 3), ...ups(2, 1, 3, -1)], loose)).toEqual([]);
    expect(detectVoteRings([...ups(1, 1, 3), ...ups(2, 2, 3)], loose)).toEqual([]);
    // downvotes and self votes change neither the pair counts nor the totals
    expect(detectVoteRings([...pair, ...ups(1, 2, 5, -1), ...ups(1, 1, 5)], loose)).toEqual([
      { memberIds: [1, 2], lift: 2 },
    ]);
  });
});

describe('precision and recall with nothing on one side', () => {
  it('nothing detected of something planted: precision 1, recall 0', () =>
    expect(precisionRecall([], [1])).toMatchObject({ precision: 1, recall: 0 }));
  it('something detected of nothing planted: precision 0, recall 1', () =>
    expect(precisionRecall([1], [])).toMatchObject({ precision: 0, recall: 1 }));
});

describe('vote integrity: order and shape of what is found', () => {
  const ups = (a: number, b: number, n: number) =>
    Array.from({ length: n }, (_, i) => vote(a, b, i * HOUR));
  const loose = { ringMinPairVotes: 3, ringMinLift: 1, ringMinShare: 0, ringMaxSize: 12 };

  it('reads serial votes in time order whatever order they come in', () => {
    const late = vote(70, 71, 30 * HOUR);
    const burst = [0, 1, 2, 3, 4].map((h) => vote(70, 71, h * HOUR));
    expect(detectSerialVotes([late, ...burst])[0]!.voteIds).toEqual(burst.map((e) => e.id));
  });

  it('joins every member of a star around one account', () => {
    const events = [2, 3, 4].flatMap((leaf) => [...ups(1, leaf, 3), ...ups(leaf, 1, 3)]);
    expect(detectVoteRings(events, loose).map((r) => r.memberIds)).toEqual([[1, 2, 3, 4]]);
  });

  it('lists rings by their smallest member, whatever order their votes come in', () => {
    const events = [...ups(8, 7, 3), ...ups(7, 8, 3), ...ups(2, 1, 3), ...ups(1, 2, 3)];
    expect(detectVoteRings(events, loose).map((r) => r.memberIds)).toEqual([
      [1, 2],
      [7, 8],
    ]);
  });
});
