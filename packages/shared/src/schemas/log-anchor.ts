// The transparency log's anchors on chain and its bulk export of reviews, as the public API
// answers them (GET /api/public/log/anchors, GET /api/public/export/reviews.ndjson).
import { z } from 'zod';

/**
 * pending: sent, waiting for the chain's confirmations; confirmed: deep enough; dropped: a
 * reorganisation (or the node) lost the transaction, and it was sent again; failed: mined but
 * reverted (the contract had a larger size already, or another anchorer).
 */
export const LOG_ANCHOR_STATUSES = ['pending', 'confirmed', 'dropped', 'failed'] as const;
export type LogAnchorStatus = (typeof LOG_ANCHOR_STATUSES)[number];

export const LOG_ANCHOR = {
  /** LOG_ANCHOR_INTERVAL_MS default: at most one anchor transaction an hour. */
  defaultIntervalMs: 60 * 60_000,
  /** The demo's dev chain anchors every 30 s (gas is free there). */
  demoIntervalMs: 30_000,
  /** How often the job looks at pending transactions (and whether an anchor is due). */
  tickMs: 5_000,
  /** The newest anchors the endpoint lists. */
  listLimit: 100,
} as const;

export const logAnchorSchema = z.object({
  treeSize: z.number().int(),
  /** Base64, as in the checkpoint. */
  rootHash: z.string(),
  txHash: z.string(),
  blockNumber: z.number().int().nullable(),
  status: z.enum(LOG_ANCHOR_STATUSES),
});
export type LogAnchor = z.infer<typeof logAnchorSchema>;

export const logAnchorsResponseSchema = z.object({
  /** False when the server has no anchor contract (or no RPC or key): nothing is anchored. */
  enabled: z.boolean(),
  /** Why anchoring is off (null when on). */
  reason: z.string().nullable(),
  chainId: z.number().int().nullable(),
  contract: z.string().nullable(),
  /** The dev chain's RPC (demo only); on a real chain, use any RPC of chainId. */
  rpcUrl: z.string().nullable(),
  /** Newest first, at most LOG_ANCHOR.listLimit. */
  anchors: z.array(logAnchorSchema),
});
export type LogAnchorsResponse = z.infer<typeof logAnchorsResponseSchema>;

export const REVIEW_EXPORT = {
  path: '/api/public/export/reviews.ndjson',
  /** Rows read from the database per query while streaming. */
  batch: 500,
} as const;

/** One line of the export: a public review version, its signature material and its leaf. */
export const reviewExportLineSchema = z.object({
  reviewId: z.number().int(),
  version: z.number().int(),
  projectId: z.number().int(),
  author: z.string(),
  rate: z.number().int(),
  title: z.string(),
  content: z.string(),
  language: z.string(),
  publishedAt: z.string(),
  signature: z.string().nullable(),
  typedData: z.unknown().nullable(),
  leafIndex: z.number().int(),
});
export type ReviewExportLine = z.infer<typeof reviewExportLineSchema>;
