// The quest escrow indexer. Each run first reads the chain (no transaction open): it re-checks
// the claims seen within the confirmation depth plus RECHECK_BLOCKS of the head against the
// hash of the block they were seen in, and reads RewardClaimed and QuestCancelled events from
// its cursor (block and hash in app_meta; a cursor whose block is gone rewinds it) up to the
// newest confirmed block, so a claim or a cancel whose client never reported it is still
// recorded. Then it writes in one short transaction: a claim a reorganisation dropped is
// forgotten (the winner may claim again; an audit entry says why), one mined again elsewhere
// remembers its new block, new claims (first claim transaction kept) and cancels.
import {
  BlockNotFoundError,
  TransactionReceiptNotFoundError,
  getAbiItem,
  isAddressEqual,
  type Address,
  type Hash,
} from 'viem';
import { questEscrowAbi } from '@chainreview/contracts';
import { readMeta, writeMeta } from '../../db/app-meta.ts';
import { transaction } from '../../db/transaction.ts';
import type { Deps } from '../../deps.ts';
import { confirmationsFor } from '../../config.ts';
import {
  cancelledEvents,
  claimedEvents,
  questChain,
  type QuestChain,
} from '../../chain/quest-escrow.ts';
import { writeAudit } from '../audit/index.ts';
import { userIdOfAddress as findUserIdByAddress } from '../users/index.ts';
import {
  claimsToRecheck,
  clearClaim,
  findParticipant,
  findQuestIdByEscrowId,
  moveClaim,
  type ClaimToRecheck,
} from './quests.repository.ts';
import { recordChainCancel, recordClaim } from './quests.service.ts';

const RANGE = 2000n;
const REWIND = 100n;
/** How far past the confirmation depth recorded claims are still checked for a reorg. */
const RECHECK_BLOCKS = 100;

interface Cursor {
  block: string;
  hash: string;
}

type Block = { number: number; hash: string };

export interface QuestIndexResult {
  claims: number;
  cancels: number;
  /** Claims forgotten because a reorganisation dropped their transaction. */
  reversed: number;
}

export async function indexQuestEscrow(
  deps: Deps,
  options: { maxRanges?: number } = {},
): Promise<QuestIndexResult | null> {
  const chain = questChain(deps.config);
  if (!chain) return null;
  const needed = confirmationsFor(deps.config, chain.chainId);
  const key = `quest-indexer:${chain.chainId}:${chain.escrowAddress.toLowerCase()}`;
  const stored = await readMeta(deps.db, key);
  const cursor = stored ? (JSON.parse(stored) as Cursor) : null;
  const head = await chain.client.getBlockNumber({ cacheTime: 0 });

  // 1. read: the chain and the database, nothing written
  const gone: Array<{ claim: ClaimToRecheck; canonical: string }> = [];
  const moved: Array<{ claim: ClaimToRecheck; block: Block }> = [];
  const hashes = new Map<number, string | null>();
  const recent = await claimsToRecheck(
    deps.db,
    Math.max(0, Number(head) - needed - RECHECK_BLOCKS),
  );
  for (const claim of recent) {
    const number = claim.claimBlockNumber!;
    if (!hashes.has(number))
      hashes.set(number, number <= Number(head) ? await blockHashAt(chain, BigInt(number)) : null);
    const canonical = hashes.get(number) ?? null;
    if (canonical === null || canonical.toLowerCase() === claim.claimBlockHash) continue;
    const now = await claimNow(chain, claim);
    if (now) moved.push({ claim, block: now });
    else gone.push({ claim, canonical });
  }

  // claims found by the indexer count once their block has the chain's confirmations
  const safeHead = head - BigInt(needed - 1);
  let from: bigint;
  if (cursor) {
    const block = BigInt(cursor.block);
    const still = block <= head ? await blockHashAt(chain, block) : null;
    from =
      still === cursor.hash
        ? block + 1n
        : (block < head ? block : head) > REWIND
          ? (block < head ? block : head) - REWIND
          : 0n;
  } else {
    from =
      deps.config.donation.startBlock !== undefined
        ? BigInt(deps.config.donation.startBlock)
        : head > 5000n
          ? head - 5000n
          : 0n;
  }
  const claimsFound: Array<{ questId: number; userId: number; hash: string; block: Block }> = [];
  const cancelsFound: bigint[] = [];
  let next: Cursor | null = null;
  let start = from;
  let ranges = 0;
  const events = [
    getAbiItem({ abi: questEscrowAbi, name: 'RewardClaimed' }),
    getAbiItem({ abi: questEscrowAbi, name: 'QuestCancelled' }),
  ];
  while (start <= safeHead && ranges < (options.maxRanges ?? 20)) {
    const end = start + RANGE - 1n < safeHead ? start + RANGE - 1n : safeHead;
    const logs = await chain.client.getLogs({
      address: chain.escrowAddress,
      events,
      fromBlock: start,
      toBlock: end,
      strict: true,
    });
    for (const e of claimedEvents(chain, logs)) {
      const userId = await findUserIdByAddress(deps.db, e.args.claimer);
      const questId = await findQuestIdByEscrowId(deps.db, e.args.questId.toString());
      if (userId === null || questId === null) continue;
      const participant = await findParticipant(deps.db, questId, userId);
      if (participant?.winnerRank == null) continue;
      claimsFound.push({
        questId,
        userId,
        hash: e.transactionHash!,
        block: { number: Number(e.blockNumber), hash: e.blockHash! },
      });
    }
    for (const e of cancelledEvents(chain, logs)) cancelsFound.push(e.args.questId);
    const hash = await blockHashAt(chain, end);
    if (!hash) break;
    next = { block: end.toString(), hash };
    start = end + 1n;
    ranges++;
  }

  // 2. write: one short transaction
  return transaction(deps, async (tx) => {
    const now = deps.now();
    let reversed = 0;
    let claims = 0;
    let cancels = 0;
    for (const { claim, canonical } of gone) {
      if (!(await clearClaim(tx, claim))) continue;
      reversed++;
      await writeAudit(tx, {
        actorId: null,
        action: 'quest.claim_reverse',
        targetType: 'quest',
        targetId: claim.questId,
        before: {
          userId: String(claim.userId),
          claimTxHash: claim.claimTxHash,
          claimedAt: claim.claimedAt?.toISOString() ?? null,
        },
        after: { claimTxHash: null },
        reason: 'transaction_gone',
        proof: {
          chainId: chain.chainId,
          transactionHash: claim.claimTxHash,
          blockNumber: claim.claimBlockNumber,
          blockHash: claim.claimBlockHash,
          canonicalBlockHash: canonical,
        },
        now,
      });
    }
    for (const { claim, block } of moved) await moveClaim(tx, claim, block);
    for (const c of claimsFound)
      if (await recordClaim(tx, now, c.questId, c.userId, c.hash, c.block)) claims++;
    for (const escrowId of cancelsFound) if (await recordChainCancel(tx, now, escrowId)) cancels++;
    if (next) await writeMeta(tx, key, JSON.stringify(next));
    return { claims, cancels, reversed };
  });
}

/** Where the claim's RewardClaimed event is now, or null when its transaction is gone. */
async function claimNow(chain: QuestChain, claim: ClaimToRecheck): Promise<Block | null> {
  try {
    const receipt = await chain.client.getTransactionReceipt({
      hash: claim.claimTxHash as Hash,
    });
    if (receipt.status !== 'success') return null;
    const event = claimedEvents(chain, receipt.logs).find(
      (e) =>
        e.args.questId.toString() === claim.escrowQuestId &&
        isAddressEqual(e.args.claimer, claim.claimer as Address),
    );
    return event ? { number: Number(receipt.blockNumber), hash: receipt.blockHash } : null;
  } catch (error) {
    if (error instanceof TransactionReceiptNotFoundError) return null;
    throw error;
  }
}

/** The hash of the block at this number, or null when the node has no such block yet. */
async function blockHashAt(chain: QuestChain, number: bigint): Promise<string | null> {
  try {
    return (await chain.client.getBlock({ blockNumber: number })).hash;
  } catch (error) {
    if (error instanceof BlockNotFoundError) return null;
    throw error;
  }
}
