// What every step of the verifier shares: the options and result, the log's paths, the entry
// shapes, and the failure that ends a run.
export const LOG_PREFIX = '/api/public/log/';
export const EXPORT_PATH = '/api/public/export/reviews.ndjson';

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

export class Failure extends Error {}

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

export type Entry = { kind: string; v: number } & Record<string, unknown>;

export const b64 = (h: Uint8Array) => Buffer.from(h).toString('base64');

export async function pool<T, R>(
  items: T[],
  limit: number,
  fn: (item: T) => Promise<R>,
): Promise<R[]> {
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
