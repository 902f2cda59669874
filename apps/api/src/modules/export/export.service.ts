// The bulk export: every public review version, one JSON object a line, in leaf order, with
// what it takes to check it alone (its signature and typed data) and against the log (its leaf
// index; the leaf's contentHash is keccak256 of `content`). Streamed a batch at a time, never
// held whole. A client cut off resumes with ?after=<leafIndex of the last complete line>.
import { Readable } from 'node:stream';
import { REVIEW_EXPORT, type ReviewExportLine } from '@chainreview/shared';
import type { Deps } from '../../deps.ts';
import { exportBatch } from './export.repository.ts';

interface LoggedVersion {
  reviewId: number;
  version: number;
  projectId: number;
  author: string;
  rate: number;
  title: string;
  language: string;
  publishedAt: string;
  signature: string | null;
  typedData: unknown;
}

/** The lines after leaf `after` (-1: from the start), one chunk per batch read. */
export async function* exportLines(
  deps: Pick<Deps, 'db'>,
  after: number,
  batch: number = REVIEW_EXPORT.batch,
): AsyncGenerator<string> {
  let cursor = after;
  for (;;) {
    const rows = await exportBatch(deps.db, cursor, batch);
    if (rows.length === 0) return;
    let chunk = '';
    for (const row of rows) {
      // the fields come from the leaf itself, so a line says exactly what was logged
      const leaf = JSON.parse(Buffer.from(row.data).toString('utf8')) as LoggedVersion;
      const line: ReviewExportLine = {
        reviewId: leaf.reviewId,
        version: leaf.version,
        projectId: leaf.projectId,
        author: leaf.author,
        rate: leaf.rate,
        title: leaf.title,
        content: row.content,
        language: leaf.language,
        publishedAt: leaf.publishedAt,
        signature: leaf.signature,
        typedData: leaf.typedData ?? null,
        leafIndex: row.leafIndex,
      };
      chunk += `${JSON.stringify(line)}\n`;
    }
    yield chunk;
    cursor = rows[rows.length - 1]!.leafIndex;
    if (rows.length < batch) return;
  }
}

export function exportStream(deps: Pick<Deps, 'db'>, after: number): Readable {
  return Readable.from(exportLines(deps, after), { objectMode: false });
}
