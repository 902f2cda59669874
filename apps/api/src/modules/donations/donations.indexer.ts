// The donation indexer. Each run first reads the chain (no transaction open): it re-checks
// the donations that may still change (every pending one, and confirmed ones within the
// confirmation depth plus RECHECK_BLOCKS of the head) against the block hash they were seen
// in, and reads the contract's Donate events from its cursor (block number and hash in
// app_meta; a cursor whose block is gone rewinds it) up to the head. Then it writes what it
// learned in one short transaction: new donations (pending until confirmed), confirmations,
// and reversals of donations a reorganisation dropped or moved.
import { BlockNotFoundError, TransactionReceiptNotFoundError, getAbiItem, type Hash } from 'viem';
import { donationAbi } from '@chainreview/contracts';
import { readMeta, writeMeta } from '../../db/app-meta.ts';
import type { Deps } from '../../deps.ts';
import { confirmationsFor } from '../../config.ts';
import {
  donateEventsOf,
  donationChain,
  type DonateEvent,
  type DonationChain,
} from '../../chain/donation.ts';
import { donationsToRecheck, type DonationRow } from './donations.repository.ts';
import { sightingOf } from './donations.service.ts';
import {
  creditDonation,
  recordSighting,
  reverseDonation,
  settle,
  type Reversal,
  type Sighting,
} from './donations.settle.ts';

/** Blocks per eth_getLogs call (public RPCs refuse wide ranges). */
const RANGE = 2000n;
const REWIND = 100n;
/** How far past the confirmation depth credited donations are still checked for a reorg. */
export const RECHECK_BLOCKS = 100;

interface Cursor {
  block: string;
  hash: string;
}

export interface IndexResult {
  from: bigint;
  to: bigint;
  found: number;
  recorded: number;
  confirmed: number;
  reversed: number;
  /** Something public reads show changed. */
  changed: boolean;
}

/** What the chain says now about a donation recorded earlier. */
type Verdict =
  | { row: DonationRow; kind: 'same'; confirmed: boolean }
  | { row: DonationRow; kind: 'gone'; reversal: Reversal }
  | { row: DonationRow; kind: 'moved'; sighting: Sighting }
  /** The node cannot tell yet (its head is below the block): asked again next run. */
  | { row: DonationRow; kind: 'unknown' };

export async function indexDonations(
  deps: Deps,
  options: { maxRanges?: number } = {},
): Promise<IndexResult | null> {
  const chain = donationChain(deps.config);
  if (!chain) return null;
  const needed = confirmationsFor(deps.config, chain.chainId);
  const key = `donation-indexer:${chain.chainId}:${chain.contractAddress.toLowerCase()}`;
  const stored = await readMeta(deps.db, key);
  const cursor = stored ? (JSON.parse(stored) as Cursor) : null;
  const head = await chain.client.getBlockNumber({ cacheTime: 0 });

  // 1. read: the chain and the database, nothing written
  const verdicts = await recheck(deps, chain, Number(head), needed);
  let from: bigint;
  if (cursor) {
    const block = BigInt(cursor.block);
    const still = block <= head ? await blockHashAt(chain, block) : null;
    from = still === cursor.hash ? block + 1n : maxBig(0n, minBig(block, head) - REWIND);
  } else {
    from =
      deps.config.donation.startBlock !== undefined
        ? BigInt(deps.config.donation.startBlock)
        : maxBig(0n, head - 5000n);
  }
  const sightings: Sighting[] = [];
  let found = 0;
  let start = from;
  let ranges = 0;
  let end = from - 1n;
  let next: Cursor | null = null;
  const event = getAbiItem({ abi: donationAbi, name: 'Donate' });
  while (start <= head && ranges < (options.maxRanges ?? 20)) {
    end = minBig(start + RANGE - 1n, head);
    const logs = await chain.client.getLogs({
      address: chain.contractAddress,
      event,
      fromBlock: start,
      toBlock: end,
      strict: true,
    });
    for (const donate of donateEventsOf(chain, logs)) {
      found++;
      const sighting = await sightingOf(deps, donate, Number(head), {
        activeOnly: false,
        message: null,
      });
      if (sighting) sightings.push(sighting);
    }
    const hash = await blockHashAt(chain, end);
    if (!hash) break;
    next = { block: end.toString(), hash };
    start = end + 1n;
    ranges++;
  }

  // 2. write: one short transaction
  const rows = verdicts.map((v) => v.row);
  const moved = verdicts.flatMap((v) => (v.kind === 'moved' ? [v.sighting] : []));
  const all = [...moved, ...sightings];
  const locks = {
    users: [...rows.flatMap((r) => [r.fromUserId, r.toUserId]), ...all.map((s) => s.authorId)],
    reviews: [...rows.map((r) => r.reviewId), ...all.map((s) => s.reviewId)],
  };
  for (const s of all) locks.users.push(s.donorId);
  const { result, changed } = await settle(deps, locks, async (ledger) => {
    let recorded = 0;
    let confirmed = 0;
    let reversed = 0;
    for (const verdict of verdicts) {
      if (verdict.kind === 'same' && verdict.confirmed && verdict.row.status === 'pending') {
        if (await creditDonation(ledger, verdict.row)) confirmed++;
      } else if (verdict.kind === 'gone') {
        if (await reverseDonation(ledger, verdict.row, verdict.reversal)) reversed++;
      }
    }
    for (const sighting of all) {
      const outcome = await recordSighting(ledger, sighting);
      if (outcome.created) recorded++;
      if (outcome.credited) confirmed++;
      reversed += outcome.reversed;
    }
    if (next) await writeMeta(ledger.tx, key, JSON.stringify(next));
    return { recorded, confirmed, reversed };
  });
  return { from, to: end, found, ...result, changed };
}

/**
 * Asks the chain about every donation that may still change. A block number whose hash is
 * unchanged settles all its donations; a changed one sends for each transaction's receipt: gone
 * (a reorganisation dropped it) or in another block (moved).
 */
async function recheck(
  deps: Deps,
  chain: DonationChain,
  head: number,
  needed: number,
): Promise<Verdict[]> {
  const rows = await donationsToRecheck(
    deps.db,
    chain.chainId,
    Math.max(0, head - needed - RECHECK_BLOCKS),
  );
  const hashes = new Map<number, string | null>();
  const verdicts: Verdict[] = [];
  for (const row of rows) {
    const number = row.blockNumber!;
    if (!hashes.has(number))
      hashes.set(number, number <= head ? await blockHashAt(chain, BigInt(number)) : null);
    const canonical = hashes.get(number) ?? null;
    if (canonical === null) {
      verdicts.push({ row, kind: 'unknown' });
      continue;
    }
    if (canonical.toLowerCase() === row.blockHash!.toLowerCase()) {
      verdicts.push({ row, kind: 'same', confirmed: head - number + 1 >= needed });
      continue;
    }
    const event = await eventNow(chain, row);
    if (!event) {
      verdicts.push({
        row,
        kind: 'gone',
        reversal: { reason: 'transaction_gone', canonicalBlockHash: canonical },
      });
      continue;
    }
    const sighting = await sightingOf(deps, event, head, {
      activeOnly: false,
      message: row.message,
    });
    verdicts.push(
      sighting
        ? { row, kind: 'moved', sighting }
        : {
            row,
            kind: 'gone',
            reversal: { reason: 'block_replaced', canonicalBlockHash: canonical },
          },
    );
  }
  return verdicts;
}

/** The donation's Donate event as the chain has it now, or null when its transaction is gone. */
async function eventNow(chain: DonationChain, row: DonationRow): Promise<DonateEvent | null> {
  try {
    const receipt = await chain.client.getTransactionReceipt({
      hash: row.transactionHash as Hash,
    });
    if (receipt.status !== 'success') return null;
    // a transaction's one Donate event keeps its place in it, not its log index in the block
    const events = donateEventsOf(chain, receipt.logs);
    return events.length === 1
      ? events[0]!
      : (events.find((e) => e.logIndex === row.logIndex) ?? null);
  } catch (error) {
    if (error instanceof TransactionReceiptNotFoundError) return null;
    throw error;
  }
}

/** The hash of the block at this number, or null when the node has no such block yet. */
async function blockHashAt(chain: DonationChain, number: bigint): Promise<string | null> {
  try {
    const block = await chain.client.getBlock({ blockNumber: number });
    return block.hash;
  } catch (error) {
    if (error instanceof BlockNotFoundError) return null;
    throw error;
  }
}

const maxBig = (a: bigint, b: bigint) => (a > b ? a : b);
const minBig = (a: bigint, b: bigint) => (a < b ? a : b);
