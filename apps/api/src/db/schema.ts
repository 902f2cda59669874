// The database schema (Drizzle), one file per domain in schema/. Counters are denormalized and
// kept in the same transaction as the rows that change them; invariants are constraints, not
// only checks in code. drizzle-kit reads this file: a new schema file is exported here.
export * from './schema/users.ts';
export * from './schema/auth.ts';
export * from './schema/projects.ts';
export * from './schema/reviews.ts';
export * from './schema/votes.ts';
export * from './schema/follows.ts';
export * from './schema/moderation.ts';
export * from './schema/notifications.ts';
export * from './schema/reputation.ts';
export * from './schema/donations.ts';
export * from './schema/nfts.ts';
export * from './schema/storage.ts';
export * from './schema/site.ts';
export * from './schema/quests.ts';
export * from './schema/tlog.ts';
