// The donation indexer: reads the contract's Donate events block range by block range and
// records those no client reported. Resumes from its cursor (block number and hash in
// app_meta); a cursor whose block is gone (a restarted dev chain, a reorg) rewinds it.
import { getAbiItem } from 'viem';
import { donationAbi } from '@chainreview/contracts';
import { readMeta, writeMeta } from '../../db/app-meta.ts';
import type { Deps } from '../../deps.ts';
import { donateEventsOf, donationChain } from '../../chain/donation.ts';
import { recordIndexedEvent } from './donations.service.ts';

/** Blocks per eth_getLogs call (public RPCs refuse wide ranges). */
const RANGE = 2000n;
/** Blocks left alone at the head so that short reorgs never reach the cursor. */
const CONFIRMATIONS_DEFAULT = 3n;
const REWIND = 100n;

interface Cursor {
  block: string;
  hash: string;
}

export interface IndexResult {
  from: bigint;
  to: bigint;
  found: number;
  recorded: number;
}

export async function indexDonations(
  deps: Deps,
  options: { confirmations?: bigint; maxRanges?: number } = {},
): Promise<IndexResult | null> {
  const chain = donationChain(deps.config);
  if (!chain) return null;
  const key = `donation-indexer:${chain.chainId}:${chain.contractAddress.toLowerCase()}`;
  const stored = await readMeta(deps.db, key);
  const cursor = stored ? (JSON.parse(stored) as Cursor) : null;
  const head = await chain.client.getBlockNumber({ cacheTime: 0 });
  // the dev chain mines on demand: nothing to wait for there
  const confirmations =
    options.confirmations ?? (chain.chainId === 31337 ? 0n : CONFIRMATIONS_DEFAULT);
  const safeHead = head - confirmations;
  let from: bigint;
  if (cursor) {
    const block = BigInt(cursor.block);
    const still =
      block <= head ? await chain.client.getBlock({ blockNumber: block }).catch(() => null) : null;
    from =
      still && still.hash === cursor.hash ? block + 1n : maxBig(0n, minBig(block, head) - REWIND);
  } else {
    from =
      deps.config.donation.startBlock !== undefined
        ? BigInt(deps.config.donation.startBlock)
        : maxBig(0n, head - 5000n);
  }
  if (from > safeHead) return { from, to: safeHead, found: 0, recorded: 0 };
  const event = getAbiItem({ abi: donationAbi, name: 'Donate' });
  let found = 0;
  let recorded = 0;
  let start = from;
  let ranges = 0;
  let end = from - 1n;
  while (start <= safeHead && ranges < (options.maxRanges ?? 20)) {
    end = minBig(start + RANGE - 1n, safeHead);
    const logs = await chain.client.getLogs({
      address: chain.contractAddress,
      event,
      fromBlock: start,
      toBlock: end,
      strict: true,
    });
    for (const donate of donateEventsOf(chain, logs)) {
      found++;
      const result = await recordIndexedEvent(deps, donate);
      if (result?.created) recorded++;
    }
    const block = await chain.client.getBlock({ blockNumber: end });
    const value = JSON.stringify({ block: end.toString(), hash: block.hash } satisfies Cursor);
    await writeMeta(deps.db, key, value);
    start = end + 1n;
    ranges++;
  }
  return { from, to: end, found, recorded };
}

const maxBig = (a: bigint, b: bigint) => (a > b ? a : b);
const minBig = (a: bigint, b: bigint) => (a < b ? a : b);
