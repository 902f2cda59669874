// What every quest service shares: loading a visible quest and the escrow chain with its
// confirmation rule. The pure rules (state, response shape, visibility) live in quests.rules.ts.
import { isId } from '@chainreview/shared';
import type { Deps } from '../../deps.ts';
import { confirmationsFor } from '../../config.ts';
import type { users } from '../../db/schema.ts';
import { questChain, type QuestChain } from '../../chain/quest-escrow.ts';
import { AppError, badRequest, conflict, notFound } from '../../lib/errors.ts';
import { findQuestJoined, type QuestJoined } from './quests.repository.ts';
import { hasConfirmations } from './quests.rules.ts';

export { assertVisible, pool, requireState, seconds, stateOf, toQuest } from './quests.rules.ts';

export type UserRow = typeof users.$inferSelect;
export type ProjectRow = QuestJoined['project'];

export async function loadQuest(deps: Deps, id: string): Promise<QuestJoined> {
  if (!isId(id)) throw notFound('quest_not_found');
  const joined = await findQuestJoined(deps.db, Number(id));
  if (!joined) throw notFound('quest_not_found');
  return joined;
}

export function requireChain(deps: Deps) {
  const chain = questChain(deps.config);
  if (!chain) throw badRequest('quests_disabled');
  return chain;
}

/**
 * A transaction counts once its block has the chain's confirmations, its own included; short
 * of them the answer is 409 with `code` and the client asks again.
 */
export async function requireConfirmed(
  deps: Deps,
  chain: QuestChain,
  blockNumber: bigint,
  code: 'quest_funding_unconfirmed' | 'quest_claim_unconfirmed' | 'quest_cancel_unconfirmed',
) {
  const head = await chain.client.getBlockNumber({ cacheTime: 0 }).catch(() => null);
  if (head === null) throw new AppError(503, 'chain_unavailable');
  if (!hasConfirmations(head, blockNumber, confirmationsFor(deps.config, chain.chainId)))
    throw conflict(code);
}
