// Anchoring the transparency log: every LOG_ANCHOR_INTERVAL_MS at most, when the latest
// checkpoint is larger than what was last anchored, its (size, root) is sent to the LogAnchor
// contract. Each transaction is followed like a donation: pending until it has the chain's
// confirmations (CHAIN_CONFIRMATIONS_<chainId>), then confirmed; a transaction that vanished
// (a reorganisation dropped it) is marked dropped, and the latest checkpoint is sent again at
// once. A chain that does not answer is a warning, never an API error.
import {
  TransactionNotFoundError,
  TransactionReceiptNotFoundError,
  type Hash,
  type Hex,
} from 'viem';
import { logAnchorAbi } from '@chainreview/contracts';
import { DEV_CHAIN_ID, LOG_ANCHOR, type LogAnchorsResponse } from '@chainreview/shared';
import { confirmationsFor } from '../../config.ts';
import type { Deps } from '../../deps.ts';
import { rpcUrlFor } from '../../chain/clients.ts';
import { latestCheckpoint } from '../tlog/index.ts';
import {
  anchorChain,
  anchorContract,
  anchorDisabledReason,
  type AnchorChain,
} from './anchor.chain.ts';
import {
  dropAnchorsAbove,
  insertAnchor,
  latestAnchors,
  liveAnchorSummary,
  pendingAnchors,
  setAnchorStatus,
} from './anchor.repository.ts';

export interface AnchorRun {
  /** The size sent in this run (null: nothing was due). */
  sent: number | null;
  confirmed: number;
  dropped: number;
  failed: number;
}

/** One run of the anchor job; null when anchoring is off. Throws when the chain fails. */
export async function anchorOnce(deps: Deps): Promise<AnchorRun | null> {
  const chain = anchorChain(deps.config);
  if (!chain) return null;
  const run: AnchorRun = { sent: null, confirmed: 0, dropped: 0, failed: 0 };
  await followPending(deps, chain, run);
  run.sent = await anchorIfDue(deps, chain, run);
  return run;
}

/** The job: true when the public list of anchors changed. */
export async function runLogAnchor(deps: Deps): Promise<boolean> {
  try {
    const run = await anchorOnce(deps);
    return Boolean(run && (run.sent !== null || run.confirmed + run.dropped + run.failed > 0));
  } catch (error) {
    deps.log.warn(
      { err: error, chainId: deps.config.donation.chainId },
      'log anchor: the chain did not answer; tried again on the next run',
    );
    return false;
  }
}

const notFound = (error: unknown) =>
  error instanceof TransactionReceiptNotFoundError || error instanceof TransactionNotFoundError;

async function followPending(deps: Deps, chain: AnchorChain, run: AnchorRun) {
  const rows = await pendingAnchors(deps.db, chain.chainId);
  if (rows.length === 0) return;
  // never viem's cached head: a confirmation seconds old may be a different chain
  const head = Number(await chain.client.getBlockNumber({ cacheTime: 0 }));
  const needed = confirmationsFor(deps.config, chain.chainId);
  for (const row of rows) {
    const hash = row.txHash as Hash;
    const receipt = await chain.client.getTransactionReceipt({ hash }).catch((error: unknown) => {
      if (notFound(error)) return null;
      throw error;
    });
    if (!receipt) {
      const waiting = await chain.client.getTransaction({ hash }).catch((error: unknown) => {
        if (notFound(error)) return null;
        throw error;
      });
      if (waiting) continue;
      await setAnchorStatus(deps.db, row.id, 'dropped', null, deps.now());
      run.dropped++;
      continue;
    }
    const block = Number(receipt.blockNumber);
    if (receipt.status !== 'success') {
      await setAnchorStatus(deps.db, row.id, 'failed', block, deps.now());
      run.failed++;
      deps.log.warn({ txHash: hash, treeSize: row.treeSize }, 'log anchor transaction reverted');
    } else if (head - block + 1 >= needed) {
      await setAnchorStatus(deps.db, row.id, 'confirmed', block, deps.now());
      run.confirmed++;
    } else if (row.blockNumber !== block) {
      // mined (or mined again elsewhere after a reorganisation), not yet deep enough
      await setAnchorStatus(deps.db, row.id, 'pending', block, deps.now());
    }
  }
}

async function anchorIfDue(deps: Deps, chain: AnchorChain, run: AnchorRun): Promise<number | null> {
  const interval = deps.config.logAnchor.intervalMs ?? LOG_ANCHOR.defaultIntervalMs;
  const sinceLast = async () => {
    const live = await liveAnchorSummary(deps.db, chain.chainId);
    return { live, due: !live || deps.now().getTime() - live.lastSentAt.getTime() >= interval };
  };
  // the chain is read once an interval at most while nothing is pending (a public RPC's quota)
  if (!(await sinceLast()).due) return null;
  const onChain = Number(
    await chain.client.readContract({
      address: chain.address,
      abi: logAnchorAbi,
      functionName: 'latestSize',
    }),
  );
  // confirmed anchors larger than the contract's latest are gone (a deep reorganisation, or a
  // dev chain started afresh under a database that outlived it): they are sent again
  run.dropped += await dropAnchorsAbove(deps.db, chain.chainId, onChain, deps.now());
  const checkpoint = await latestCheckpoint(deps.db);
  if (!checkpoint || checkpoint.size === 0) return null;
  // the contract refuses a size that is not larger than its latest
  if (onChain >= checkpoint.size) return null;
  const { live } = await sinceLast();
  if (live && live.maxSize >= checkpoint.size) return null;
  const rootHash = `0x${Buffer.from(checkpoint.rootHash).toString('hex')}` as Hex;
  const txHash = await chain.wallet.writeContract({
    address: chain.address,
    abi: logAnchorAbi,
    functionName: 'anchor',
    args: [BigInt(checkpoint.size), rootHash],
    account: chain.account,
    chain: chain.wallet.chain,
  });
  await insertAnchor(deps.db, {
    treeSize: checkpoint.size,
    rootHash,
    txHash,
    chainId: chain.chainId,
    now: deps.now(),
  });
  return checkpoint.size;
}

/** GET /api/public/log/anchors. */
export async function listAnchors(deps: Deps): Promise<LogAnchorsResponse> {
  const contract = anchorContract(deps.config);
  const reason = anchorDisabledReason(deps.config);
  if (!contract)
    return { enabled: false, reason, chainId: null, contract: null, rpcUrl: null, anchors: [] };
  const rows = await latestAnchors(deps.db, contract.chainId, LOG_ANCHOR.listLimit);
  return {
    enabled: reason === null,
    reason,
    chainId: contract.chainId,
    contract: contract.address,
    // the dev chain's RPC is this server's own; a real chain's is the reader's choice
    rpcUrl:
      contract.chainId === DEV_CHAIN_ID ? (rpcUrlFor(deps.config, contract.chainId) ?? null) : null,
    anchors: rows.map((row) => ({
      treeSize: row.treeSize,
      rootHash: Buffer.from(row.rootHash.slice(2), 'hex').toString('base64'),
      txHash: row.txHash,
      blockNumber: row.blockNumber,
      status: row.status,
    })),
  };
}
