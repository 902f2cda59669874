// A real local EVM for API tests (Hardhat 2's network on a free 127.0.0.1 port) with the
// donation contract, mock BUSD and mock NFT deployed, and the env that points the API at it.
import { privateKeyToAccount, type PrivateKeyAccount } from 'viem/accounts';
import { parseEther, type Address, type Hash } from 'viem';
import { startLocalEvm, type LocalEvm } from '@chainreview/contracts/local-evm';
import {
  deployDevContracts,
  devQuestSignerKey,
  type DeployedContracts,
} from '@chainreview/contracts/dev-chain';
import { localClients } from '@chainreview/contracts/chain';
import { donationAbi, mockBusdAbi } from '@chainreview/contracts';

export interface TestChain extends DeployedContracts {
  evm: LocalEvm;
  rpcUrl: string;
  clients: ReturnType<typeof localClients>;
  /** Dev accounts as signing wallets (for sign-in); the node also signs their transactions. */
  wallets: PrivateKeyAccount[];
  env: Record<string, string>;
  /** `maxFee` (the donor's bound on the fee) defaults to the contract's own 10 % cap. */
  donateBNB(
    from: Address,
    to: Address,
    value: bigint,
    reviewId: string,
    maxFee?: bigint,
  ): Promise<Hash>;
  donateBusd(
    from: Address,
    to: Address,
    amount: bigint,
    reviewId: string,
    maxFee?: bigint,
  ): Promise<Hash>;
  mined(
    hash: Hash,
  ): ReturnType<ReturnType<typeof localClients>['publicClient']['waitForTransactionReceipt']>;
  close(): Promise<void>;
}

export async function startTestChain(): Promise<TestChain> {
  const evm = await startLocalEvm({ accounts: 10 });
  const contracts = await deployDevContracts(evm, { nftsPerAccount: 2 });
  const clients = localClients(evm.provider, evm.rpcUrl);
  const mined = (hash: Hash) => clients.publicClient.waitForTransactionReceipt({ hash });
  return {
    ...contracts,
    evm,
    rpcUrl: evm.rpcUrl,
    clients,
    wallets: evm.accounts.map((a) => privateKeyToAccount(a.privateKey)),
    env: {
      CHAIN_RPC_URL_31337: evm.rpcUrl,
      DONATION_CHAIN_ID: '31337',
      DONATION_CONTRACT_ADDRESS: contracts.contractAddress,
      BUSD_ADDRESS: contracts.busdAddress,
      DONATION_START_BLOCK: '0',
      DONATION_BNB_USD_FALLBACK: '600',
      NFT_CONTRACTS: `31337:${contracts.nftAddress}`,
      QUEST_ESCROW_ADDRESS: contracts.questEscrowAddress,
      QUEST_SIGNER_KEY: devQuestSignerKey(),
    },
    donateBNB: (from, to, value, reviewId, maxFee = value / 10n) =>
      clients.walletFor(from).writeContract({
        address: contracts.contractAddress,
        abi: donationAbi,
        functionName: 'donateBNB',
        args: [1, reviewId, to, maxFee],
        value,
      }),
    async donateBusd(from, to, amount, reviewId, maxFee = amount / 10n) {
      await mined(
        await clients.walletFor(from).writeContract({
          address: contracts.busdAddress,
          abi: mockBusdAbi,
          functionName: 'approve',
          args: [contracts.contractAddress, amount],
        }),
      );
      return clients.walletFor(from).writeContract({
        address: contracts.contractAddress,
        abi: donationAbi,
        functionName: 'donateBusd',
        args: [1, reviewId, to, amount, maxFee],
      });
    },
    mined,
    close: () => evm.close(),
  };
}

export { parseEther };
