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
