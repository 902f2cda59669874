// Configuration from the environment, parsed once at boot. A bad value stops start-up
// with a message that names the variable.
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { defaultConfirmations } from '@chainreview/shared';
import { demoSigner, parseSignerKey, type NoteSigner } from './lib/note-key.ts';
import { envSchema } from './config/env.ts';

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
