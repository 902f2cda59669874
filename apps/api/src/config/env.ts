// The environment variables the API reads: their zod schema, with defaults and the checks
// that stop start-up on a bad value (config.ts turns the parsed values into the Config).
import { z } from 'zod';
import { RATE_LIMITS } from '@chainreview/shared';

const bool = z
  .enum(['1', '0', 'true', 'false', 'yes', 'no', ''])
  .transform((v) => v === '1' || v === 'true' || v === 'yes');

const addressList = z
  .string()
  .default('')
  .transform((v) =>
    v
      .split(',')
      .map((a) => a.trim().toLowerCase())
      .filter(Boolean),
  )
  .refine(
    (list) => list.every((a) => /^0x[0-9a-f]{40}$/.test(a)),
    'must be comma-separated 0x addresses',
  );

const optionalUrl = (protocols: string[]) =>
  z
    .string()
    .optional()
    .transform((v) => (v ? v : undefined))
    .refine(
      (v) => v === undefined || protocols.some((p) => v.startsWith(p)),
      `must start with ${protocols.join(' or ')}`,
    );

/** Comma-separated origins (`scheme://host[:port]`), lower-cased, without a trailing slash. */
const originList = z
  .string()
  .default('')
  .transform((v) =>
    v
      .split(',')
      .map((o) => o.trim().toLowerCase().replace(/\/$/, ''))
      .filter(Boolean),
  )
  .refine(
    (list) =>
      list.every((o) =>
        /^https?:\/\/[a-z0-9.-]+(:\d{1,5})?$|^https?:\/\/\[[0-9a-f:.]+\](:\d{1,5})?$/.test(o),
      ),
    'must be comma-separated origins like https://app.example (no path)',
  );

export const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().min(1).default('127.0.0.1'),
  PUBLIC_URL: optionalUrl(['http://', 'https://']),
  /**
   * Whether X-Forwarded-* headers are believed: unset/false (default) never, true for any
   * proxy, a hop count, or comma-separated proxy addresses/CIDRs (as Fastify's trustProxy).
   */
  TRUST_PROXY: z
    .string()
    .default('')
    .refine(
      (v) =>
        /^(|true|false|\d{1,2})$/.test(v.trim()) ||
        v.split(',').every((p) => /^[0-9a-fA-F:.]+(\/\d{1,3})?$/.test(p.trim())),
      'must be true, false, a hop count or comma-separated proxy addresses',
    ),
  /** Origins whose front ends may call authenticated API routes from the browser. */
  CORS_ORIGINS: originList,
  DATABASE_URL: optionalUrl(['postgres://', 'postgresql://']),
  REDIS_URL: optionalUrl(['redis://', 'rediss://']),
  REDIS_PREFIX: z
    .string()
    .regex(/^[\w:.-]*$/, 'letters, digits, _ : . - only')
    .default('chainreview:'),
  /** Longest wait for one Redis command before Redis counts as down (the API goes on without). */
  REDIS_COMMAND_TIMEOUT_MS: z.coerce.number().int().min(10).max(10_000).default(300),
  DATA_DIR: z.string().min(1).default('./data'),
  JWT_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
  ADMIN_ADDRESSES: addressList,
  AUTH_ALLOW_OTP_MESSAGE: bool.default(false),
  DEMO: z.enum(['1', '0', 'true', 'false', 'auto', '']).default('auto'),
  RATE_LIMIT_ANON_PER_MIN: z.coerce
    .number()
    .int()
    .positive()
    .default(RATE_LIMITS.anonymousPerMinute),
  RATE_LIMIT_WRITE_PER_MIN: z.coerce.number().int().positive().default(RATE_LIMITS.writePerMinute),
  RATE_LIMIT_LOGIN_PER_MIN: z.coerce.number().int().positive().default(RATE_LIMITS.loginPerMinute),
  DONATION_CONTRACT_ADDRESS: z
    .string()
    .regex(/^0x[0-9a-fA-F]{40}$/, 'must be a 0x address')
    .optional(),
  BUSD_ADDRESS: z
    .string()
    .regex(/^0x[0-9a-fA-F]{40}$/, 'must be a 0x address')
    .optional(),
  /** The QuestEscrow contract on the donation chain (quests are disabled without it). */
  QUEST_ESCROW_ADDRESS: z
    .string()
    .regex(/^0x[0-9a-fA-F]{40}$/, 'must be a 0x address')
    .optional(),
  /** The private key that signs quest reward vouchers (the escrow's signer). */
  QUEST_SIGNER_KEY: z
    .string()
    .regex(/^0x[0-9a-fA-F]{64}$/, 'must be a 0x-prefixed 32-byte hex key')
    .optional(),
  /** The LogAnchor contract on the donation chain (the log is not anchored without it). */
  LOG_ANCHOR_ADDRESS: z
    .string()
    .regex(/^0x[0-9a-fA-F]{40}$/, 'must be a 0x address')
    .optional(),
  /** The key that sends anchor() transactions (the contract's anchorer; it pays the gas). */
  LOG_ANCHOR_PRIVATE_KEY: z
    .string()
    .regex(/^0x[0-9a-fA-F]{64}$/, 'must be a 0x-prefixed 32-byte hex key')
    .optional(),
  /** Least time between two anchor transactions (default 1 h; demo 30 s). */
  LOG_ANCHOR_INTERVAL_MS: z.coerce
    .number()
    .int()
    .min(1000)
    .max(7 * 24 * 3_600_000)
    .optional(),
  DONATION_CHAIN_ID: z.coerce.number().int().positive().default(56),
  /** First block the donation indexer reads when it has no cursor yet (default: 5,000 blocks back). */
  DONATION_START_BLOCK: z.coerce.number().int().min(0).optional(),
  /** USD per BNB used when the price service has never answered (demo mode sets 600). */
  DONATION_BNB_USD_FALLBACK: z.coerce.number().positive().optional(),
  /** USD per ETH used when the price service has never answered (demo mode sets 3000). */
  DONATION_ETH_USD_FALLBACK: z.coerce.number().positive().optional(),
  /** ERC-721 collections read by POST /api/sync-nfts: comma-separated `<chainId>:<address>`. */
  NFT_CONTRACTS: z
    .string()
    .default('')
    .refine(
      (v) => v.split(',').every((e) => !e.trim() || /^\d+:0x[0-9a-fA-F]{40}$/.test(e.trim())),
      'must be comma-separated <chainId>:<0x address>',
    ),
  /** Port of the demo dev chain's JSON-RPC on 127.0.0.1 (a free one when taken). */
  DEV_CHAIN_PORT: z.coerce.number().int().min(0).max(65535).default(8545),
  PRICE_API_URL: optionalUrl(['http://', 'https://']).default('https://api.coingecko.com/api/v3'),
  WEB_DIST_DIR: z.string().optional(),
  RESPONSE_CACHE: z.enum(['on', 'off']).default('on'),
  RESPONSE_CACHE_TTL: z.coerce.number().int().min(1).max(3600).default(60),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** PostgreSQL: how long to wait for a connection (new, or a free one of the pool). */
  DB_CONNECT_TIMEOUT_MS: z.coerce.number().int().min(100).max(600_000).default(3000),
  /** PostgreSQL: the server cancels a statement running longer (migrations have no limit). */
  DB_STATEMENT_TIMEOUT_MS: z.coerce.number().int().min(100).max(600_000).default(5000),
  /** PostgreSQL: the server ends a session idle inside an open transaction this long. */
  DB_IDLE_IN_TRANSACTION_TIMEOUT_MS: z.coerce.number().int().min(100).max(600_000).default(5000),
  /** PostgreSQL: the client gives up on an answer after this (a frozen server cancels nothing). */
  DB_QUERY_TIMEOUT_MS: z.coerce.number().int().min(100).max(600_000).optional(),
  /**
   * The transparency log's Ed25519 key in Go's note format (`npm run log:keygen` prints one):
   * PRIVATE+KEY+<name>+<hash>+<base64>. Required with DATABASE_URL; else a public demo key.
   */
  LOG_SIGNING_KEY: z.string().optional(),
  /** The log's origin line in its checkpoints (default: PUBLIC_URL's host + /api/public/log). */
  LOG_ORIGIN: z
    .string()
    .regex(/^[^\s]+$/, 'must be one word (a schema-less URL such as example.com/log)')
    .optional(),
  /** How often the log is checkpointed when it grew. */
  LOG_CHECKPOINT_INTERVAL_MS: z.coerce.number().int().min(1000).max(86_400_000).default(60_000),
  /** Prometheus metrics on this port (bound to HOST); unset or 0: no metrics server. */
  METRICS_PORT: z.coerce.number().int().min(0).max(65535).default(0),
});
