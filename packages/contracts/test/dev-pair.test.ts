// DevPair.sol on a real local EVM: tokens sorted like a V2 pair, reserves set by sync() from the
// pair's balances, and the refusals (the same token twice, the zero address, reserves over
// uint112). Also the dev chain's DPOOL pool and holders (DEV_POOL_TOKEN).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getAddress, parseEther, zeroAddress, type Address, type Hash } from 'viem';
import { startLocalEvm, type LocalEvm } from '../src/local-evm.ts';
import { localClients } from '../src/chain.ts';
import { DEV_POOL_TOKEN, deployDevContracts, type DeployedContracts } from '../src/dev-chain.ts';
import {
  devAccounts,
  devPairAbi,
  devPairBytecode,
  mintableTokenAbi,
  mintableTokenBytecode,
} from '../src/index.ts';
import { holderTier } from '@chainreview/shared';

let evm: LocalEvm;
let c: DeployedContracts;
let clients: ReturnType<typeof localClients>;
let owner: Address;

const mined = async (hash: Hash) => {
  const r = await clients.publicClient.waitForTransactionReceipt({ hash });
  expect(r.status).toBe('success');
  return r;
};

async function deployToken(symbol: string): Promise<Address> {
  const r = await mined(
    await clients.walletFor(owner).deployContract({
      abi: mintableTokenAbi,
      bytecode: mintableTokenBytecode,
      args: [`${symbol} token`, symbol],
    }),
  );
  return getAddress(r.contractAddress!);
}

async function deployPair(a: Address, b: Address): Promise<Address> {
  const r = await mined(
    await clients.walletFor(owner).deployContract({
      abi: devPairAbi,
      bytecode: devPairBytecode,
      args: [a, b],
    }),
  );
  return getAddress(r.contractAddress!);
}

const mint = async (token: Address, to: Address, amount: bigint) =>
  mined(
    await clients.walletFor(owner).writeContract({
      address: token,
      abi: mintableTokenAbi,
      functionName: 'mint',
      args: [to, amount],
    }),
  );

const read = <T>(address: Address, functionName: 'token0' | 'token1' | 'getReserves') =>
  clients.publicClient.readContract({ address, abi: devPairAbi, functionName }) as Promise<T>;

beforeAll(async () => {
  evm = await startLocalEvm({ accounts: 2, throwOnTransactionFailures: true });
  c = await deployDevContracts(evm, { nftsPerAccount: 0 });
  clients = localClients(evm.provider, evm.rpcUrl);
  owner = evm.accounts[0]!.address;
});

afterAll(async () => {
  await evm?.close();
});

describe('DevPair', () => {
  it('deploys and funds the dev chain in 10 blocks (9 deployments, then one funding block)', async () => {
    // fresh chain: every automined block would put its clock a second ahead of the wall clock
    const fresh = await startLocalEvm({ accounts: 10 });
    try {
      await deployDevContracts(fresh);
      const { publicClient } = localClients(fresh.provider, fresh.rpcUrl);
      expect(await publicClient.getBlockNumber()).toBe(10n);
    } finally {
      await fresh.close();
    }
  });

  it('sorts its tokens by address and takes its reserves from its balances on sync', async () => {
    const [x, y] = [await deployToken('XX'), await deployToken('YY')];
    const [low, high] = x.toLowerCase() < y.toLowerCase() ? [x, y] : [y, x];
    // given in the high-low order, still stored low-high like a V2 pair
    const pair = await deployPair(high, low);
    expect(await read<Address>(pair, 'token0')).toBe(low);
    expect(await read<Address>(pair, 'token1')).toBe(high);
    expect(await read<readonly bigint[]>(pair, 'getReserves')).toEqual([0n, 0n, 0]);

    await mint(low, pair, 7n);
    await mint(high, pair, 9n);
    // balances alone move nothing until sync
    expect((await read<readonly bigint[]>(pair, 'getReserves')).slice(0, 2)).toEqual([0n, 0n]);
    const receipt = await mined(
      await clients.walletFor(owner).writeContract({
        address: pair,
        abi: devPairAbi,
        functionName: 'sync',
      }),
    );
    const block = await clients.publicClient.getBlock({ blockNumber: receipt.blockNumber });
    expect(await read<readonly unknown[]>(pair, 'getReserves')).toEqual([
      7n,
      9n,
      Number(block.timestamp),
    ]);
    expect(receipt.logs).toHaveLength(1);
  });

  it('refuses the same token twice, the zero address and reserves beyond uint112', async () => {
    const token = await deployToken('ZZ');
    await expect(deployPair(token, token)).rejects.toThrow(/IdenticalAddresses|revert/);
    await expect(deployPair(token, zeroAddress)).rejects.toThrow(/ZeroAddress|revert/);
    const other = await deployToken('WW');
    const pair = await deployPair(token, other);
    await mint(token, pair, 2n ** 112n);
    await expect(
      clients.walletFor(owner).writeContract({
        address: pair,
        abi: devPairAbi,
        functionName: 'sync',
      }),
    ).rejects.toThrow(/Overflow|revert/);
  });

  it("prices the dev chain's DPOOL at 0.05 BUSD and gives one holder to every tier", async () => {
    const [token0, reserves] = await Promise.all([
      read<Address>(c.poolPairAddress, 'token0'),
      read<readonly bigint[]>(c.poolPairAddress, 'getReserves'),
    ]);
    const [tokenReserve, busdReserve] =
      token0 === c.poolTokenAddress ? [reserves[0]!, reserves[1]!] : [reserves[1]!, reserves[0]!];
    expect([tokenReserve, busdReserve]).toEqual([parseEther('500000'), parseEther('25000')]);
    const supply = await clients.publicClient.readContract({
      address: c.poolTokenAddress,
      abi: mintableTokenAbi,
      functionName: 'totalSupply',
    });
    expect(supply).toBe(DEV_POOL_TOKEN.totalSupply);
    const accounts = devAccounts(18);
    const tiers: string[] = [];
    for (const [index, amount] of DEV_POOL_TOKEN.holders) {
      const balance = await clients.publicClient.readContract({
        address: c.poolTokenAddress,
        abi: mintableTokenAbi,
        functionName: 'balanceOf',
        args: [accounts[index]!.address],
      });
      expect(balance).toBe(amount);
      tiers.push(holderTier(balance, supply)!.badgeLevel);
    }
    expect(tiers).toEqual([
      'HUMPBACK',
      'WHALE',
      'SHARK',
      'DOLPHIN',
      'FISH',
      'OCTOPUS',
      'CRAB',
      'SHRIMP',
    ]);
  });
});
