// Helpers of the QuestEscrow tests: clients on a local EVM, the chain's clock, EIP-712 claim
// vouchers and the escrow's id of a quest.
import {
  encodeAbiParameters,
  hexToBigInt,
  keccak256,
  type Address,
  type Hash,
  type Hex,
} from 'viem';
import { privateKeyToAccount } from 'viem/accounts';
import type { LocalEvm } from '../src/local-evm.ts';
import { localClients } from '../src/chain.ts';
import { mockBusdAbi } from '../src/index.ts';

export const DAY = 86_400n;

/** QuestEscrow.questIdOf: the id is bound to its funder. */
export const escrowQuestId = (funder: Address, ref: bigint) =>
  hexToBigInt(
    keccak256(encodeAbiParameters([{ type: 'address' }, { type: 'uint256' }], [funder, ref])),
  );

export function chainTools(evm: LocalEvm) {
  const clients = localClients(evm.provider, evm.rpcUrl);
  const request = (method: string, params: unknown[]) =>
    evm.provider.request({ method, params } as never);
  return {
    clients,
    async now(): Promise<bigint> {
      return (await clients.publicClient.getBlock()).timestamp;
    },
    async travel(seconds: bigint | number) {
      await request('evm_increaseTime', [Number(seconds)]);
      await request('evm_mine', []);
    },
    /** The next block's timestamp (it must be later than the last block's). */
    async setNextTimestamp(at: bigint) {
      await request('evm_setNextBlockTimestamp', [`0x${at.toString(16)}`]);
    },
    async mined(hash: Hash) {
      return clients.publicClient.waitForTransactionReceipt({ hash });
    },
    tokenBalance(token: Address, owner: Address) {
      return clients.publicClient.readContract({
        address: token,
        abi: mockBusdAbi,
        functionName: 'balanceOf',
        args: [owner],
      });
    },
    voucher(
      escrow: Address,
      v: { questId: bigint; claimer: Address; amount: bigint; deadline: bigint },
      key: Hex,
    ) {
      return privateKeyToAccount(key).signTypedData({
        domain: {
          name: 'ChainReview QuestEscrow',
          version: '1',
          chainId: evm.chainId,
          verifyingContract: escrow,
        },
        types: {
          Claim: [
            { name: 'questId', type: 'uint256' },
            { name: 'claimer', type: 'address' },
            { name: 'amount', type: 'uint256' },
            { name: 'deadline', type: 'uint256' },
          ],
        },
        primaryType: 'Claim',
        message: v,
      });
    },
  };
}
