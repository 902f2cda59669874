// Demo projects for the dev chain's own tokens (issue 14), so the on-chain ownership claim can be
// tried offline: 'Dev Owned Token' (owner() is dev account #3) and 'Dev Role Token' (the Demo
// wallet holds DEFAULT_ADMIN_ROLE). The dev chain restarts with every `npm start` while the
// database stays, but its deployer's nonces are fixed, so the addresses are the same each time;
// the projects are added once (by chain and address) and never overwritten, so a claim made
// earlier stands. The projects name BNB Chain (the donation network the dev chain stands in
// for); config.devChainContracts has their ownership read on the dev chain.
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
