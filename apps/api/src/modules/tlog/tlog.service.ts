// The transparency log: leaves appended in the caller's transaction, checkpoints signed as C2SP
// signed notes, tiles and proofs read from the stored subtree hashes (O(log n) rows each).
import {
  TLOG_ENTRY_MAX_BYTES,
  TLOG_TILE_HEIGHT,
  TLOG_TILE_WIDTH,
  checkpointBody,
  consistencyProof,
  consistencyProofRefs,
  entryBytes,
  inclusionProof,
  inclusionProofRefs,
  leafHash,
  siblingsForAppend,
  storedHashesForAppend,
  tlogBase64,
  treeHash,
  treeHashRefs,
  type HashRef,
  type TlogEntry,
} from '@chainreview/shared';
import type { Config } from '../../config.ts';
import type { Db, DbOrTx } from '../../db/client.ts';
import { badRequest, notFound } from '../../lib/errors.ts';
import {
  currentSize,
  entryRange,
  findLatestCheckpoint,
  findLeafHash,
  hashRange,
  insertCheckpoint,
  insertLeaves,
  readHashes,
  reserveIndexes,
  type LeafRow,
  type StoredHash,
} from './tlog.repository.ts';

/**
 * Appends one leaf in the caller's transaction and returns its index. Call it last in the
 * transaction: it locks the log's counter row until the commit, so every other append waits.
 */
export async function appendEntry(tx: DbOrTx, entry: TlogEntry): Promise<number> {
  const [idx] = await appendEntries(tx, [entry]);
  return idx!;
}

/** Appends leaves in this order (one lock, a few statements); returns their indexes. */
export async function appendEntries(tx: DbOrTx, entries: TlogEntry[]): Promise<number[]> {
  if (entries.length === 0) return [];
  const datas = entries.map((entry) => {
    const data = entryBytes(entry);
    if (data.length > TLOG_ENTRY_MAX_BYTES) throw new Error('tlog: entry too long for a bundle');
    return data;
  });
  const first = await reserveIndexes(tx, entries.length);
  // the left siblings that lie in the tree before this batch are read once; the rest are made here
  const known = new Map<string, Uint8Array>();
  const key = (level: number, n: number) => `${level}/${n}`;
  const older = new Map<string, HashRef>();
  for (let i = 0; i < entries.length; i++)
    for (const ref of siblingsForAppend(first + i))
      if ((ref.n + 1) * 2 ** ref.level <= first) older.set(key(ref.level, ref.n), ref);
  const olderRefs = [...older.values()];
  (await readHashes(tx, olderRefs)).forEach((hash, i) =>
    known.set(key(olderRefs[i]!.level, olderRefs[i]!.n), hash),
  );
  const leaves: LeafRow[] = [];
  const hashes: StoredHash[] = [];
  datas.forEach((data, i) => {
    const idx = first + i;
    const leaf = leafHash(data);
    const siblings = siblingsForAppend(idx).map((ref) => known.get(key(ref.level, ref.n))!);
    for (const stored of storedHashesForAppend(idx, leaf, siblings)) {
      known.set(key(stored.level, stored.n), stored.hash);
      hashes.push(stored);
    }
    const entry = entries[i]!;
    leaves.push({
      idx,
      kind: entry.kind,
      data,
      leafHash: leaf,
      reviewId: entry.kind === 'review_version' ? entry.reviewId : null,
      reviewVersion: entry.kind === 'review_version' ? entry.version : null,
    });
  });
  await insertLeaves(tx, leaves, hashes);
  return leaves.map((l) => l.idx);
}

export interface Checkpoint {
  size: number;
  rootHash: Buffer;
  note: string;
  createdAt: Date;
}

export async function latestCheckpoint(db: DbOrTx): Promise<Checkpoint | null> {
  const row = await findLatestCheckpoint(db);
  return row ? { ...row, size: Number(row.size), rootHash: Buffer.from(row.rootHash) } : null;
}

/** The root hash of the tree of `size` leaves (committed). */
export async function rootAt(db: DbOrTx, size: number): Promise<Uint8Array> {
  return treeHash(size, await readHashes(db, treeHashRefs(size)));
}

/** The log configuration of the app last built in this process (for makeCheckpoint(db)). */
let processLog: Config['log'] | null = null;
export function useLogConfig(config: Pick<Config, 'log'>): void {
  processLog = config.log;
}

type CheckpointDeps = { db: Db; config: Pick<Config, 'log'>; now?: () => Date };

/**
 * Signs a checkpoint of the log as committed now, unless the latest one already has that
 * size (then that one is returned). Two processes doing it at once sign the same note. Given
 * only a database, it signs with the configuration of the app built in this process.
 */
export async function makeCheckpoint(target: Db | CheckpointDeps): Promise<Checkpoint> {
  const deps: CheckpointDeps =
    'config' in target && 'db' in target
      ? (target as CheckpointDeps)
      : { db: target as Db, config: { log: requireProcessLog() } };
  const size = await currentSize(deps.db);
  const latest = await latestCheckpoint(deps.db);
  if (latest && latest.size >= size) return latest;
  const root = await rootAt(deps.db, size);
  const { signer, origin } = deps.config.log;
  const body = checkpointBody(origin, size, root);
  const note = `${body}\n${signer.sign(body)}`;
  await insertCheckpoint(deps.db, {
    size,
    rootHash: root,
    note,
    createdAt: deps.now?.() ?? new Date(),
  });
  return (await latestCheckpoint(deps.db))!;
}

function requireProcessLog(): Config['log'] {
  if (!processLog) throw new Error('tlog: no app built in this process: pass { db, config }');
  return processLog;
}

/** The latest checkpoint, the first one made now when there is none yet. */
export async function servedCheckpoint(deps: { db: Db; config: Pick<Config, 'log'> }) {
  return (await latestCheckpoint(deps.db)) ?? makeCheckpoint(deps);
}

/** The log's public key, as GET .../key answers it. */
export function logKey(config: Pick<Config, 'log'>) {
  const { signer, origin } = config.log;
  return {
    origin,
    keyName: signer.name,
    verifierKey: signer.verifierKey,
    publicKey: signer.publicKey.toString('base64'),
  };
}

// ---- tiles ---------------------------------------------------------------------------------

const TILE_PATH = /^(entries|\d{1,2})\/((?:x\d{3}\/)*\d{3})(?:\.p\/(\d{1,3}))?$/;

export interface TileRequest {
  level: number | 'entries';
  n: number;
  width: number;
  partial: boolean;
}

/** Parses `<L>/<N>[.p/<W>]` or `entries/<N>[.p/<W>]`; null when it is no tile path. */
export function parseTileRequest(path: string): TileRequest | null {
  const match = TILE_PATH.exec(path);
  if (!match) return null;
  const parts = match[2]!.split('/');
  if (parts.length > 1 && parts[0] === 'x000') return null;
  const n = Number(parts.map((p) => p.replace('x', '')).join(''));
  if (!Number.isSafeInteger(n)) return null;
  const level = match[1] === 'entries' ? 'entries' : Number(match[1]);
  // tree levels fit in 63 bits: 8 * 7 + 7
  if (level !== 'entries' && level > 7) return null;
  const partial = match[3] !== undefined;
  const width = partial ? Number(match[3]) : TLOG_TILE_WIDTH;
  if (partial && (width < 1 || width >= TLOG_TILE_WIDTH || String(width) !== match[3])) return null;
  return { level, n, width, partial };
}

/** A tile's bytes, or null when the log does not (yet) hold all of it. */
export async function readTile(db: DbOrTx, tile: TileRequest): Promise<Buffer | null> {
  const from = tile.n * TLOG_TILE_WIDTH;
  if (!Number.isSafeInteger(from)) return null;
  if (tile.level === 'entries') {
    const rows = await entryRange(db, from, tile.width);
    if (rows.length !== tile.width) return null;
    const parts: Buffer[] = [];
    for (const data of rows) {
      const length = Buffer.alloc(2);
      length.writeUInt16BE(data.length);
      parts.push(length, Buffer.from(data));
    }
    return Buffer.concat(parts);
  }
  const rows = await hashRange(db, tile.level * TLOG_TILE_HEIGHT, from, tile.width);
  if (rows.length !== tile.width) return null;
  return Buffer.concat(rows.map((r) => Buffer.from(r)));
}

// ---- proofs --------------------------------------------------------------------------------

/** Proofs are served for signed trees only: sizes up to the latest checkpoint's. */
async function provableSize(db: DbOrTx): Promise<number> {
  return (await latestCheckpoint(db))?.size ?? 0;
}

const b64 = (hashes: Uint8Array[]) => hashes.map(tlogBase64);

export async function proveInclusion(db: DbOrTx, index: number, size: number) {
  if (!(index >= 0 && index < size && size <= (await provableSize(db))))
    throw badRequest('log_range_invalid');
  const hashes = await readHashes(db, inclusionProofRefs(index, size));
  const leaf = await findLeafHash(db, index);
  if (!leaf) throw notFound('not_found');
  return {
    index,
    treeSize: size,
    leafHash: tlogBase64(leaf),
    proof: b64(inclusionProof(index, size, hashes)),
  };
}

export async function proveConsistency(db: DbOrTx, from: number, to: number) {
  if (!(from >= 1 && from <= to && to <= (await provableSize(db))))
    throw badRequest('log_range_invalid');
  const hashes = await readHashes(db, consistencyProofRefs(from, to));
  return { from, to, proof: b64(consistencyProof(from, to, hashes)) };
}
