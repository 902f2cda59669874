// The whole check of a ChainReview transparency log, from the outside: the signed checkpoint,
// every tile and entry, consistency with the last checkpoint this verifier saw, the on-chain
// anchors, every review signature, and the bulk export against the log. Node builtins and
// viem only, so it can be copied out of the repository and run anywhere.
import { canonicalJson } from './canonical.ts';
import {
  openNote,
  parseCheckpoint,
  parseVerifierKey,
  decodeBase64,
  type Checkpoint,
  type VerifierKey,
} from './note.ts';
import { CompactRange, verifyConsistency, type Hash } from './rfc6962.ts';
import {
  Failure,
  LOG_PREFIX,
  b64,
  type Entry,
  type ReviewVersionEntry,
  type VerifyOptions,
  type VerifyResult,
} from './common.ts';
import { requests, tileFetcher } from './fetching.ts';
import { defaultStatePath, readState, writeState } from './state.ts';
import { readTiles } from './tile-check.ts';
import { readAnchors } from './anchors.ts';
import { checkReviewEntry } from './review.ts';
import { checkExport } from './export-check.ts';

export {
  EXPORT_PATH,
  LOG_PREFIX,
  type ReviewVersionEntry,
  type VerifyOptions,
  type VerifyResult,
} from './common.ts';
export { defaultStatePath } from './state.ts';
export { logAnchorReadAbi } from './anchors.ts';
export { checkReviewEntry } from './review.ts';

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

  const { get, getOk } = requests(timeoutMs);
  const logUrl = (p: string) => `${site}${LOG_PREFIX}${p}`;
  const tileBytes = tileFetcher(get, logUrl);

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
    const { entryBytes, leaves } = await readTiles(size, tileBytes, counts, fail);

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
