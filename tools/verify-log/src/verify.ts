// The whole check of a ChainReview transparency log, from the outside: the signed checkpoint,
// every tile and entry, consistency with the last checkpoint this verifier saw, the on-chain
// anchors, every review signature, and the bulk export against the log. Node builtins and
// viem only, so it can be copied out of the repository and run anywhere.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import readline from 'node:readline';
import {
  createPublicClient,
  http,
  keccak256,
  stringToHex,
  verifyTypedData,
  type Address,
  type Hex,
  type PublicClient,
} from 'viem';
import { canonicalJson } from './canonical.ts';
import {
  openNote,
  parseCheckpoint,
  parseVerifierKey,
  decodeBase64,
  type Checkpoint,
  type VerifierKey,
} from './note.ts';
import { CompactRange, leafHash, verifyConsistency, type Hash } from './rfc6962.ts';
import {
  parseEntryBundle,
  splitHashes,
  tileLevels,
  tilePath,
  tileRoot,
  tilesAtLevel,
  TILE_WIDTH,
} from './tiles.ts';

export const LOG_PREFIX = '/api/public/log/';
export const EXPORT_PATH = '/api/public/export/reviews.ndjson';
/** How many times one request waits out a 429 before the answer counts as a failure. */
const MAX_RATE_LIMIT_WAITS = 10;

/** The part of the anchor contract this verifier reads. */
export const logAnchorReadAbi = [
  {
    type: 'function',
    name: 'roots',
    stateMutability: 'view',
    inputs: [{ name: 'treeSize', type: 'uint64' }],
    outputs: [{ name: '', type: 'bytes32' }],
  },
  {
    type: 'function',
    name: 'latestSize',
    stateMutability: 'view',
    inputs: [],
    outputs: [{ name: '', type: 'uint64' }],
  },
] as const;

export interface VerifyOptions {
  /** The site's base URL (its API answers under /api). */
  site: string;
  /** Where the last verified checkpoint is kept (default: defaultStatePath(site)). */
  statePath?: string;
  /** An RPC of the anchor chain, instead of the one the site names. */
  rpcUrl?: string;
  /** The log's verifier key, instead of the one the site publishes. */
  key?: string;
  /** Per-request timeout (default 20 s). */
  timeoutMs?: number;
  /** The origin signatures must name, instead of the one the site says it is. */
  signedSite?: string;
  /** Called with each line of the summary as it is known. */
  print?: (line: string) => void;
}

export interface VerifyResult {
  ok: boolean;
  failures: string[];
  warnings: string[];
  treeSize: number;
  counts: {
    entries: number;
    reviewVersions: number;
    signed: number;
    replies: number;
    moderation: number;
    hashTiles: number;
    entryBundles: number;
    anchorsChecked: number;
    exportLines: number;
  };
  consistency: 'first-run' | 'same' | 'grown' | 'failed';
}

interface SavedState {
  site: string;
  origin: string;
  verifierKey: string;
  size: number;
  rootHash: string;
  /** Base64 of the leaf hashes 0..size-1, concatenated: names a rewritten leaf next time. */
  leafHashes: string;
  checkedAt: string;
}

export function defaultStatePath(site: string): string {
  const base = process.env.XDG_CONFIG_HOME || path.join(os.homedir(), '.config');
  const host = new URL(site).host.replace(/[^A-Za-z0-9.-]/g, '_');
  return path.join(base, 'chainreview-verify', `${host}.json`);
}

class Failure extends Error {}

export interface ReviewVersionEntry {
  kind: 'review_version';
  v: number;
  reviewId: number | string;
  version: number;
  projectId: number | string;
  author: string;
  rate: number;
  title: string;
  contentHash: string;
  language: string;
  publishedAt: string;
  signature: string | null;
  typedData: {
    domain: Record<string, unknown>;
    types: Record<string, Array<{ name: string; type: string }>>;
    primaryType: string;
    message: Record<string, unknown>;
  } | null;
}

type Entry = { kind: string; v: number } & Record<string, unknown>;

const b64 = (h: Uint8Array) => Buffer.from(h).toString('base64');

async function pool<T, R>(items: T[], limit: number, fn: (item: T) => Promise<R>): Promise<R[]> {
  const out: R[] = new Array(items.length);
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const i = next++;
      out[i] = await fn(items[i]!);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
  return out;
}

export async function verifyLog(options: VerifyOptions): Promise<VerifyResult> {
  const site = options.site.replace(/\/+$/, '');
  const timeoutMs = options.timeoutMs ?? 20_000;
  const print = options.print ?? (() => {});
  const statePath = options.statePath ?? defaultStatePath(site);
  const failures: string[] = [];
  const warnings: string[] = [];
  const fail = (message: string) => {
    failures.push(message);
    print(`  FAIL ${message}`);
  };
  const warn = (message: string) => {
    warnings.push(message);
    print(`  warning: ${message}`);
  };
  const counts: VerifyResult['counts'] = {
    entries: 0,
    reviewVersions: 0,
    signed: 0,
    replies: 0,
    moderation: 0,
    hashTiles: 0,
    entryBundles: 0,
    anchorsChecked: 0,
    exportLines: 0,
  };
  let consistency: VerifyResult['consistency'] = 'failed';
  let treeSize = 0;
  const result = (): VerifyResult => ({
    ok: failures.length === 0,
    failures,
    warnings,
    treeSize,
    counts,
    consistency,
  });

  const get = async (url: string): Promise<Response> => {
    // a large log is thousands of tiles: past the site's rate limit, wait as it asks and go on
    for (let attempt = 0; ; attempt++) {
      let response: Response;
      try {
        response = await fetch(url, { signal: AbortSignal.timeout(timeoutMs) });
      } catch (error) {
        throw new Failure(`${url}: ${(error as Error).message}`);
      }
      if (response.status !== 429 || attempt >= MAX_RATE_LIMIT_WAITS) return response;
      const seconds = Number(response.headers.get('retry-after'));
      await response.arrayBuffer();
      await new Promise((resolve) =>
        setTimeout(
          resolve,
          Math.min(Number.isFinite(seconds) && seconds > 0 ? seconds : 1, 60) * 1000,
        ),
      );
    }
  };
  const getOk = async (url: string): Promise<Response> => {
    const response = await get(url);
    if (!response.ok) throw new Failure(`${url} answered ${response.status}`);
    return response;
  };
  const logUrl = (p: string) => `${site}${LOG_PREFIX}${p}`;
  /** A partial tile, or the full tile cut to width when the log no longer serves the partial. */
  const tileBytes = async (level: number | 'entries', n: number, width: number) => {
    const response = await get(logUrl(tilePath(level, n, width)));
    if (response.ok) return Buffer.from(await response.arrayBuffer());
    if (response.status === 404 && width < TILE_WIDTH) {
      const full = await get(logUrl(tilePath(level, n)));
      if (full.ok) return { full: Buffer.from(await full.arrayBuffer()) };
    }
    throw new Failure(`${logUrl(tilePath(level, n, width))} answered ${response.status}`);
  };

  try {
    print(`ChainReview transparency log at ${site}`);
    const saved = readState(statePath);
    if (saved && saved.site !== site)
      throw new Failure(`the state file ${statePath} belongs to ${saved.site}, not ${site}`);

    // 1. The key: pinned, else published (and then the same as last time)
    let key: VerifierKey;
    let publishedOrigin: string | null = null;
    if (options.key) {
      key = parseKey(options.key, '--key');
    } else {
      const published = (await (await getOk(logUrl('key'))).json()) as {
        origin?: string;
        verifierKey?: string;
      };
      key = parseKey(String(published.verifierKey ?? ''), `${LOG_PREFIX}key`);
      publishedOrigin = published.origin ?? null;
      if (saved && saved.verifierKey !== key.text)
        throw new Failure(
          `the log's key changed since ${saved.checkedAt} (was ${saved.verifierKey}, now ` +
            `${key.text}): a different log, or a forged one; pin the key you trust with --key`,
        );
    }
    print(`  key          ${key.text}${options.key ? ' (pinned)' : ''}`);

    // 2. The checkpoint, signed by that key
    const note = await (await getOk(logUrl('checkpoint'))).text();
    let checkpoint: Checkpoint;
    try {
      checkpoint = parseCheckpoint(openNote(note, key));
    } catch (error) {
      throw new Failure(`checkpoint: ${(error as Error).message}`);
    }
    if (publishedOrigin !== null && checkpoint.origin !== publishedOrigin)
      throw new Failure(
        `checkpoint: origin ${JSON.stringify(checkpoint.origin)} is not the published ${JSON.stringify(publishedOrigin)}`,
      );
    if (saved && saved.origin !== checkpoint.origin)
      throw new Failure(
        `checkpoint: origin ${JSON.stringify(checkpoint.origin)} is not ${JSON.stringify(saved.origin)} seen before`,
      );
    treeSize = checkpoint.size;
    const size = checkpoint.size;
    print(
      `  checkpoint   ${checkpoint.origin}, size ${size}, root ${b64(checkpoint.rootHash)}: signature OK`,
    );

    // 3. Every hash tile and entry bundle of that size
    const levels = tileLevels(size);
    const hashesByLevel: Hash[][] = [];
    for (const level of levels) {
      const tiles = tilesAtLevel(size, level);
      const bodies = await pool(tiles, 4, (t) => tileBytes(t.level, t.n, t.width));
      counts.hashTiles += tiles.length;
      const hashes: Hash[] = [];
      tiles.forEach((t, i) => {
        const body = bodies[i]!;
        const data = Buffer.isBuffer(body) ? body : body.full.subarray(0, t.width * 32);
        try {
          hashes.push(...splitHashes(data, t.width));
        } catch (error) {
          throw new Failure(`${tilePath(t.level, t.n, t.width)}: ${(error as Error).message}`);
        }
      });
      hashesByLevel.push(hashes);
    }
    const bundles = tilesAtLevel(size, 0);
    const bundleBodies = await pool(bundles, 4, (t) => tileBytes('entries', t.n, t.width));
    counts.entryBundles = bundles.length;
    const entryBytes: Buffer[] = [];
    bundles.forEach((t, i) => {
      const body = bundleBodies[i]!;
      let entries: Buffer[];
      try {
        entries = parseEntryBundle(Buffer.isBuffer(body) ? body : body.full);
      } catch (error) {
        throw new Failure(`${tilePath('entries', t.n, t.width)}: ${(error as Error).message}`);
      }
      if (Buffer.isBuffer(body) ? entries.length !== t.width : entries.length < t.width)
        throw new Failure(
          `${tilePath('entries', t.n, t.width)} has ${entries.length} entries, not ${t.width}`,
        );
      entryBytes.push(...entries.slice(0, t.width));
    });

    // each entry's hash against the level-0 tiles, each upper hash against the level below
    const leaves = entryBytes.map((e) => leafHash(e));
    const tileLeaves = hashesByLevel[0] ?? [];
    let badLeaves = 0;
    leaves.forEach((h, i) => {
      if (!h.equals(tileLeaves[i]!)) {
        badLeaves++;
        if (badLeaves <= 10)
          fail(
            `leaf ${i}: its entry hashes to ${b64(h)}, but ${tilePath(0, Math.floor(i / TILE_WIDTH))} has ${b64(tileLeaves[i]!)}`,
          );
      }
    });
    if (badLeaves > 10) fail(`... and ${badLeaves - 10} more leaves whose entry does not match`);
    for (let level = 1; level < hashesByLevel.length; level++) {
      const below = hashesByLevel[level - 1]!;
      hashesByLevel[level]!.forEach((h, j) => {
        const expected = tileRoot(below.slice(j * TILE_WIDTH, (j + 1) * TILE_WIDTH));
        if (!h.equals(expected))
          fail(
            `tile level ${level} hash ${j} (leaves ${j * TILE_WIDTH ** level} to ${(j + 1) * TILE_WIDTH ** level - 1}) is not the root of the level below`,
          );
      });
    }
    counts.entries = size;

    // 4. Anchors: which sizes the chain holds (read now, checked in the root pass below)
    const anchorChecks = await readAnchors(site, options.rpcUrl, timeoutMs, get, warn, print);

    // 5. Roots of every prefix that matters, in one pass over the leaves
    const wanted = new Set<number>([size]);
    if (saved && saved.size <= size) wanted.add(saved.size);
    for (const a of anchorChecks?.onChain ?? []) if (a.size <= size) wanted.add(a.size);
    const roots = new Map<number, Hash>();
    const range = new CompactRange();
    if (wanted.has(0)) roots.set(0, range.root());
    leaves.forEach((h, i) => {
      range.append(h);
      if (wanted.has(i + 1)) roots.set(i + 1, range.root());
    });
    const root = roots.get(size)!;
    if (!root.equals(checkpoint.rootHash))
      fail(
        `the tiles give root ${b64(root)} at size ${size}, but the signed checkpoint says ${b64(checkpoint.rootHash)}`,
      );
    else
      print(
        `  tiles        ${counts.hashTiles} hash tiles, ${counts.entryBundles} entry bundles: every leaf and the root recomputed, OK`,
      );

    // 6. Consistency with the last checkpoint this verifier accepted
    if (!saved) {
      consistency = 'first-run';
      print(`  consistency  first run: this checkpoint is remembered in ${statePath}`);
    } else if (saved.size > size) {
      fail(
        `rolled back: the log has ${size} leaves, but ${saved.size} were seen on ${saved.checkedAt}`,
      );
    } else {
      const oldRoot = Buffer.from(saved.rootHash, 'base64');
      const oldLeaves = Buffer.from(saved.leafHashes, 'base64');
      const changed: number[] = [];
      for (let i = 0; i < saved.size && i * 32 < oldLeaves.length; i++)
        if (!oldLeaves.subarray(i * 32, i * 32 + 32).equals(leaves[i]!)) changed.push(i);
      for (const i of changed.slice(0, 10))
        fail(`leaf ${i} changed since ${saved.checkedAt}: a split view (the log was rewritten)`);
      if (changed.length > 10) fail(`... and ${changed.length - 10} more changed leaves`);
      const recomputed = roots.get(saved.size)!;
      if (!recomputed.equals(oldRoot))
        fail(
          `split view: the log at size ${saved.size} now has root ${b64(recomputed)}, but had ${b64(oldRoot)} on ${saved.checkedAt}`,
        );
      if (saved.size < size) {
        const proofJson = (await (
          await getOk(logUrl(`proof/consistency?from=${saved.size}&to=${size}`))
        ).json()) as { proof?: string[] };
        const proof = (proofJson.proof ?? []).map((p) => decodeBase64(p) ?? Buffer.alloc(0));
        if (!verifyConsistency(saved.size, size, oldRoot, checkpoint.rootHash, proof))
          fail(
            `the log's consistency proof from size ${saved.size} to ${size} does not verify: a split view`,
          );
      }
      if (failures.length === 0) {
        consistency = saved.size === size ? 'same' : 'grown';
        print(
          `  consistency  ${saved.size === size ? 'unchanged since' : `grew from ${saved.size} leaves seen`} ${saved.checkedAt}: proof and recomputation OK`,
        );
      }
    }

    // 7. Anchors against the roots
    if (anchorChecks) {
      for (const a of anchorChecks.onChain) {
        if (a.size > size) {
          fail(
            `the chain anchors size ${a.size}, more than the ${size} leaves served: the log was rolled back`,
          );
          continue;
        }
        const mine = roots.get(a.size)!;
        if (!mine.equals(a.root))
          fail(
            `anchor at size ${a.size}: the chain holds ${b64(a.root)}, the tiles give ${b64(mine)}${a.txHash ? ` (tx ${a.txHash})` : ''}`,
          );
        else counts.anchorsChecked++;
      }
      for (const message of anchorChecks.problems) fail(message);
      if (anchorChecks.onChain.length === 0 && anchorChecks.problems.length === 0)
        print(`  anchors      none on chain ${anchorChecks.chainId} yet`);
      else if (anchorChecks.problems.length === 0)
        print(
          `  anchors      ${counts.anchorsChecked} on chain ${anchorChecks.chainId} at ${anchorChecks.contract} match the tiles (latest size ${anchorChecks.latestSize})`,
        );
    }

    // 8. The entries: canonical form, review signatures
    const parsed: Array<Entry | null> = entryBytes.map((bytes, i) => {
      let entry: Entry;
      try {
        entry = JSON.parse(bytes.toString('utf8')) as Entry;
      } catch {
        fail(`leaf ${i}: its entry is not JSON`);
        return null;
      }
      if (canonicalJson(entry) !== bytes.toString('utf8'))
        fail(`leaf ${i}: its entry is not in canonical JSON form`);
      return entry;
    });
    const rpcForSignatures = anchorChecks?.client ?? null;
    // the origin every version-2 signature must name: the one the site says it is (a copy of
    // the site showing these signatures as its own would have to claim another's name)
    let signedSite = options.signedSite ?? null;
    if (!signedSite) {
      const configs = await get(`${site}/api/public/system-configs`).catch(() => null);
      const body = configs?.ok
        ? ((await configs.json().catch(() => null)) as {
            data?: { reviewSignature?: { site?: string } };
          } | null)
        : null;
      signedSite = body?.data?.reviewSignature?.site ?? null;
    }
    if (signedSite) print(`  site         review signatures name ${signedSite}`);
    else warnings.push('the site does not say which origin its review signatures name');
    for (const [i, entry] of parsed.entries()) {
      if (!entry) continue;
      if (entry.kind === 'reply') counts.replies++;
      else if (entry.kind === 'moderation') counts.moderation++;
      else if (entry.kind === 'review_version') {
        counts.reviewVersions++;
        const problem = await checkReviewEntry(
          entry as unknown as ReviewVersionEntry,
          rpcForSignatures,
          signedSite,
        );
        if (problem)
          fail(
            `leaf ${i} (review ${String(entry.reviewId)} v${String(entry.version)}): ${problem}`,
          );
        else if ((entry as unknown as ReviewVersionEntry).signature) counts.signed++;
      }
    }
    print(
      `  entries      ${counts.reviewVersions} review versions (${counts.signed} signed, signatures OK), ${counts.replies} replies, ${counts.moderation} moderation decisions`,
    );

    // 9. The bulk export: every line is a leaf of the log, with the content it hashes
    await checkExport(site, parsed, size, get, counts, fail, warn, print);

    if (failures.length === 0) {
      writeState(statePath, {
        site,
        origin: checkpoint.origin,
        verifierKey: key.text,
        size,
        rootHash: b64(checkpoint.rootHash),
        leafHashes: b64(Buffer.concat(leaves)),
        checkedAt: new Date().toISOString(),
      });
    }
  } catch (error) {
    if (error instanceof Failure) fail(error.message);
    else fail(`unexpected: ${(error as Error).stack ?? String(error)}`);
  }
  print(failures.length === 0 ? 'OK' : `FAILED: ${failures.length} problem(s)`);
  return result();
}

function parseKey(text: string, where: string): VerifierKey {
  try {
    return parseVerifierKey(text);
  } catch (error) {
    throw new Failure(`${where}: ${(error as Error).message}`);
  }
}

function readState(file: string): SavedState | null {
  if (!fs.existsSync(file)) return null;
  try {
    return JSON.parse(fs.readFileSync(file, 'utf8')) as SavedState;
  } catch {
    throw new Failure(`the state file ${file} is not readable JSON; move it away to start over`);
  }
}

function writeState(file: string, state: SavedState) {
  fs.mkdirSync(path.dirname(file), { recursive: true });
  const temp = `${file}.${process.pid}.tmp`;
  fs.writeFileSync(temp, JSON.stringify(state));
  fs.renameSync(temp, file);
}

interface AnchorChecks {
  chainId: number;
  contract: Address;
  latestSize: number;
  onChain: Array<{ size: number; root: Buffer; txHash: string | null }>;
  problems: string[];
  client: PublicClient;
}

async function readAnchors(
  site: string,
  rpcOverride: string | undefined,
  timeoutMs: number,
  get: (url: string) => Promise<Response>,
  warn: (m: string) => void,
  print: (m: string) => void,
): Promise<AnchorChecks | null> {
  const response = await get(`${site}${LOG_PREFIX}anchors`);
  if (!response.ok) {
    warn(`${LOG_PREFIX}anchors answered ${response.status}: anchors not checked`);
    return null;
  }
  const info = (await response.json()) as {
    chainId: number | null;
    contract: string | null;
    rpcUrl: string | null;
    anchors: Array<{ treeSize: number; rootHash: string; txHash: string | null; status: string }>;
  };
  if (!info.contract || !info.chainId) {
    print('  anchors      the site anchors nowhere (no chain configured)');
    return null;
  }
  const rpc = rpcOverride ?? info.rpcUrl;
  if (!rpc) {
    warn(`anchors on chain ${info.chainId} not checked: no RPC (pass --rpc <url>)`);
    return null;
  }
  const client = createPublicClient({
    transport: http(rpc, { timeout: timeoutMs, retryCount: 1 }),
  }) as PublicClient;
  const contract = info.contract as Address;
  const problems: string[] = [];
  const chainId = await client.getChainId().catch((error: Error) => {
    throw new Failure(`the RPC ${rpc} does not answer: ${error.message}`);
  });
  if (chainId !== info.chainId)
    throw new Failure(`the RPC ${rpc} is chain ${chainId}, the anchors are on ${info.chainId}`);
  const read = (functionName: 'roots' | 'latestSize', args: readonly [bigint] | [] = []) =>
    client.readContract({ address: contract, abi: logAnchorReadAbi, functionName, args } as never);
  const latestSize = Number(await read('latestSize'));
  const onChain: AnchorChecks['onChain'] = [];
  const seen = new Set<number>();
  for (const a of info.anchors) {
    const chainRoot = Buffer.from(
      ((await read('roots', [BigInt(a.treeSize)])) as Hex).slice(2),
      'hex',
    );
    const listed = decodeBase64(a.rootHash);
    if (chainRoot.equals(Buffer.alloc(32))) {
      if (a.status === 'confirmed')
        problems.push(
          `anchor at size ${a.treeSize} is listed as confirmed (tx ${a.txHash}) but is not on chain`,
        );
      continue;
    }
    if (!listed || !listed.equals(chainRoot))
      problems.push(
        `anchor at size ${a.treeSize}: the site lists ${a.rootHash}, the chain holds ${b64(chainRoot)}`,
      );
    onChain.push({ size: a.treeSize, root: chainRoot, txHash: a.txHash });
    seen.add(a.treeSize);
  }
  // the newest anchor on chain, whether the site lists it or not
  if (latestSize > 0 && !seen.has(latestSize)) {
    const chainRoot = Buffer.from(
      ((await read('roots', [BigInt(latestSize)])) as Hex).slice(2),
      'hex',
    );
    onChain.push({ size: latestSize, root: chainRoot, txHash: null });
  }
  return { chainId, contract, latestSize, onChain, problems, client };
}

export async function checkReviewEntry(
  entry: ReviewVersionEntry,
  client: PublicClient | null,
  signedSite: string | null = null,
): Promise<string | null> {
  if (!/^0x[0-9a-f]{40}$/.test(entry.author)) return 'the author is not a lower-case address';
  if (entry.signature === null && entry.typedData === null) return null;
  if (!entry.signature || !entry.typedData)
    return 'a signature without its typed data, or the reverse';
  const { domain, types, primaryType, message } = entry.typedData;
  // the signed message must be this entry's review, not another one
  const mismatched = (
    [
      ['author', String(message.author).toLowerCase() === entry.author],
      ['projectId', String(message.projectId) === String(entry.projectId)],
      ['rate', Number(message.rate) === entry.rate],
      ['title', message.title === entry.title],
      [
        'contentHash',
        String(message.contentHash).toLowerCase() === entry.contentHash.toLowerCase(),
      ],
      ['language', message.language === entry.language],
    ] as const
  )
    .filter(([, same]) => !same)
    .map(([name]) => name);
  if (mismatched.length)
    return `the signed message differs from the entry in ${mismatched.join(', ')}`;
  // version 2 names the site and the chain: both must be the ones the domain and site say
  if ('site' in message || String(domain.version) !== '1') {
    if (String(domain.version) !== '2')
      return `an unknown domain version ${String(domain.version)}`;
    if (Number(message.chainId) !== Number(domain.chainId))
      return 'the message names another chain than its domain';
    if (signedSite !== null && message.site !== signedSite)
      return `signed for ${String(message.site)}, not for ${signedSite}`;
  }
  // the typed data comes from the log as JSON: its shape is checked by the hashing itself
  const typed = {
    address: entry.author as Address,
    domain,
    types,
    primaryType,
    message,
    signature: entry.signature as Hex,
  } as unknown as Parameters<typeof verifyTypedData>[0];
  try {
    if (await verifyTypedData(typed)) return null;
  } catch {
    // a contract wallet's signature is not a 65-byte ECDSA one: asked of the chain below
  }
  if (client) {
    const ok = await client
      .verifyTypedData(typed as Parameters<PublicClient['verifyTypedData']>[0])
      .catch(() => false);
    if (ok) return null;
    return 'the EIP-712 signature does not verify (neither by the key nor by the wallet contract)';
  }
  return 'the EIP-712 signature does not verify (a contract wallet needs --rpc of its chain)';
}

interface ExportLine {
  reviewId: number | string;
  version: number;
  projectId: number | string;
  author: string;
  rate: number;
  title: string;
  content: string;
  language: string;
  publishedAt: string;
  signature: string | null;
  typedData: unknown;
  leafIndex: number;
}

async function checkExport(
  site: string,
  entries: Array<Entry | null>,
  size: number,
  get: (url: string) => Promise<Response>,
  counts: VerifyResult['counts'],
  fail: (m: string) => void,
  warn: (m: string) => void,
  print: (m: string) => void,
) {
  const response = await get(`${site}${EXPORT_PATH}`);
  if (!response.ok || !response.body) {
    fail(`${EXPORT_PATH} answered ${response.status}`);
    return;
  }
  const exported = new Set<number>();
  let newer = 0;
  let last = -1;
  let lineNo = 0;
  let bad = 0;
  const problem = (m: string) => {
    bad++;
    if (bad <= 10) fail(m);
  };
  const lines = readline.createInterface({
    input: Readable.fromWeb(response.body as never),
    crlfDelay: Infinity,
  });
  for await (const text of lines) {
    lineNo++;
    if (!text.trim()) continue;
    let line: ExportLine;
    try {
      line = JSON.parse(text) as ExportLine;
    } catch {
      problem(`export line ${lineNo} is not JSON`);
      continue;
    }
    counts.exportLines++;
    const where = `export line ${lineNo} (review ${String(line.reviewId)} v${line.version}, leaf ${line.leafIndex})`;
    if (!Number.isSafeInteger(line.leafIndex) || line.leafIndex < 0) {
      problem(`${where}: no leaf index`);
      continue;
    }
    if (line.leafIndex <= last) problem(`${where}: not in leaf order, or repeated`);
    last = Math.max(last, line.leafIndex);
    // versions published after the checkpoint are in the next one
    if (line.leafIndex >= size) {
      newer++;
      continue;
    }
    exported.add(line.leafIndex);
    const entry = entries[line.leafIndex] as unknown as ReviewVersionEntry | null;
    if (!entry) continue;
    if (entry.kind !== 'review_version') {
      problem(`${where}: the leaf is a ${entry.kind}, not a review version`);
      continue;
    }
    const differs = (
      [
        'reviewId',
        'version',
        'projectId',
        'author',
        'rate',
        'title',
        'language',
        'publishedAt',
        'signature',
      ] as const
    ).filter((k) => line[k] !== entry[k]);
    if (canonicalJson(line.typedData ?? null) !== canonicalJson(entry.typedData ?? null))
      differs.push('typedData' as never);
    if (differs.length) problem(`${where}: differs from its leaf in ${differs.join(', ')}`);
    const hash = keccak256(stringToHex(String(line.content)));
    if (hash.toLowerCase() !== entry.contentHash.toLowerCase())
      problem(`${where}: its content hashes to ${hash}, the leaf says ${entry.contentHash}`);
  }
  if (bad > 10) fail(`... and ${bad - 10} more export problems`);
  // versions in the log but not exported: removed by moderation (the log says so) or not
  const removedReviews = new Set<string>();
  for (const e of entries)
    if (e?.kind === 'moderation' && e.targetType === 'review')
      removedReviews.add(String(e.targetId));
  let missing = 0;
  let unexplained = 0;
  entries.forEach((e, i) => {
    if (e?.kind !== 'review_version' || exported.has(i)) return;
    missing++;
    if (!removedReviews.has(String(e.reviewId))) unexplained++;
  });
  print(
    `  export       ${counts.exportLines} review versions, each matching its leaf and content hash` +
      (newer ? ` (${newer} newer than the checkpoint)` : '') +
      (missing ? `; ${missing} logged versions not exported` : ''),
  );
  if (unexplained)
    warn(
      `${unexplained} logged review versions are not in the export and no moderation entry names their review`,
    );
}
