// Types of the lazy quest chain module (quest-chain.ts): importing this file never pulls viem
// into the page's bundle.
export type QuestTxStage = 'approving' | 'approved' | 'confirming';

export interface QuestChainTarget {
  chainId: number;
  /** The chain's RPC (system-configs chains[].nodeRpcUrl); null reads through the wallet. */
  rpcUrl: string | null;
  escrowAddress: string;
}

export interface FundRequest {
  provider: unknown;
  account: string;
  target: QuestChainTarget;
  /** The funder's reference: the quest id (the escrow derives its own id from it). */
  questId: string;
  /** address(0) for the native coin, else an ERC-20 (approved first when short). */
  token: string;
  amount: bigint;
  startTime: number;
  endTime: number;
  claimDeadline: number;
  onStage(stage: QuestTxStage): void;
}

export interface ClaimRequest {
  provider: unknown;
  account: string;
  target: QuestChainTarget;
  /** The escrow's id of the quest (the voucher's questId, funding.escrowQuestId). */
  questId: string;
  amount: bigint;
  deadline: number;
  signature: string;
  onStage(stage: QuestTxStage): void;
}

export interface QuestChain {
  /** Each resolves with the hash once mined with status success; throws on revert or rejection. */
  fund(request: FundRequest): Promise<{ hash: string }>;
  cancel(request: Omit<ClaimRequest, 'amount' | 'deadline' | 'signature'>): Promise<{
    hash: string;
  }>;
  claim(request: ClaimRequest): Promise<{ hash: string }>;
  /** After the claim deadline: the funder takes back what was not claimed. */
  reclaim(request: Omit<ClaimRequest, 'amount' | 'deadline' | 'signature'>): Promise<{
    hash: string;
  }>;
  /** The account's balance of a token (address(0): the native coin), or null when unreadable. */
  balanceOf(target: QuestChainTarget, token: string, account: string): Promise<bigint | null>;
}

export const loadQuestChain = (): Promise<QuestChain> =>
  import('./quest-chain').then((m) => m.questChain);
