// The dev chain: contracts deployed, the Demo wallet funded with BNB, BUSD and NFTs, served
// over JSON-RPC on 127.0.0.1.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPublicClient, http, parseEther } from 'viem';
import { privateKeyToAccount } from 'viem/accounts';
import {
  DEV_LOG_ANCHORER_INDEX,
  DEV_QUEST_SIGNER_INDEX,
  devLogAnchorKey,
  DEV_TOKEN_OWNER_INDEX,
  startDevChain,
  type DevChain,
} from '../src/dev-chain.ts';
import { startLocalEvm } from '../src/local-evm.ts';
import {
  DEMO_WALLET_ADDRESS,
  devAccounts,
  donationAbi,
  mockBusdAbi,
  mockNftAbi,
  accessControlTokenAbi,
  ownableTokenAbi,
  questEscrowAbi,
  logAnchorAbi,
} from '../src/index.ts';
import { devChainDefinition } from '../src/chain.ts';

let chain: DevChain;

beforeAll(async () => {
  chain = await startDevChain();
});

afterAll(async () => {
  await chain?.close();
});

describe('dev chain', () => {
  it('derives the well-known development accounts', () => {
    const [first, second] = devAccounts(2);
    expect(first!.address).toBe('0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266');
    expect(second!.address).toBe(DEMO_WALLET_ADDRESS);
    expect(second!.privateKey).toBe(
      '0x59c6995e998f97a5a0044966f0945389dc9e86dae88c7a8412f4603b6b78690d',
    );
  });

  it('serves chain id 31337 over HTTP on 127.0.0.1 with the contracts deployed and the Demo wallet funded', async () => {
    expect(chain.rpcUrl).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
    const client = createPublicClient({
      chain: devChainDefinition(chain.rpcUrl),
      transport: http(chain.rpcUrl),
    });
    expect(await client.getChainId()).toBe(31337);
    expect(await client.getBalance({ address: DEMO_WALLET_ADDRESS })).toBe(parseEther('10000'));
    expect(
      await client.readContract({
        address: chain.busdAddress,
        abi: mockBusdAbi,
        functionName: 'balanceOf',
        args: [DEMO_WALLET_ADDRESS],
      }),
    ).toBe(parseEther('10000'));
    expect(
      await client.readContract({
        address: chain.busdAddress,
        abi: mockBusdAbi,
        functionName: 'decimals',
      }),
    ).toBe(18);
    expect(
      await client.readContract({
        address: chain.nftAddress,
        abi: mockNftAbi,
        functionName: 'balanceOf',
        args: [DEMO_WALLET_ADDRESS],
      }),
    ).toBe(2n);
    expect(
      await client.readContract({
        address: chain.contractAddress,
        abi: donationAbi,
        functionName: 'busd',
      }),
    ).toBe(chain.busdAddress);
    expect([chain.fee, chain.feeDivisor]).toEqual([50, 1000]);
    expect(
      await client.readContract({
        address: chain.questEscrowAddress,
        abi: questEscrowAbi,
        functionName: 'signer',
      }),
    ).toBe(devAccounts(10)[DEV_QUEST_SIGNER_INDEX]!.address);
    // the log anchor: nothing anchored yet, its anchorer the demo's LOG_ANCHOR_PRIVATE_KEY
    expect(
      await client.readContract({
        address: chain.logAnchorAddress,
        abi: logAnchorAbi,
        functionName: 'anchorer',
      }),
    ).toBe(privateKeyToAccount(devLogAnchorKey()).address);
    expect(devLogAnchorKey()).toBe(devAccounts(10)[DEV_LOG_ANCHORER_INDEX]!.privateKey);
    expect(
      await client.readContract({
        address: chain.logAnchorAddress,
        abi: logAnchorAbi,
        functionName: 'latestSize',
      }),
    ).toBe(0n);
  });

  it('has tokens to claim on ChainReview: owner() is dev account #3, the Demo wallet holds the admin role', async () => {
    const client = createPublicClient({ transport: http(chain.rpcUrl) });
    expect(
      await client.readContract({
        address: chain.ownableTokenAddress,
        abi: ownableTokenAbi,
        functionName: 'owner',
      }),
    ).toBe(devAccounts(10)[DEV_TOKEN_OWNER_INDEX]!.address);
    expect(
      await client.readContract({
        address: chain.accessControlTokenAddress,
        abi: accessControlTokenAbi,
        functionName: 'hasRole',
        args: [`0x${'0'.repeat(64)}`, DEMO_WALLET_ADDRESS],
      }),
    ).toBe(true);
    // the same addresses on every start (the deployer's nonces are never randomized)
    const again = await startDevChain({ randomizeNonces: false });
    try {
      expect([again.ownableTokenAddress, again.accessControlTokenAddress]).toEqual([
        chain.ownableTokenAddress,
        chain.accessControlTokenAddress,
      ]);
    } finally {
      await again.close();
    }
  });

  it('gives NFTs an on-chain token URI with an image', async () => {
    const client = createPublicClient({ transport: http(chain.rpcUrl) });
    const tokenId = await client.readContract({
      address: chain.nftAddress,
      abi: mockNftAbi,
      functionName: 'tokenOfOwnerByIndex',
      args: [DEMO_WALLET_ADDRESS, 0n],
    });
    const uri = await client.readContract({
      address: chain.nftAddress,
      abi: mockNftAbi,
      functionName: 'tokenURI',
      args: [tokenId],
    });
    const json = JSON.parse(
      Buffer.from(uri.replace('data:application/json;base64,', ''), 'base64').toString('utf8'),
    ) as { name: string; image: string };
    expect(json.name).toBe(`Dev Critter #${tokenId}`);
    expect(json.image).toMatch(/^data:image\/svg\+xml;base64,/);
  });

  it('falls back to a free port when the wanted one is taken', async () => {
    const other = await startLocalEvm({ port: Number(new URL(chain.rpcUrl).port), accounts: 1 });
    try {
      expect(other.port).not.toBe(Number(new URL(chain.rpcUrl).port));
      const client = createPublicClient({ transport: http(other.rpcUrl) });
      expect(await client.getChainId()).toBe(31337);
    } finally {
      await other.close();
    }
  });
});
