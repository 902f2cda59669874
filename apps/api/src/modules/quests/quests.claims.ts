// Claims: the EIP-712 voucher a winner claims with on chain, and recording claims and cancels
// from their receipts or the indexer.
import { getAddress, type Hash } from 'viem';
import type { QuestVoucher } from '@chainreview/shared';
import type { Deps } from '../../deps.ts';
import type { DbOrTx } from '../../db/client.ts';
import {
  claimedEvents,
  escrowReceipt,
  hasClaimedOnChain,
  signVoucher,
} from '../../chain/quest-escrow.ts';
import { AppError, badRequest, conflict } from '../../lib/errors.ts';
import { cancelQuestByEscrowId, markClaimed, findParticipant } from './quests.repository.ts';
import {
  type UserRow,
  assertVisible,
  loadQuest,
  requireChain,
  requireConfirmed,
  requireState,
  stateOf,
} from './quests.common.ts';
import { getQuest } from './quests.listing.ts';
import { settleQuest } from './quests.settlement.ts';
import { withTimeout } from './quests.eligibility.ts';
import { escrowIdOf } from './quests.rules.ts';
import {
  isClaimOf,
  requireClaimWindow,
  requireUnclaimedWin,
  requireWinner,
  voucherDeadline,
} from './quests.participation.rules.ts';

export async function claimVoucher(deps: Deps, viewer: UserRow, id: string): Promise<QuestVoucher> {
  let joined = await loadQuest(deps, id);
  assertVisible(joined, viewer);
  if (stateOf(joined.quest, deps.now()) === 'ended') {
    await settleQuest(deps, joined.quest.id);
    joined = await loadQuest(deps, id);
  }
  const { quest } = joined;
  requireState('claim', stateOf(quest, deps.now()));
  const participant = await findParticipant(deps.db, quest.id, viewer.id);
  const rewardAmount = requireUnclaimedWin(participant);
  const now = deps.now();
  // the escrow pays from the end on only: an FCFS quest settles earlier, its claims wait
  requireClaimWindow(quest.endsAt, now);
  const chain = requireChain(deps);
  const claimer = getAddress(viewer.address);
  let claimed: boolean;
  try {
    claimed = await withTimeout(hasClaimedOnChain(chain, escrowIdOf(joined), claimer));
  } catch {
    throw new AppError(503, 'chain_unavailable');
  }
  if (claimed) throw conflict('quest_already_claimed');
  const expires = voucherDeadline(now, quest.endsAt);
  const amount = BigInt(rewardAmount);
  const signature = await signVoucher(chain, {
    questId: escrowIdOf(joined),
    claimer,
    amount,
    deadline: expires,
  });
  return {
    chainId: chain.chainId,
    escrowAddress: chain.escrowAddress,
    questId: escrowIdOf(joined).toString(),
    claimer,
    amount: amount.toString(),
    deadline: expires,
    signature,
    signer: chain.signer.address,
  };
}

/**
 * Records a claim from its receipt (the RewardClaimed event of this quest and viewer) once it
 * has the chain's confirmations (409 quest_claim_unconfirmed until then; the client asks again).
 */
export async function reportClaim(
  deps: Deps,
  viewer: UserRow,
  id: string,
  transactionHash: string,
) {
  const joined = await loadQuest(deps, id);
  assertVisible(joined, viewer);
  const chain = requireChain(deps);
  const receipt = await escrowReceipt(chain, transactionHash.toLowerCase() as Hash);
  const event = receipt
    ? claimedEvents(chain, receipt.logs).find((e) =>
        isClaimOf(e.args, escrowIdOf(joined), viewer.address),
      )
    : undefined;
  if (!event) throw badRequest('quest_claim_invalid');
  const participant = await findParticipant(deps.db, joined.quest.id, viewer.id);
  requireWinner(participant);
  // marked paid once the claim has the chain's confirmations, as the escrow indexer would
  await requireConfirmed(deps, chain, receipt!.blockNumber, 'quest_claim_unconfirmed');
  await recordClaim(deps.db, deps.now(), joined.quest.id, viewer.id, transactionHash, {
    number: Number(receipt!.blockNumber),
    hash: receipt!.blockHash,
  });
  return getQuest(deps, id, viewer);
}

/**
 * Marks a winner's reward claimed by this transaction, seen in this block (once; later
 * reports keep the first). The escrow indexer forgets it if a reorganisation drops the block.
 */
export async function recordClaim(
  db: DbOrTx,
  now: Date,
  questId: number,
  userId: number,
  transactionHash: string,
  block: { number: number; hash: string },
): Promise<boolean> {
  return markClaimed(db, questId, userId, transactionHash.toLowerCase(), block, now);
}

/**
 * A cancel done on chain but never reported: the quest is cancelled here too. Only for a
 * published quest: publishing proved the owner funded that id, and only the funder cancels.
 */
export async function recordChainCancel(db: DbOrTx, now: Date, escrowId: bigint): Promise<boolean> {
  return cancelQuestByEscrowId(db, escrowId.toString(), now);
}
