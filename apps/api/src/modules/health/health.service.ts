// What the readiness probe reports: each dependency within a short deadline. The database down
// makes the API unable to serve (503); Redis or the chain down only degrades it (200).
import { donationChain } from '../../chain/donation.ts';
import type { Deps } from '../../deps.ts';
import { withTimeout } from '../../lib/timeout.ts';
import { embeddedDumpRunning } from '../../db/backup.ts';
import { donationIndexerBlock, pingDatabase } from './health.repository.ts';

/** Each check's deadline: a probe answers in about a second whatever hangs. */
export const HEALTH_CHECK_TIMEOUT_MS = 1000;

export type CheckStatus = 'up' | 'down' | 'off';

export interface Health {
  status: 'ok' | 'degraded' | 'down';
  db: { status: 'up' | 'down' | 'busy'; kind: 'pglite' | 'postgres'; latencyMs: number };
  redis: { status: CheckStatus; latencyMs: number | null };
  chain: {
    status: CheckStatus;
    chainId: number | null;
    block: number | null;
    latencyMs: number | null;
  };
  indexer: { status: 'ok' | 'unknown' | 'off'; block: number | null; lagBlocks: number | null };
}

async function timed<T>(
  work: () => Promise<T>,
): Promise<{ ok: true; value: T; ms: number } | { ok: false; ms: number }> {
  const start = performance.now();
  try {
    const value = await withTimeout(work(), HEALTH_CHECK_TIMEOUT_MS);
    return { ok: true, value, ms: Math.round(performance.now() - start) };
  } catch {
    return { ok: false, ms: Math.round(performance.now() - start) };
  }
}

/** The chain head and the indexer's cursor (also the metrics' indexer lag). */
export async function checkChain(deps: Deps): Promise<Pick<Health, 'chain' | 'indexer'>> {
  const chain = donationChain(deps.config);
  if (!chain)
    return {
      chain: { status: 'off', chainId: null, block: null, latencyMs: null },
      indexer: { status: 'off', block: null, lagBlocks: null },
    };
  const [head, cursor] = await Promise.all([
    // a request of its own: viem shares one in-flight getBlockNumber, and a hung one would
    // keep the chain down here until its own timeout
    timed(async () => BigInt(await chain.client.request({ method: 'eth_blockNumber' }))),
    timed(() => donationIndexerBlock(deps.db, chain.chainId, chain.contractAddress)),
  ]);
  const headBlock = head.ok ? head.value : null;
  const cursorBlock = cursor.ok ? cursor.value : null;
  return {
    chain: {
      status: head.ok ? 'up' : 'down',
      chainId: chain.chainId,
      block: headBlock === null ? null : Number(headBlock),
      latencyMs: head.ms,
    },
    indexer:
      headBlock !== null && cursorBlock !== null
        ? {
            status: 'ok',
            block: Number(cursorBlock),
            lagBlocks: Math.max(0, Number(headBlock - cursorBlock)),
          }
        : {
            status: 'unknown',
            block: cursorBlock === null ? null : Number(cursorBlock),
            lagBlocks: null,
          },
  };
}

export async function checkHealth(deps: Deps): Promise<Health> {
  // REDIS_URL set but no client (a cache that dropped it) is Redis down, not off
  const redis = deps.cache.redis;
  const redisCheck = redis
    ? () => redis.ping()
    : () => Promise.reject(new Error('no Redis client'));
  // the embedded database answers nothing while an online backup dumps it: busy, not down
  // (a probe must not pull the only process out of service for a backup)
  const busy = deps.dbKind === 'pglite' && embeddedDumpRunning();
  const [db, redisPing, chain] = await Promise.all([
    busy ? { ok: true, ms: 0 } : timed(() => pingDatabase(deps.db, HEALTH_CHECK_TIMEOUT_MS)),
    deps.config.redisUrl || redis ? timed(redisCheck) : null,
    checkChain(deps),
  ]);
  const redisStatus: CheckStatus = redisPing ? (redisPing.ok ? 'up' : 'down') : 'off';
  const status = !db.ok
    ? 'down'
    : busy || redisStatus === 'down' || chain.chain.status === 'down'
      ? 'degraded'
      : 'ok';
  return {
    status,
    db: { status: busy ? 'busy' : db.ok ? 'up' : 'down', kind: deps.dbKind, latencyMs: db.ms },
    redis: { status: redisStatus, latencyMs: redisPing?.ms ?? null },
    ...chain,
  };
}
