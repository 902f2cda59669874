// The dev chain's demo projects: added once with the tokens' addresses, kept as they are on
// later starts (a claim made earlier stands), public like any project.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { createTestDatabase, type TestDatabase } from '../../test/helper.ts';
import { randomAddress } from '../../test/fixtures.ts';
import { projects } from '../db/schema.ts';
import { ensureDevChainProjects } from './dev-chain-projects.ts';

let testDb: TestDatabase;
beforeAll(async () => {
  testDb = await createTestDatabase();
});
afterAll(async () => {
  await testDb?.cleanup();
});

describe('dev chain demo projects', () => {
  it('adds a project per dev-chain token once and keeps a claim across restarts', async () => {
    const db = testDb.database.db;
    const tokens = {
      ownableTokenAddress: randomAddress(),
      ownableTokenOwner: randomAddress(),
      accessControlTokenAddress: randomAddress(),
      accessControlTokenAdmin: randomAddress(),
      poolTokenAddress: randomAddress(),
      poolPairAddress: randomAddress(),
    };
    const now = new Date('2026-06-01T12:00:00.000Z');
    const addresses = await ensureDevChainProjects(db, tokens, now);
    expect(addresses).toEqual([
      tokens.ownableTokenAddress.toLowerCase(),
      tokens.accessControlTokenAddress.toLowerCase(),
      tokens.poolTokenAddress.toLowerCase(),
    ]);
    const rows = await db.select().from(projects);
    expect(rows.map((r) => [r.name, r.symbol, r.chain, r.status, r.ownerAddress])).toEqual([
      ['Dev Owned Token', 'DOWN', 'bsc', 'active', null],
      ['Dev Role Token', 'DROLE', 'bsc', 'active', null],
      ['Dev Pool Token', 'DPOOL', 'bsc', 'active', null],
    ]);
    // the pool token's project names its V2 pair, so its page reads the pool price
    expect([rows[2]!.lpAddress, rows[2]!.router]).toEqual([tokens.poolPairAddress, 1]);
    expect(rows[0]!.description).toContain(tokens.ownableTokenOwner);

    // claimed, then the server restarts: nothing is duplicated or reset
    await db
      .update(projects)
      .set({ ownerAddress: tokens.ownableTokenOwner.toLowerCase() })
      .where(eq(projects.id, rows[0]!.id));
    await ensureDevChainProjects(db, tokens, new Date());
    const [{ count } = { count: 0 }] = await db
      .select({ count: sql<number>`count(*)::int` })
      .from(projects);
    expect(count).toBe(3);
    const [owned] = await db.select().from(projects).where(eq(projects.id, rows[0]!.id));
    expect(owned!.ownerAddress).toBe(tokens.ownableTokenOwner.toLowerCase());
  });
});
