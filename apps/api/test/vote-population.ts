// A synthetic voting population for the vote-integrity detector: thousands of users
// with organic voting (popularity-skewed choices, fans of one author, friends who upvote each
// other now and then, readers who upvote a few reviews of one author in a sitting), plus
// planted reciprocal rings and serial voters. Deterministic for a seed.
import type { VoteEvent } from '@chainreview/shared';

export interface PopulationOptions {
  seed: number;
  users?: number;
  days?: number;
  rings?: number;
  serialVoters?: number;
}

export interface Population {
  events: VoteEvent[];
  users: number;
  reviews: number;
  /** Planted ring members. */
  ringMembers: Set<number>;
  /** Planted rings (member ids). */
  rings: number[][];
  /** Planted serial pairs as `voter:author`. */
  serialPairs: Set<string>;
}

/** mulberry32: small, fast and deterministic. */
export function rng(seed: number) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let x = a;
    x = Math.imul(x ^ (x >>> 15), x | 1);
    x ^= x + Math.imul(x ^ (x >>> 7), x | 61);
    return ((x ^ (x >>> 14)) >>> 0) / 4294967296;
  };
}

const DAY = 24 * 60 * 60 * 1000;

export function generatePopulation(options: PopulationOptions): Population {
  const random = rng(options.seed);
  const userCount = options.users ?? 5000;
  const span = (options.days ?? 90) * DAY;
  const int = (lo: number, hi: number) => lo + Math.floor(random() * (hi - lo + 1));
  const pick = <T>(list: readonly T[]) => list[Math.floor(random() * list.length)]!;
  const geometric = (mean: number) => Math.floor(Math.log(1 - random()) / Math.log(1 - 1 / mean));

  // authors and their reviews; a review's appeal is log-normal so a few draw most votes
  const reviewsOf = new Map<number, number[]>();
  const reviewAuthor: number[] = [];
  const reviewAt: number[] = [];
  const appeal: number[] = [];
  const addReview = (author: number) => {
    const id = reviewAuthor.length;
    reviewAuthor.push(author);
    reviewAt.push(random() * span * 0.8);
    appeal.push(Math.exp(1.2 * gaussian()));
    let list = reviewsOf.get(author);
    if (!list) reviewsOf.set(author, (list = []));
    list.push(id);
  };
  function gaussian() {
    return Math.sqrt(-2 * Math.log(1 - random())) * Math.cos(2 * Math.PI * random());
  }
  for (let u = 1; u <= userCount; u++) {
    if (random() < 0.35) {
      const n = 1 + geometric(3);
      for (let i = 0; i < Math.min(n, 40); i++) addReview(u);
    }
  }
  const authors = [...reviewsOf.keys()];

  // cumulative appeal for popularity-weighted picks
  const cumulative: number[] = [];
  let sum = 0;
  for (const a of appeal) cumulative.push((sum += a));
  const popularReview = () => {
    const x = random() * sum;
    let lo = 0;
    let hi = cumulative.length - 1;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if (cumulative[mid]! < x) lo = mid + 1;
      else hi = mid;
    }
    return lo;
  };

  const events: VoteEvent[] = [];
  const cast = new Set<string>();
  const vote = (voter: number, review: number, value: number, at: number) => {
    const author = reviewAuthor[review]!;
    if (author === voter) return;
    const key = `${voter}:${review}`;
    if (cast.has(key)) return;
    cast.add(key);
    const time = Math.min(span, Math.max(at, reviewAt[review]!));
    events.push({
      id: events.length + 1,
      voterId: voter,
      authorId: author,
      reviewId: review,
      value,
      at: time,
    });
  };
  const organicValue = () => (random() < 0.85 ? 1 : -1);

  // organic voting
  for (let u = 1; u <= userCount; u++) {
    const n = geometric(10);
    const fanOf = random() < 0.06 ? pick(authors) : null;
    for (let i = 0; i < n; i++) {
      if (fanOf && random() < 0.4) {
        vote(u, pick(reviewsOf.get(fanOf)!), 1, random() * span);
      } else {
        vote(u, popularReview(), organicValue(), random() * span);
      }
    }
    // a reader who opens an author's profile and upvotes a few reviews in one sitting
    if (random() < 0.08) {
      const author = pick(authors);
      const list = reviewsOf.get(author)!;
      const at = random() * span;
      for (let i = 0; i < Math.min(list.length, int(2, 4)); i++)
        vote(u, list[i]!, 1, at + random() * 3600_000);
    }
  }
  // friends who upvote each other's reviews now and then
  for (let i = 0; i < userCount * 0.1; i++) {
    const a = pick(authors);
    const b = pick(authors);
    if (a === b) continue;
    for (const [x, y] of [
      [a, b],
      [b, a],
    ] as const) {
      const list = reviewsOf.get(y)!;
      for (let k = 0; k < int(1, 2); k++) vote(x, pick(list), 1, random() * span);
    }
  }

  // planted rings: members write a few reviews each and upvote most of each other's, over weeks
  const ringMembers = new Set<number>();
  const rings: number[][] = [];
  let nextUser = userCount + 1;
  for (let r = 0; r < (options.rings ?? 20); r++) {
    const size = int(3, 6);
    const members: number[] = [];
    for (let m = 0; m < size; m++) {
      const id = nextUser++;
      members.push(id);
      ringMembers.add(id);
      for (let k = 0; k < int(3, 8); k++) addReview(id);
    }
    rings.push(members);
    for (const a of members)
      for (const b of members) {
        if (a === b) continue;
        for (const review of reviewsOf.get(b)!)
          if (random() < 0.8) vote(a, review, 1, random() * span);
      }
    // camouflage: organic votes by the members too
    for (const a of members)
      for (let k = 0; k < int(3, 15); k++)
        vote(a, popularReview(), organicValue(), random() * span);
  }

  // planted serial voters: many votes on one author's reviews inside an hour or two
  const serialPairs = new Set<string>();
  const prolific = authors.filter((a) => reviewsOf.get(a)!.length >= 6);
  for (let s = 0; s < (options.serialVoters ?? 30); s++) {
    const voter = int(1, userCount);
    const author = pick(prolific);
    if (author === voter) continue;
    const list = [...reviewsOf.get(author)!];
    const count = Math.min(list.length, int(6, 12));
    // a sitting after the targeted reviews exist
    const latest = Math.max(...list.slice(0, count).map((r) => reviewAt[r]!));
    const at = latest + random() * (span - latest - 2 * 3600_000);
    const value = random() < 0.75 ? 1 : -1;
    let placed = 0;
    for (let i = 0; i < count; i++) {
      const before = events.length;
      vote(voter, list[i]!, value, at + random() * 2 * 3600_000);
      if (events.length > before) placed++;
    }
    if (placed >= 5) serialPairs.add(`${voter}:${author}`);
  }

  events.sort((a, b) => a.at - b.at);
  return {
    events,
    users: nextUser - 1,
    reviews: reviewAuthor.length,
    ringMembers,
    rings,
    serialPairs,
  };
}
