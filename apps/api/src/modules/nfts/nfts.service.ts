// NFT avatars: the ERC-721 tokens a user owns in the configured collections (NFT_CONTRACTS;
// the dev chain's mock collection in demo mode), and an avatar set only after ownerOf on
// chain says the token is the user's.
import { getAddress, type Address } from 'viem';
import { listMeta, type Me, type Nft, type SyncNftAvatarBody } from '@chainreview/shared';
import { transaction } from '../../db/transaction.ts';
import type { Deps } from '../../deps.ts';
import { publicClientFor } from '../../chain/clients.ts';
import { isOwner, ownedTokenIds, placeholderImage, tokenMetadata } from '../../chain/nft.ts';
import { AppError, notFound } from '../../lib/errors.ts';
import { changeUser, toMe, type UserRow } from '../users/index.ts';
import {
  insertNftIfMissing,
  replaceCollection,
  userNftPage,
  type NftRow,
} from './nfts.repository.ts';

function toNft(row: NftRow, owner: string): Nft {
  return {
    id: String(row.id),
    chainId: row.chainId,
    contractAddress: row.contractAddress,
    tokenId: row.tokenId,
    name: row.name,
    image: row.image,
    owner,
  };
}

function collections(deps: Deps) {
  return deps.config.nftContracts.flatMap((c) => {
    const client = publicClientFor(deps.config, c.chainId);
    return client ? [{ chainId: c.chainId, address: getAddress(c.address), client }] : [];
  });
}

/** POST /api/sync-nfts: reads the user's tokens in every configured collection and stores them. */
export async function syncNfts(deps: Deps, user: UserRow): Promise<Nft[]> {
  const owner = getAddress(user.address);
  const reachable = collections(deps);
  const results = await Promise.allSettled(
    reachable.map(async (c) => {
      const ids = await ownedTokenIds(c.client, c.address, owner);
      const tokens = await Promise.all(
        ids.map(async (tokenId) => ({
          tokenId,
          ...(await tokenMetadata(c.client, c.address, tokenId)),
        })),
      );
      return { ...c, tokens };
    }),
  );
  results.forEach((result, i) => {
    if (result.status === 'rejected')
      deps.log.warn(
        { err: result.reason, chainId: reachable[i]!.chainId, collection: reachable[i]!.address },
        'NFT collection unreadable: the tokens stored before are kept',
      );
  });
  const now = deps.now();
  await transaction(deps, async (tx) => {
    for (const result of results) {
      // a collection whose node failed keeps what was stored before (logged above)
      if (result.status !== 'fulfilled') continue;
      const c = result.value;
      await replaceCollection(
        tx,
        user.id,
        c.chainId,
        c.address,
        c.tokens.map((t) => ({
          userId: user.id,
          chainId: c.chainId,
          contractAddress: c.address,
          tokenId: t.tokenId.toString(),
          name: t.name,
          image: t.image ?? placeholderImage(c.address, t.tokenId),
          syncedAt: now,
        })),
      );
    }
  });
  const { rows } = await userNftPage(deps.db, user.id, 500);
  return rows.map((r) => toNft(r, user.address));
}

export async function listNfts(deps: Deps, user: UserRow, limit: number, offset: number) {
  const { rows, total } = await userNftPage(deps.db, user.id, limit, offset);
  return { data: rows.map((r) => toNft(r, user.address)), meta: listMeta(limit, offset, total) };
}

/** POST /api/sync-nft-avatar: ownerOf on chain first ('You are not owner of NFT'), then the avatar. */
export async function syncNftAvatar(
  deps: Deps,
  user: UserRow,
  body: SyncNftAvatarBody,
): Promise<Me> {
  const contract = getAddress(body.contractAddress);
  const known = deps.config.nftContracts.find(
    (c) =>
      c.address.toLowerCase() === contract.toLowerCase() &&
      (body.chainId === undefined || c.chainId === body.chainId),
  );
  const chainId = body.chainId ?? known?.chainId ?? deps.config.donation.chainId;
  const client = publicClientFor(deps.config, chainId);
  if (!client) throw notFound('can_not_find_chain');
  const tokenId = BigInt(body.tokenId);
  if (!(await isOwner(client, contract, tokenId, user.address as Address)))
    throw new AppError(403, 'you_are_not_owner_of_nft');
  const meta = await tokenMetadata(client, contract, tokenId);
  const image = meta.image ?? placeholderImage(contract, tokenId);
  const updated = await transaction(deps, async (tx) => {
    await insertNftIfMissing(tx, {
      userId: user.id,
      chainId,
      contractAddress: contract,
      tokenId: tokenId.toString(),
      name: meta.name,
      image,
      syncedAt: deps.now(),
    });
    return changeUser(tx, user.id, { avatarUrl: image, avatarType: 'nft', updatedAt: deps.now() });
  });
  return toMe(updated, deps.now());
}
