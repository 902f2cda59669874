// Demo items for the admin console: open reports on a few reviews (each weighed by
// the shared report rules, below the hiding threshold), open edit requests, and a few featured
// projects, so that a newcomer signed in with the Demo wallet finds every queue populated.
// (The main seed already leaves some submissions pending.)
import { and, asc, eq, ne } from 'drizzle-orm';
import { levelForScore, reportWeight, reportsHide } from '@chainreview/shared';
import type { Db } from '../db/client.ts';
import { projectEditRequests, projects, reports, reviews, users } from '../db/schema.ts';

const DAY = 86_400_000;

export async function seedModerationQueues(db: Db, now: Date): Promise<void> {
  const members = await db.select().from(users).orderBy(asc(users.id)).limit(12);
  const targets = await db
    .select({ id: reviews.id, userId: reviews.userId })
    .from(reviews)
    .where(eq(reviews.status, 'active'))
    .orderBy(asc(reviews.id))
    .limit(3);
  const reasons = ['do_not_spam', 'other', 'do_not_spam'];
  const notes = [
    'Copy-pasted promotion, the same text appears on other projects.',
    'This review links to a giveaway that looks like a scam.',
    'Written by the team itself, not a user.',
  ];
  for (const [i, review] of targets.entries()) {
    const weights: number[] = [];
    for (const reporter of members.filter((m) => m.id !== review.userId).slice(i, i + 2)) {
      const weight = reportWeight({
        level: levelForScore(reporter.score).level,
        accountAgeDays: Math.floor((now.getTime() - reporter.createdAt.getTime()) / DAY),
        reviewsCount: reporter.reviewsCount,
        upheld: 0,
        dismissed: 0,
      });
      // demo reports stay below the hiding threshold: the review remains public until decided
      if (reportsHide([...weights, weight])) break;
      weights.push(weight);
      await db
        .insert(reports)
        .values({
          reporterId: reporter.id,
          targetType: 'review',
          targetId: review.id,
          reason: reasons[i]!,
          note: notes[i]!,
          weight,
          createdAt: new Date(now.getTime() - (i + 1) * 3_600_000),
        })
        .onConflictDoNothing();
    }
  }

  const active = await db
    .select()
    .from(projects)
    .where(eq(projects.status, 'active'))
    .orderBy(asc(projects.id))
    .limit(8);
  const requests = [
    { description: 'Community-run DEX with concentrated liquidity and a weekly buyback.' },
    { categories: ['utility', 'payment'] },
    { links: { websiteLink: 'https://example.org' } },
  ];
  for (const [i, changes] of requests.entries()) {
    const project = active[i + 3];
    const requester = members[(i + 5) % members.length];
    if (!project || !requester) continue;
    await db.insert(projectEditRequests).values({
      projectId: project.id,
      userId: requester.id,
      changes,
      note: 'The project page is outdated; these are the values from the official site.',
      createdAt: new Date(now.getTime() - (i + 1) * 7_200_000),
    });
  }

  // four featured projects, highest rank first
  for (const [i, project] of active.slice(0, 4).entries()) {
    await db
      .update(projects)
      .set({ featureScore: 40 - i * 10 })
      .where(and(eq(projects.id, project.id), ne(projects.status, 'blocked')));
  }
}
