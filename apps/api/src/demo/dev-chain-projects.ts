// Demo projects for the dev chain's own tokens, so the on-chain ownership claim can be
// tried offline: 'Dev Owned Token' (owner() is dev account #3) and 'Dev Role Token' (the Demo
// wallet holds DEFAULT_ADMIN_ROLE). The dev chain restarts with every `npm start` while the
// database stays, but its deployer's nonces are fixed, so the addresses are the same each time;
// the projects are added once (by chain and address) and never overwritten, so a claim made
// earlier stands. The projects name BNB Chain (the donation network the dev chain stands in
// for); config.devChainContracts has their ownership read on the dev chain.
// 'Dev Pool Token' (DPOOL) has a V2-style pair against the dev chain's BUSD, so its
// page shows the pool price, and holders in every tier whose reviews carry holder badges
// (dev-chain-holders.ts).
import { getAddress, type Address } from 'viem';
import type { Db } from '../db/client.ts';
import { projects } from '../db/schema.ts';
import { logoUrl } from './logo.ts';
import { Random } from './random.ts';

export interface DevChainTokens {
  ownableTokenAddress: Address;
  ownableTokenOwner: Address;
  accessControlTokenAddress: Address;
  accessControlTokenAdmin: Address;
  poolTokenAddress: Address;
  poolPairAddress: Address;
}

export function devChainProjectValues(tokens: DevChainTokens, now: Date) {
  const rng = new Random(1414);
  const common = {
    chain: 'bsc',
    type: 'normal' as const,
    status: 'active' as const,
    decimals: 18,
    totalSupply: (10n ** 24n).toString(),
    categories: ['utility'],
    createdAt: now,
    updatedAt: now,
  };
  return [
    {
      ...common,
      name: 'Dev Owned Token',
      symbol: 'DOWN',
      contractAddress: getAddress(tokens.ownableTokenAddress),
      avatarUrl: logoUrl(rng, 'Dev Owned Token'),
      avatarType: 'normal' as const,
      description:
        `A token on the demo's local dev chain, made to try the on-chain ownership claim. ` +
        `Its owner() is the dev account ${tokens.ownableTokenOwner} (Hardhat's account #3): ` +
        `connect that wallet and claim this project from its page.`,
    },
    {
      ...common,
      name: 'Dev Role Token',
      symbol: 'DROLE',
      contractAddress: getAddress(tokens.accessControlTokenAddress),
      avatarUrl: logoUrl(rng, 'Dev Role Token'),
      avatarType: 'normal' as const,
      description:
        `A token on the demo's local dev chain administered through AccessControl: the ` +
        `Demo wallet (${tokens.accessControlTokenAdmin}) holds DEFAULT_ADMIN_ROLE, so it can ` +
        `claim this project from its page.`,
    },
    {
      ...common,
      name: 'Dev Pool Token',
      symbol: 'DPOOL',
      contractAddress: getAddress(tokens.poolTokenAddress),
      lpAddress: getAddress(tokens.poolPairAddress),
      /** 1: a V2 pair (getReserves), read on the dev chain. */
      router: 1,
      avatarUrl: logoUrl(rng, 'Dev Pool Token'),
      avatarType: 'normal' as const,
      description:
        `A token on the demo's local dev chain with a pool: half of its 1,000,000 tokens sit ` +
        `in a V2-style pair (${tokens.poolPairAddress}) against 25,000 BUSD, so its price ` +
        `(0.05 BUSD) is read from the chain. Eight reviewers hold it in amounts from 0.0005 % ` +
        `to 10 % of the supply, one in every holder tier, and their reviews carry the badge ` +
        `read from the chain when they were published.`,
    },
  ];
}

/** Adds the dev chain's demo projects when missing; returns the addresses to read there. */
export async function ensureDevChainProjects(
  db: Db,
  tokens: DevChainTokens,
  now: Date,
): Promise<string[]> {
  const values = devChainProjectValues(tokens, now);
  for (const value of values) await db.insert(projects).values(value).onConflictDoNothing();
  return values.map((v) => v.contractAddress.toLowerCase());
}
