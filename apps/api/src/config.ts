// Configuration from the environment, parsed once at boot. A bad value stops start-up
// with a message that names the variable.
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import { RATE_LIMITS, defaultConfirmations } from '@chainreview/shared';
import { demoSigner, parseSignerKey, type NoteSigner } from './lib/note-key.ts';

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

const envSchema = z.object({
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

export interface Config {
  env: 'development' | 'production' | 'test';
  port: number;
  host: string;
  publicUrl: string | undefined;
  /** The site's origin for sign-in messages: PUBLIC_URL, else http://HOST:PORT. Never a header. */
  publicOrigin: { uri: string; domain: string };
  /** Fastify's trustProxy: false unless TRUST_PROXY says otherwise. */
  trustProxy: boolean | number | string[];
  /** Partner origins allowed to call authenticated routes cross-origin (public reads allow any). */
  corsOrigins: string[];
  databaseUrl: string | undefined;
  redisUrl: string | undefined;
  redisPrefix: string;
  redisCommandTimeoutMs: number;
  dataDir: string;
  jwtSecret: Uint8Array;
  adminAddresses: string[];
  authAllowOtpMessage: boolean;
  /** 'auto' means: seed when the embedded database is empty. */
  demo: boolean | 'auto';
  rateLimits: { anonPerMin: number; writePerMin: number; loginPerMin: number };
  chainRpcUrls: Record<number, string>;
  /** CHAIN_CONFIRMATIONS_<chainId> overrides; confirmationsFor() applies the defaults. */
  chainConfirmations: Record<number, number>;
  donation: {
    contractAddress: string | undefined;
    busdAddress: string | undefined;
    chainId: number;
    startBlock: number | undefined;
    fallbackBnbUsd: number | undefined;
    fallbackEthUsd: number | undefined;
  };
  /** Quests run on the donation chain: the escrow there and the voucher signer's key. */
  quest: { escrowAddress: string | undefined; signerKey: `0x${string}` | undefined };
  /**
   * The transparency log's anchors, on the donation chain: the LogAnchor contract, the
   * anchorer's key, and the least time between two anchors (undefined: the default).
   */
  logAnchor: {
    address: string | undefined;
    privateKey: `0x${string}` | undefined;
    intervalMs: number | undefined;
  };
  nftContracts: Array<{ chainId: number; address: string }>;
  devChainPort: number;
  /**
   * Demo mode only (set when the dev chain starts, never from the environment): lower-case
   * addresses of the dev chain's own tokens, whose ownership is read on the dev chain whatever
   * chain their demo project names.
   */
  devChainContracts?: string[];
  webDistDir: string | undefined;
  /** Public GET responses kept until a write changes public data (or the TTL ends). */
  responseCache: { enabled: boolean; ttlSeconds: number };
  priceApiUrl: string | undefined;
  logLevel: string;
  /** PostgreSQL pool timeouts in ms (PGlite runs in process and needs none). */
  dbTimeouts: DbTimeouts;
  /** Port of the Prometheus metrics server; 0 means none. */
  metricsPort: number;
  /** The transparency log: its signer, origin line and checkpoint timer. */
  log: { signer: NoteSigner; demoKey: boolean; origin: string; checkpointIntervalMs: number };
}

export interface DbTimeouts {
  connectMs: number;
  statementMs: number;
  idleInTransactionMs: number;
  queryMs: number;
}

export class ConfigError extends Error {}

function readOrCreateSecret(dataDir: string): Uint8Array {
  const file = path.join(dataDir, 'jwt-secret');
  fs.mkdirSync(dataDir, { recursive: true });
  if (!fs.existsSync(file)) {
    // written aside, then renamed: a full disk must not leave an empty secret behind
    const temp = `${file}.${process.pid}.tmp`;
    try {
      fs.writeFileSync(temp, crypto.randomBytes(48).toString('base64url'), { mode: 0o600 });
      fs.renameSync(temp, file);
    } finally {
      fs.rmSync(temp, { force: true });
    }
  }
  return new TextEncoder().encode(fs.readFileSync(file, 'utf8').trim());
}

function hostForUrl(host: string): string {
  return host.includes(':') && !host.startsWith('[') ? `[${host}]` : host;
}

function parseTrustProxy(value: string): boolean | number | string[] {
  const v = value.trim();
  if (v === '' || v === 'false') return false;
  if (v === 'true') return true;
  if (/^\d+$/.test(v)) return Number(v);
  return v
    .split(',')
    .map((p) => p.trim())
    .filter(Boolean);
}

export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.') || '(env)'}: ${i.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const e = parsed.data;
  const chainRpcUrls: Record<number, string> = {};
  for (const [key, value] of Object.entries(env)) {
    const match = /^CHAIN_RPC_URL_(\d+)$/.exec(key);
    if (!match || !value) continue;
    if (!/^https?:\/\//.test(value))
      throw new ConfigError(
        `Invalid configuration:\n  ${key}: must start with http:// or https://`,
      );
    chainRpcUrls[Number(match[1])] = value;
  }
  // every process must sign and check sessions with one key: a key each process made for
  // itself in its own DATA_DIR would sign users out whenever another process answers
  if (e.DATABASE_URL && !e.JWT_SECRET)
    throw new ConfigError(
      'Invalid configuration:\n  JWT_SECRET: required when DATABASE_URL is set (every API process ' +
        'on the database must sign sessions with the same secret; set at least 32 characters)',
    );
  // a log signed by a key anyone can read (the demo's) proves nothing: a real database needs its own
  if (e.DATABASE_URL && !e.LOG_SIGNING_KEY)
    throw new ConfigError(
      'Invalid configuration:\n  LOG_SIGNING_KEY: required when DATABASE_URL is set (the ' +
        'transparency log signs its checkpoints with it; `npm run log:keygen` prints a new one)',
    );
  let signer: NoteSigner;
  try {
    signer = e.LOG_SIGNING_KEY ? parseSignerKey(e.LOG_SIGNING_KEY) : demoSigner();
  } catch (error) {
    throw new ConfigError(`Invalid configuration:\n  LOG_SIGNING_KEY: ${(error as Error).message}`);
  }
  const chainConfirmations: Record<number, number> = {};
  for (const [key, value] of Object.entries(env)) {
    const match = /^CHAIN_CONFIRMATIONS_(\d+)$/.exec(key);
    if (!match || value === undefined || value.trim() === '') continue;
    if (!/^\d{1,4}$/.test(value.trim()) || Number(value) < 1)
      throw new ConfigError(
        `Invalid configuration:\n  ${key}: must be a whole number of blocks from 1 to 9999`,
      );
    chainConfirmations[Number(match[1])] = Number(value);
  }
  const dataDir = path.resolve(e.DATA_DIR);
  const publicUrl = e.PUBLIC_URL?.replace(/\/$/, '');
  const origin = new URL(publicUrl ?? `http://${hostForUrl(e.HOST)}:${e.PORT}`);
  return {
    env: e.NODE_ENV,
    port: e.PORT,
    host: e.HOST,
    publicUrl,
    publicOrigin: { uri: origin.origin, domain: origin.host },
    trustProxy: parseTrustProxy(e.TRUST_PROXY),
    corsOrigins: e.CORS_ORIGINS,
    databaseUrl: e.DATABASE_URL,
    redisUrl: e.REDIS_URL,
    redisPrefix: e.REDIS_PREFIX,
    redisCommandTimeoutMs: e.REDIS_COMMAND_TIMEOUT_MS,
    dataDir,
    jwtSecret: e.JWT_SECRET ? new TextEncoder().encode(e.JWT_SECRET) : readOrCreateSecret(dataDir),
    adminAddresses: e.ADMIN_ADDRESSES,
    authAllowOtpMessage: e.AUTH_ALLOW_OTP_MESSAGE,
    demo: e.DEMO === 'auto' || e.DEMO === '' ? 'auto' : e.DEMO === '1' || e.DEMO === 'true',
    rateLimits: {
      anonPerMin: e.RATE_LIMIT_ANON_PER_MIN,
      writePerMin: e.RATE_LIMIT_WRITE_PER_MIN,
      loginPerMin: e.RATE_LIMIT_LOGIN_PER_MIN,
    },
    chainRpcUrls,
    chainConfirmations,
    donation: {
      contractAddress: e.DONATION_CONTRACT_ADDRESS,
      busdAddress: e.BUSD_ADDRESS,
      chainId: e.DONATION_CHAIN_ID,
      startBlock: e.DONATION_START_BLOCK,
      fallbackBnbUsd: e.DONATION_BNB_USD_FALLBACK,
      fallbackEthUsd: e.DONATION_ETH_USD_FALLBACK,
    },
    quest: {
      escrowAddress: e.QUEST_ESCROW_ADDRESS,
      signerKey: e.QUEST_SIGNER_KEY as `0x${string}` | undefined,
    },
    logAnchor: {
      address: e.LOG_ANCHOR_ADDRESS,
      privateKey: e.LOG_ANCHOR_PRIVATE_KEY as `0x${string}` | undefined,
      intervalMs: e.LOG_ANCHOR_INTERVAL_MS,
    },
    nftContracts: e.NFT_CONTRACTS.split(',')
      .map((entry) => entry.trim())
      .filter(Boolean)
      .map((entry) => {
        const [chainId, address] = entry.split(':');
        return { chainId: Number(chainId), address: address! };
      }),
    devChainPort: e.DEV_CHAIN_PORT,
    webDistDir: e.WEB_DIST_DIR,
    responseCache: { enabled: e.RESPONSE_CACHE === 'on', ttlSeconds: e.RESPONSE_CACHE_TTL },
    priceApiUrl: e.PRICE_API_URL ? e.PRICE_API_URL.replace(/\/$/, '') : undefined,
    logLevel: e.LOG_LEVEL,
    dbTimeouts: {
      connectMs: e.DB_CONNECT_TIMEOUT_MS,
      statementMs: e.DB_STATEMENT_TIMEOUT_MS,
      idleInTransactionMs: e.DB_IDLE_IN_TRANSACTION_TIMEOUT_MS,
      // past the server's own limit, so a live server's cancel (a clear 57014) comes first
      queryMs: e.DB_QUERY_TIMEOUT_MS ?? e.DB_STATEMENT_TIMEOUT_MS + 1000,
    },
    metricsPort: e.METRICS_PORT,
    log: {
      signer,
      demoKey: !e.LOG_SIGNING_KEY,
      origin: e.LOG_ORIGIN ?? `${origin.host}/api/public/log`,
      checkpointIntervalMs: e.LOG_CHECKPOINT_INTERVAL_MS,
    },
  };
}

/** Blocks a transaction on this chain needs (its own included) before its money counts. */
export function confirmationsFor(config: Pick<Config, 'chainConfirmations'>, chainId: number) {
  return config.chainConfirmations[chainId] ?? defaultConfirmations(chainId);
}
