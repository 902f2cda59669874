// The readiness probe's reads: a ping, and the donation indexer's cursor.
import { sql } from 'drizzle-orm';
import type { QueryConfig } from 'pg';
import { sideSessionSource, type Db } from '../../db/client.ts';
import { readMeta } from '../../db/app-meta.ts';
import { withTimeout } from '../../lib/timeout.ts';

/**
 * Throws when the database does not answer within `timeoutMs`. On PostgreSQL the ping runs on a
 * side connection with its own query timeout, so a frozen server does not keep a request
 * connection busy past the probe.
 */
export async function pingDatabase(db: Db, timeoutMs: number): Promise<void> {
  const connect = sideSessionSource(db);
  if (!connect) {
    await withTimeout(db.execute(sql`select 1`), timeoutMs);
    return;
  }
  const session = await withTimeout(connect(), timeoutMs, (late) => late.release());
  let broken: Error | undefined;
  try {
    // pg reads query_timeout from the query's config too (its types do not say so)
    await session.query({ text: 'select 1', query_timeout: timeoutMs } as QueryConfig);
  } catch (error) {
    broken = error as Error;
    throw error;
  } finally {
    session.release(broken);
  }
}

/** The block the donation indexer has read up to (its cursor in app_meta), null before its first run. */
export async function donationIndexerBlock(
  db: Db,
  chainId: number,
  contractAddress: string,
): Promise<bigint | null> {
  const stored = await readMeta(db, `donation-indexer:${chainId}:${contractAddress.toLowerCase()}`);
  if (!stored) return null;
  const block = (JSON.parse(stored) as { block?: unknown }).block;
  return typeof block === 'string' || typeof block === 'number' ? BigInt(block) : null;
}
