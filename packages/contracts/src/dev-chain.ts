// The dev chain of `npm start` in demo mode and of the API tests: a local EVM with the
// donation contract, a mock BUSD that funds the dev accounts (the Demo wallet among them), a
// mock NFT collection minted to them, and two tokens whose ownership can be claimed on
// ChainReview (an Ownable one owned by dev account #3, an AccessControl one administered by
// the Demo wallet), and a token with a V2-style pool against BUSD whose holders cover every
// holder tier, so the demo shows a pool price and holder badges offline.
import { getAddress, parseEther, type Address, type Hash } from 'viem';
import { devAccounts } from './accounts.ts';
import { localClients } from './chain.ts';
import { startLocalEvm, type LocalEvm, type LocalEvmOptions } from './local-evm.ts';
import { donationAbi, donationBytecode } from '../generated/donation.ts';
import { mockBusdAbi, mockBusdBytecode } from '../generated/mock-busd.ts';
import { mockNftAbi, mockNftBytecode } from '../generated/mock-nft.ts';
import { questEscrowAbi, questEscrowBytecode } from '../generated/quest-escrow.ts';
import { ownableTokenAbi, ownableTokenBytecode } from '../generated/ownable-token.ts';
import { mintableTokenAbi, mintableTokenBytecode } from '../generated/mintable-token.ts';
import { devPairAbi, devPairBytecode } from '../generated/dev-pair.ts';
import { logAnchorAbi, logAnchorBytecode } from '../generated/log-anchor.ts';
import {
  accessControlTokenAbi,
  accessControlTokenBytecode,
} from '../generated/access-control-token.ts';

/**
 * The dev chain's quest signer: Hardhat account #9 of the dev mnemonic. Its key is public, so
 * it is the development QUEST_SIGNER_KEY only (demo and tests), never a real one.
 */
export const DEV_QUEST_SIGNER_INDEX = 9;

/**
 * The owner() of the dev chain's Ownable token: Hardhat account #3 of the dev mnemonic (its key
 * is public), so a second wallet can try the ownership claim beside the Demo wallet (#1).
 */
export const DEV_TOKEN_OWNER_INDEX = 3;
/** The DEFAULT_ADMIN_ROLE holder of the dev chain's AccessControl token: the Demo wallet (#1). */
export const DEV_TOKEN_ADMIN_INDEX = 1;
/**
 * 'Dev Pool Token' (DPOOL): 1,000,000 tokens in all, half of them in a V2-style pair against
 * the dev chain's BUSD (25,000 BUSD, so one DPOOL is 0.05 BUSD), and one holder per holder tier
 * (packages/shared TOKEN_HOLDER_PERCENT): dev-mnemonic accounts #10 to #17, derived but not
 * funded with BNB (they only sign reviews). The rest stays with the deployer (#0).
 */
export const DEV_POOL_TOKEN = {
  name: 'Dev Pool Token',
  symbol: 'DPOOL',
  totalSupply: parseEther('1000000'),
  poolToken: parseEther('500000'),
  poolBusd: parseEther('25000'),
  /** [dev account index, amount]: 10 %, 2 %, 0.7 %, 0.2 %, 0.07 %, 0.02 %, 0.005 %, 0.0005 %. */
  holders: [
    [10, parseEther('100000')],
    [11, parseEther('20000')],
    [12, parseEther('7000')],
    [13, parseEther('2000')],
    [14, parseEther('700')],
    [15, parseEther('200')],
    [16, parseEther('50')],
    [17, parseEther('5')],
  ] as ReadonlyArray<readonly [number, bigint]>,
} as const;

/**
 * The dev chain's log anchorer: Hardhat account #8 of the dev mnemonic, the anchorer of the
 * LogAnchor contract and the demo's LOG_ANCHOR_PRIVATE_KEY (public key: development only).
 */
export const DEV_LOG_ANCHORER_INDEX = 8;

/** The development LOG_ANCHOR_PRIVATE_KEY (demo and tests only). */
export function devLogAnchorKey(): `0x${string}` {
  return devAccounts(DEV_LOG_ANCHORER_INDEX + 1)[DEV_LOG_ANCHORER_INDEX]!.privateKey;
}

/** The development QUEST_SIGNER_KEY (demo and tests only). */
export function devQuestSignerKey(): `0x${string}` {
  return devAccounts(DEV_QUEST_SIGNER_INDEX + 1)[DEV_QUEST_SIGNER_INDEX]!.privateKey;
}

export interface DevChainOptions extends LocalEvmOptions {
  /** BUSD minted to each dev account (default 10,000). */
  busdPerAccount?: bigint;
  /** NFTs minted to each of the first accounts (default 2 to each of 10). */
  nftsPerAccount?: number;
  /**
   * Start accounts other than the deployer at a random nonce, so that a restarted dev chain
   * never repeats an earlier run's transaction hashes (the database outlives the chain).
   */
  randomizeNonces?: boolean;
}

export interface DevChain {
  rpcUrl: string;
  chainId: number;
  contractAddress: Address;
  busdAddress: Address;
  nftAddress: Address;
  questEscrowAddress: Address;
  ownableTokenAddress: Address;
  accessControlTokenAddress: Address;
  poolTokenAddress: Address;
  poolPairAddress: Address;
  logAnchorAddress: Address;
  fee: number;
  feeDivisor: number;
  /** Hardhat account #0: deployer, contract owner and fee receiver. */
  owner: Address;
  evm: LocalEvm;
  close(): Promise<void>;
}

export interface DeployedContracts {
  contractAddress: Address;
  busdAddress: Address;
  nftAddress: Address;
  questEscrowAddress: Address;
  /** 'Dev Owned Token' (DOWN): Ownable, owner() is account #DEV_TOKEN_OWNER_INDEX. */
  ownableTokenAddress: Address;
  /** 'Dev Role Token' (DROLE): AccessControl, DEFAULT_ADMIN_ROLE held by the Demo wallet. */
  accessControlTokenAddress: Address;
  /** 'Dev Pool Token' (DPOOL), see DEV_POOL_TOKEN. */
  poolTokenAddress: Address;
  /** The DPOOL/BUSD DevPair (V2-style: token0, token1, getReserves). */
  poolPairAddress: Address;
  /** LogAnchor, its anchorer account #DEV_LOG_ANCHORER_INDEX, owned by the deployer. */
  logAnchorAddress: Address;
}

/**
 * Deploys the contracts from account #0 (always in the same order, so a restarted dev chain
 * has the same addresses) and funds the dev accounts.
 */
export async function deployDevContracts(
  evm: LocalEvm,
  options: Pick<DevChainOptions, 'busdPerAccount' | 'nftsPerAccount'> = {},
): Promise<DeployedContracts> {
  const { publicClient, walletFor } = localClients(evm.provider, evm.rpcUrl, evm.chainId);
  const [owner] = devAccounts(1);
  const wallet = walletFor(owner!.address);
  const deployed = async (hash: Hash) => {
    const receipt = await publicClient.waitForTransactionReceipt({ hash });
    if (!receipt.contractAddress) throw new Error('deployment failed');
    return getAddress(receipt.contractAddress);
  };
  const busdAddress = await deployed(
    await wallet.deployContract({ abi: mockBusdAbi, bytecode: mockBusdBytecode }),
  );
  const nftAddress = await deployed(
    await wallet.deployContract({ abi: mockNftAbi, bytecode: mockNftBytecode }),
  );
  const contractAddress = await deployed(
    await wallet.deployContract({
      abi: donationAbi,
      bytecode: donationBytecode,
      args: [busdAddress, owner!.address],
    }),
  );
  const questEscrowAddress = await deployed(
    await wallet.deployContract({
      abi: questEscrowAbi,
      bytecode: questEscrowBytecode,
      args: [devAccounts(DEV_QUEST_SIGNER_INDEX + 1)[DEV_QUEST_SIGNER_INDEX]!.address],
    }),
  );
  const named = devAccounts(Math.max(DEV_TOKEN_OWNER_INDEX, DEV_TOKEN_ADMIN_INDEX) + 1);
  const tokenOwner = named[DEV_TOKEN_OWNER_INDEX];
  const tokenAdmin = named[DEV_TOKEN_ADMIN_INDEX];
  const ownableTokenAddress = await deployed(
    await wallet.deployContract({
      abi: ownableTokenAbi,
      bytecode: ownableTokenBytecode,
      args: ['Dev Owned Token', 'DOWN', tokenOwner!.address],
    }),
  );
  const accessControlTokenAddress = await deployed(
    await wallet.deployContract({
      abi: accessControlTokenAbi,
      bytecode: accessControlTokenBytecode,
      args: ['Dev Role Token', 'DROLE', tokenAdmin!.address],
    }),
  );
  // deployed after the earlier contracts, so theirs keep the addresses they always had
  const poolTokenAddress = await deployed(
    await wallet.deployContract({
      abi: mintableTokenAbi,
      bytecode: mintableTokenBytecode,
      args: [DEV_POOL_TOKEN.name, DEV_POOL_TOKEN.symbol],
    }),
  );
  const poolPairAddress = await deployed(
    await wallet.deployContract({
      abi: devPairAbi,
      bytecode: devPairBytecode,
      args: [poolTokenAddress, busdAddress],
    }),
  );
  // deployed last, so every earlier contract keeps its address
  const logAnchorAddress = await deployed(
    await wallet.deployContract({
      abi: logAnchorAbi,
      bytecode: logAnchorBytecode,
      args: [devAccounts(DEV_LOG_ANCHORER_INDEX + 1)[DEV_LOG_ANCHORER_INDEX]!.address],
    }),
  );
  const perAccount = options.busdPerAccount ?? parseEther('10000');
  const nfts = options.nftsPerAccount ?? 2;
  // DPOOL: the pool's liquidity, then one holder per tier; the deployer keeps the rest
  const holderAccounts = devAccounts(Math.max(...DEV_POOL_TOKEN.holders.map(([i]) => i)) + 1);
  const poolMints: Array<[Address, bigint]> = [
    [poolPairAddress, DEV_POOL_TOKEN.poolToken],
    ...DEV_POOL_TOKEN.holders.map(
      ([index, amount]) => [holderAccounts[index]!.address, amount] as [Address, bigint],
    ),
  ];
  const minted = poolMints.reduce((sum, [, amount]) => sum + amount, 0n);
  poolMints.push([owner!.address, DEV_POOL_TOKEN.totalSupply - minted]);

  // The funding goes in one block: every automined block moves the chain's clock a second
  // ahead of the wall clock (by some 40 s for these transactions one by one), and the demo and
  // the tests schedule quests by the wall clock. Gas is set by hand, since an estimate made
  // against the state before the block can be too low.
  const gas = 300_000n;
  const hashes: Hash[] = [];
  await evm.provider.request({ method: 'evm_setAutomine', params: [false] } as never);
  try {
    for (const account of evm.accounts) {
      hashes.push(
        await wallet.writeContract({
          address: busdAddress,
          abi: mockBusdAbi,
          functionName: 'mint',
          args: [account.address, perAccount],
          gas,
        }),
      );
      for (let i = 0; i < nfts; i++) {
        hashes.push(
          await wallet.writeContract({
            address: nftAddress,
            abi: mockNftAbi,
            functionName: 'mint',
            args: [account.address],
            gas,
          }),
        );
      }
    }
    for (const [to, amount] of poolMints)
      hashes.push(
        await wallet.writeContract({
          address: poolTokenAddress,
          abi: mintableTokenAbi,
          functionName: 'mint',
          args: [to, amount],
          gas,
        }),
      );
    hashes.push(
      await wallet.writeContract({
        address: busdAddress,
        abi: mockBusdAbi,
        functionName: 'mint',
        args: [poolPairAddress, DEV_POOL_TOKEN.poolBusd],
        gas,
      }),
    );
    hashes.push(
      await wallet.writeContract({
        address: poolPairAddress,
        abi: devPairAbi,
        functionName: 'sync',
        gas,
      }),
    );
  } finally {
    // one block, or a few when they do not fit in one (many accounts)
    const last = hashes[hashes.length - 1];
    for (let block = 0; block < 20; block++) {
      await evm.provider.request({ method: 'evm_mine', params: [] } as never);
      if (!last) break;
      const receipt = await publicClient.getTransactionReceipt({ hash: last }).catch(() => null);
      if (receipt) break;
    }
    await evm.provider.request({ method: 'evm_setAutomine', params: [true] } as never);
  }
  for (const hash of hashes) {
    const receipt = await publicClient.waitForTransactionReceipt({ hash });
    if (receipt.status !== 'success') throw new Error(`dev chain funding failed: ${hash}`);
  }
  return {
    contractAddress,
    busdAddress,
    nftAddress,
    questEscrowAddress,
    ownableTokenAddress,
    accessControlTokenAddress,
    poolTokenAddress,
    poolPairAddress,
    logAnchorAddress,
  };
}

export async function startDevChain(options: DevChainOptions = {}): Promise<DevChain> {
  const evm = await startLocalEvm(options);
  try {
    const contracts = await deployDevContracts(evm, options);
    if (options.randomizeNonces ?? true) {
      for (const account of evm.accounts.slice(1)) {
        const nonce = 1000 + Math.floor(Math.random() * 1_000_000_000);
        await evm.provider.request({
          method: 'hardhat_setNonce',
          params: [account.address, `0x${nonce.toString(16)}`],
        } as never);
      }
    }
    const { publicClient } = localClients(evm.provider, evm.rpcUrl, evm.chainId);
    const [fee, feeDivisor] = await Promise.all([
      publicClient.readContract({
        address: contracts.contractAddress,
        abi: donationAbi,
        functionName: 'fee',
      }),
      publicClient.readContract({
        address: contracts.contractAddress,
        abi: donationAbi,
        functionName: 'feeDivisor',
      }),
    ]);
    return {
      rpcUrl: evm.rpcUrl,
      chainId: evm.chainId,
      ...contracts,
      fee: Number(fee),
      feeDivisor: Number(feeDivisor),
      owner: evm.accounts[0]!.address,
      evm,
      close: () => evm.close(),
    };
  } catch (error) {
    await evm.close();
    throw error;
  }
}
