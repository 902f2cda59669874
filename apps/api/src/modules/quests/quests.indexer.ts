// The quest escrow indexer: reads RewardClaimed and QuestCancelled events block range by block
// range, so a claim or a cancel whose client never reported it is still recorded. Resumes
// from its cursor (block and hash in app_meta); a cursor whose block is gone (a restarted dev
// chain, a reorg) rewinds it. Recording is idempotent (first claim transaction kept).
import { getAbiItem } from 'viem';
import { questEscrowAbi } from '@chainreview/contracts';
import { readMeta, writeMeta } from '../../db/app-meta.ts';
import type { Deps } from '../../deps.ts';
import { cancelledEvents, claimedEvents, questChain } from '../../chain/quest-escrow.ts';
import { findUserIdByAddress } from '../donations/donations.repository.ts';
import { findParticipant, findQuestIdByEscrowId } from './quests.repository.ts';
import { recordChainCancel, recordClaim } from './quests.service.ts';

const RANGE = 2000n;
const REWIND = 100n;

interface Cursor {
  block: string;
  hash: string;
}

export async function indexQuestEscrow(
  deps: Deps,
  options: { maxRanges?: number } = {},
): Promise<{ claims: number; cancels: number } | null> {
  const chain = questChain(deps.config);
  if (!chain) return null;
  const key = `quest-indexer:${chain.chainId}:${chain.escrowAddress.toLowerCase()}`;
  const stored = await readMeta(deps.db, key);
  const cursor = stored ? (JSON.parse(stored) as Cursor) : null;
  const head = await chain.client.getBlockNumber({ cacheTime: 0 });
  const safeHead = head - (chain.chainId === 31337 ? 0n : 3n);
  let from: bigint;
  if (cursor) {
    const block = BigInt(cursor.block);
    const still =
      block <= head ? await chain.client.getBlock({ blockNumber: block }).catch(() => null) : null;
    from =
      still && still.hash === cursor.hash
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
  let claims = 0;
  let cancels = 0;
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
      if (await recordClaim(deps, questId, userId, e.transactionHash!)) claims++;
    }
    for (const e of cancelledEvents(chain, logs))
      if (await recordChainCancel(deps, e.args.questId)) cancels++;
    const block = await chain.client.getBlock({ blockNumber: end });
    const value = JSON.stringify({ block: end.toString(), hash: block.hash } satisfies Cursor);
    await writeMeta(deps.db, key, value);
    start = end + 1n;
    ranges++;
  }
  return { claims, cancels };
}
