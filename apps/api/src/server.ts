// Process start and stop: config, database, migrations, demo data, listen, graceful close.
import fs from 'node:fs';
import path from 'node:path';
import { buildApp } from './app.ts';
import { ConfigError, loadConfig, type Config } from './config.ts';
import { migrateDatabase, openDatabase } from './db/client.ts';
import { DEMO_SEED_LOCK, takeStartupLock } from './db/advisory-lock.ts';
import { donationChain, donationRuntimeFromConfig, readFee } from './chain/donation.ts';
import { resolveDemoMode } from './demo/demo-mode.ts';
import { ensureDevChainProjects } from './demo/dev-chain-projects.ts';
import type { DevChainHolder } from './demo/dev-chain-holders.ts';
import type { DemoQuestChain } from './demo/seed-quests.ts';
import { JOBS } from './jobs/jobs.ts';
import { startJobs } from './jobs/runner.ts';
import { importDiskUploads } from './modules/storage/index.ts';
import { backfillLog } from './modules/tlog/index.ts';
import { startMetricsServer, type MetricsServer } from './lib/metrics.ts';
import { startupMessage } from './lib/startup-error.ts';
import { LOG_ANCHOR } from '@chainreview/shared';

/** How long a stop may take: in-flight requests, jobs, the dev chain and the database. */
const SHUTDOWN_DEADLINE_MS = 8000;

async function main() {
  for (const file of ['.env', '../../.env']) {
    const envFile = path.resolve(process.cwd(), file);
    if (fs.existsSync(envFile)) {
      process.loadEnvFile(envFile);
      break;
    }
  }
  let config: Config;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
  const database = await openDatabase({
    url: config.databaseUrl,
    dataDir: config.databaseUrl ? undefined : path.join(config.dataDir, 'pglite'),
    timeouts: config.dbTimeouts,
  });
  // a stop while starting (migrations, seeding, the dev chain) closes the database, which
  // releases the DATA_DIR lock, instead of leaving a lock for the next start to take over
  const stopWhileStarting = () => void database.close().finally(() => process.exit(1));
  process.once('SIGINT', stopWhileStarting);
  process.once('SIGTERM', stopWhileStarting);
  await migrateDatabase(database);
  // processes started together seed once: the others wait here, then find the data
  const seeding = await takeStartupLock(database, DEMO_SEED_LOCK);
  const demo = await resolveDemoMode(database, config);
  // a database that predates the transparency log: what it already holds is logged once
  await database.db.transaction((tx) => backfillLog(tx));
  // demo mode: the Demo wallet is an admin too, so a newcomer can try the admin console
  if (demo.enabled) {
    const { DEMO_WALLET_ADDRESS } = await import('@chainreview/contracts');
    const demoAdmin = DEMO_WALLET_ADDRESS.toLowerCase();
    if (!config.adminAddresses.includes(demoAdmin))
      config = { ...config, adminAddresses: [...config.adminAddresses, demoAdmin] };
  }

  // Demo mode without a configured contract: a local dev chain with the contracts deployed.
  let devChain: { close(): Promise<void> } | null = null;
  let questChainInfo: DemoQuestChain | null = null;
  let devChainInfo: Record<string, unknown> | null = null;
  let poolHolders: { token: `0x${string}`; holders: DevChainHolder[] } | null = null;
  if (demo.enabled && !config.donation.contractAddress) {
    try {
      const {
        startDevChain,
        devQuestSignerKey,
        devLogAnchorKey,
        DEV_POOL_TOKEN,
        DEV_TOKEN_ADMIN_INDEX,
        DEV_TOKEN_OWNER_INDEX,
      } = await import('@chainreview/contracts/dev-chain');
      const { devAccounts } = await import('@chainreview/contracts');
      const chain = await startDevChain({ port: config.devChainPort });
      devChain = chain;
      questChainInfo = {
        rpcUrl: chain.rpcUrl,
        chainId: chain.chainId,
        questEscrowAddress: chain.questEscrowAddress,
        busdAddress: chain.busdAddress,
      };
      // the dev chain's tokens get demo projects, so the ownership claim can be tried
      const named = devAccounts(Math.max(DEV_TOKEN_OWNER_INDEX, DEV_TOKEN_ADMIN_INDEX) + 1);
      const devChainContracts = await ensureDevChainProjects(
        database.db,
        {
          ownableTokenAddress: chain.ownableTokenAddress,
          ownableTokenOwner: named[DEV_TOKEN_OWNER_INDEX]!.address,
          accessControlTokenAddress: chain.accessControlTokenAddress,
          accessControlTokenAdmin: named[DEV_TOKEN_ADMIN_INDEX]!.address,
          poolTokenAddress: chain.poolTokenAddress,
          poolPairAddress: chain.poolPairAddress,
        },
        new Date(),
      );
      const holderKeys = devAccounts(Math.max(...DEV_POOL_TOKEN.holders.map(([i]) => i)) + 1);
      poolHolders = {
        token: chain.poolTokenAddress,
        holders: DEV_POOL_TOKEN.holders.map(([index]) => holderKeys[index]!),
      };
      devChainInfo = {
        rpcUrl: chain.rpcUrl,
        chainId: chain.chainId,
        contractAddress: chain.contractAddress,
        busdAddress: chain.busdAddress,
        nftAddress: chain.nftAddress,
        ownableTokenAddress: chain.ownableTokenAddress,
        accessControlTokenAddress: chain.accessControlTokenAddress,
        poolTokenAddress: chain.poolTokenAddress,
        poolPairAddress: chain.poolPairAddress,
        logAnchorAddress: chain.logAnchorAddress,
      };
      config = {
        ...config,
        chainRpcUrls: { ...config.chainRpcUrls, [chain.chainId]: chain.rpcUrl },
        donation: {
          ...config.donation,
          contractAddress: chain.contractAddress,
          busdAddress: chain.busdAddress,
          chainId: chain.chainId,
          startBlock: 0,
          // offline demos still value BNB tips (the demo seed's price)
          fallbackBnbUsd: config.donation.fallbackBnbUsd ?? 600,
          // and show ETH amounts in USD like BNB ones
          fallbackEthUsd: config.donation.fallbackEthUsd ?? 3000,
        },
        // the dev chain's escrow, signed for by its public development key
        quest: {
          escrowAddress: config.quest.escrowAddress ?? chain.questEscrowAddress,
          signerKey: config.quest.signerKey ?? devQuestSignerKey(),
        },
        // the log is anchored on the dev chain by its public development key, often
        logAnchor: {
          address: config.logAnchor.address ?? chain.logAnchorAddress,
          privateKey: config.logAnchor.privateKey ?? devLogAnchorKey(),
          intervalMs: config.logAnchor.intervalMs ?? LOG_ANCHOR.demoIntervalMs,
        },
        nftContracts: [
          ...config.nftContracts,
          { chainId: chain.chainId, address: chain.nftAddress },
        ],
        devChainContracts,
      };
    } catch (error) {
      console.error('[demo] the dev chain did not start; donations stay disabled:', error);
    }
  }
  const chain = donationChain(config);
  let donation: ReturnType<typeof donationRuntimeFromConfig> | null = null;

  const { app, deps, metrics } = await buildApp({
    config,
    database,
    demo: demo.enabled,
    donation: () => donation,
  });
  // read before listening, with the app's logger (a fallback to the default fee is a warning)
  if (chain) donation = donationRuntimeFromConfig(config, await readFee(chain, deps.log));
  if (demo.seeded) app.log.info(demo.seeded, 'demo data seeded');
  if (devChainInfo) app.log.info(devChainInfo, 'dev chain started');
  // demo quests: seeded once, and funded again on each new dev chain
  if (questChainInfo) {
    try {
      const { seedDemoQuests } = await import('./demo/seed-quests.ts');
      app.log.info(await seedDemoQuests(deps, questChainInfo), 'demo quests ready');
    } catch (error) {
      app.log.error({ err: error }, 'demo quests could not be funded on the dev chain');
    }
  }
  // demo holder reviews: published through the review service, badges read on the dev chain
  if (poolHolders) {
    try {
      const { seedDevChainHolderReviews } = await import('./demo/dev-chain-holders.ts');
      app.log.info(
        await seedDevChainHolderReviews(deps, poolHolders.token, poolHolders.holders),
        'demo holder reviews ready',
      );
    } catch (error) {
      app.log.error({ err: error }, 'demo holder reviews could not be published');
    }
  }
  await seeding.release();
  const imported = await importDiskUploads(deps);
  if (imported) app.log.info({ files: imported }, 'uploads moved from DATA_DIR into the database');
  const stopJobs = startJobs(deps, JOBS, app.log);
  // Prometheus metrics on a port of their own (off unless METRICS_PORT is set), on HOST
  let metricsServer: MetricsServer | null = null;
  if (config.metricsPort) {
    metricsServer = await startMetricsServer(metrics, {
      host: config.host,
      port: config.metricsPort,
    });
    app.log.info({ port: metricsServer.port }, 'metrics served at /metrics');
  }

  let closing = false;
  const close = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    // a request or a dependency that hangs must not keep the process, and its port, alive
    setTimeout(() => {
      app.log.error({ deadlineMs: SHUTDOWN_DEADLINE_MS }, 'shutdown took too long: exiting');
      process.exit(1);
    }, SHUTDOWN_DEADLINE_MS).unref();
    let code = 0;
    try {
      stopJobs();
      await metricsServer?.close();
      // stops listening, then waits for the requests in flight
      await app.close();
      await devChain?.close();
      // closes PGlite and releases the DATA_DIR lock
      await database.close();
    } catch (error) {
      app.log.error({ err: error }, 'shutdown failed');
      code = 1;
    }
    process.exit(code);
  };
  process.off('SIGINT', stopWhileStarting);
  process.off('SIGTERM', stopWhileStarting);
  process.on('SIGINT', () => void close('SIGINT'));
  process.on('SIGTERM', () => void close('SIGTERM'));

  await app.listen({ port: config.port, host: config.host });
}

main().catch((error) => {
  console.error(startupMessage(error));
  process.exit(1);
});
