// The bulk export against the log: every exported line is a leaf, with the content it hashes;
// logged versions missing from the export are explained by moderation, or warned about.
import { Readable } from 'node:stream';
import readline from 'node:readline';
import { keccak256, stringToHex } from 'viem';
import { canonicalJson } from './canonical.ts';
import { EXPORT_PATH, type Entry, type ReviewVersionEntry, type VerifyResult } from './common.ts';

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

export async function checkExport(
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
