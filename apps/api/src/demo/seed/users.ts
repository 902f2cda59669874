// The demo users: the catalogue's people in language round-robin, each aiming at a level.
import { LANGUAGES, type Language } from '@chainreview/shared';
import { PEOPLE } from '../catalogue.ts';
import { logoUrl } from '../logo.ts';
import { PACKS } from '../texts/index.ts';
import { DAY, type SeedContext } from './context.ts';
import type { UserPlan } from './plans.ts';

/** 0 = a lurker who votes and follows but never reviews; 1..9 = the level aimed at. */
const TARGET_LEVELS = [
  ...Array<number>(5).fill(0),
  ...Array<number>(3).fill(1),
  ...Array<number>(8).fill(2),
  ...Array<number>(9).fill(3),
  ...Array<number>(9).fill(4),
  ...Array<number>(6).fill(5),
  ...Array<number>(4).fill(6),
  ...Array<number>(2).fill(7),
  8,
  9,
];

/** Users in language round-robin, so every language has people at every level. */
function interleavedPeople(): { displayName: string | null; language: Language }[] {
  const out: { displayName: string | null; language: Language }[] = [];
  const longest = Math.max(...LANGUAGES.map((l) => PEOPLE[l].length));
  for (let i = 0; i < longest; i++) {
    for (const language of LANGUAGES) {
      const list = PEOPLE[language];
      if (i < list.length) out.push({ displayName: list[i]!, language });
    }
  }
  return out;
}

export function planUsers(ctx: SeedContext): UserPlan[] {
  const { now, rng, reviewerWallet } = ctx;
  const people = interleavedPeople();
  const targets = rng.shuffle(TARGET_LEVELS).slice(0, people.length);
  return people.map((person, index) => {
    const target = targets[index] ?? 2;
    const { address, privateKey } = reviewerWallet();
    const daysAgo = target >= 5 ? rng.int(260, 440) : rng.int(20, 420);
    const pack = PACKS[person.language];
    return {
      index,
      address,
      privateKey,
      displayName: person.displayName,
      bio: rng.chance(0.55) ? rng.pick(pack.bios) : null,
      language: person.language,
      avatarUrl: rng.chance(0.65) ? logoUrl(rng, person.displayName ?? address.slice(2, 4)) : null,
      target,
      createdAt: now - daysAgo * DAY - rng.int(0, DAY - 1),
      reviewCount: 0,
      lastActivity: 0,
    };
  });
}
