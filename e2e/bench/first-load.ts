// First load on a phone: `npm start` (demo data) on a free port, Debian's Chromium through the
// DevTools protocol with Lighthouse's mobile profile (4x CPU slowdown, 150 ms round trip,
// 1.6 Mbps down, 750 kbps up, 390x844), a cold cache per page. Prints, for `/`, a project page
// and a review page: bytes transferred (all, and JavaScript as sent: brotli), the same
// JavaScript gzipped (the budget is in gzip KB: each script is gzipped here at level 9, as the
// build's precompressed .gz copies are), whether wallet code was loaded, and the largest
// contentful paint. Then the first-load JavaScript (gzip) of every page type (one cold visit
// each at 390x844, signed out), and Lighthouse 12's mobile Performance score, Total Blocking
// Time, LCP, Time to Interactive and DOM size for the three pages (median of
// BENCH_LIGHTHOUSE_RUNS, 3 by default; 0 skips it). BENCH_VERBOSE=1 lists every script.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { fileURLToPath } from 'node:url';
import type { Browser } from 'playwright-core';
import { CHROMIUM, launchChromium } from '../src/chromium.ts';
import { freePort } from '../src/free-port.ts';
import { samplePages } from '../src/page-samples.ts';
import {
  describeMainThread,
  lighthouseRun,
  medianRun,
  startLighthouseChromium,
} from './lighthouse.ts';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const RUNS = Number(process.env.BENCH_LCP_RUNS ?? 3);
const LIGHTHOUSE_RUNS = Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? 3);
/** The first-load budget of every page type, in KB of gzip JavaScript. */
const JS_BUDGET_KB = 130;
// chunks that only wallet code needs (wagmi, viem's wallet side, connectors)
const WALLET_CHUNK =
  /\/assets\/(wallet|walletconnect-client|wagmi|connectors|ccip|secp256k1|donation-chain)[-.]/;

async function startServer() {
  const port = await freePort();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'cr-bench-load-'));
  const logs: string[] = [];
  const child = spawn(process.execPath, ['scripts/start.mjs'], {
    cwd: repoRoot,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      REDIS_URL: '',
      DEV_CHAIN_PORT: String(await freePort()),
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.on('data', (d) => logs.push(String(d)));
  child.stderr?.on('data', (d) => logs.push(String(d)));
  const base = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 300_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`npm start exited:\n${logs.join('')}`);
    if (Date.now() > deadline) throw new Error(`npm start not ready:\n${logs.join('')}`);
    try {
      if ((await fetch(`${base}/api/health`)).ok) break;
    } catch {
      // not yet
    }
    await new Promise((r) => setTimeout(r, 300));
  }
  return {
    base,
    async stop() {
      child.kill('SIGTERM');
      await new Promise((r) => child.once('exit', r));
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

interface Load {
  lcp: number;
  bytes: number;
  jsBytes: number;
  jsGzip: number;
  walletChunks: string[];
}

const scriptInfo = new Map<string, { gzip: number; wallet: boolean }>();
/**
 * The script's size gzipped at level 9 (what a gzip-only client receives), and whether it is
 * wallet code: by chunk name, or by content (viem's wallet actions, an accounts request).
 */
async function inspectScript(url: string): Promise<{ gzip: number; wallet: boolean }> {
  let info = scriptInfo.get(url);
  if (!info) {
    const body = Buffer.from(await (await fetch(url)).arrayBuffer());
    const text = body.toString('utf8');
    info = {
      gzip: zlib.gzipSync(body, { level: 9 }).length,
      wallet:
        WALLET_CHUNK.test(url) ||
        text.includes('prepareTransactionRequest') ||
        text.includes('eth_requestAccounts'),
    };
    scriptInfo.set(url, info);
  }
  return info;
}

async function measure(browser: Browser, url: string, throttle = true): Promise<Load> {
  const context = await browser.newContext({
    viewport: { width: 390, height: 844 },
    deviceScaleFactor: 3,
    isMobile: true,
    hasTouch: true,
  });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
  if (throttle) {
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: 150,
      downloadThroughput: (1.6 * 1024 * 1024) / 8,
      uploadThroughput: (750 * 1024) / 8,
    });
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  }
  const types = new Map<string, { url: string; type: string }>();
  let bytes = 0;
  let jsBytes = 0;
  const walletChunks: string[] = [];
  const scripts: string[] = [];
  cdp.on('Network.responseReceived', (e) =>
    types.set(e.requestId, { url: e.response.url, type: e.type }),
  );
  cdp.on('Network.loadingFinished', (e) => {
    bytes += e.encodedDataLength;
    const info = types.get(e.requestId);
    if (info?.type === 'Script') {
      jsBytes += e.encodedDataLength;
      scripts.push(info.url);
    }
  });
  await page.addInitScript(() => {
    const w = window as unknown as { __lcp: number; __lcpElement: string };
    w.__lcp = 0;
    w.__lcpElement = '';
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as Array<PerformanceEntry & { element?: Element }>) {
        w.__lcp = entry.startTime;
        const el = entry.element;
        w.__lcpElement = el
          ? `${el.tagName.toLowerCase()}${el.id ? `#${el.id}` : ''} "${(el.textContent ?? '').trim().slice(0, 40)}"`
          : '';
      }
    }).observe({ type: 'largest-contentful-paint', buffered: true });
  });
  await page.goto(url, { waitUntil: 'networkidle', timeout: 120_000 });
  // the network can go quiet while the throttled CPU still runs the entry: wait for the
  // app's own header (React has rendered the route), then for its data requests
  await page.waitForSelector('#root header', { timeout: 120_000 });
  await page.waitForLoadState('networkidle', { timeout: 120_000 });
  // LCP is final at the first input or when the page is hidden; read it after a short settle
  await page.waitForTimeout(1000);
  const { lcp, lcpElement } = await page.evaluate(() => {
    const w = window as unknown as { __lcp: number; __lcpElement: string };
    return { lcp: w.__lcp, lcpElement: w.__lcpElement };
  });
  await context.close();
  let jsGzip = 0;
  for (const script of scripts) {
    const { gzip, wallet } = await inspectScript(script);
    jsGzip += gzip;
    if (wallet) walletChunks.push(path.basename(new URL(script).pathname));
    if (process.env.BENCH_VERBOSE)
      console.log(`  ${(gzip / 1024).toFixed(1).padStart(7)} KB gzip ${new URL(script).pathname}`);
  }
  if (process.env.BENCH_VERBOSE) console.log(`  LCP ${lcp.toFixed(0)} ms: ${lcpElement}`);
  return { lcp, bytes, jsBytes, jsGzip, walletChunks };
}

/** LCP and bytes of the three pages, then the first-load JavaScript of every page type. */
async function loadTables(
  browser: Browser,
  samples: Array<[string, string]>,
  pages: Array<[string, string]>,
) {
  console.log(
    `\nFirst load, Lighthouse mobile profile (4x CPU, 150 ms RTT, 1.6 Mbps), cold cache, median of ${RUNS}`,
  );
  console.log(
    `${'page'.padEnd(16)}${'LCP ms'.padStart(8)}${'LCP runs'.padStart(22)}${'all KB'.padStart(8)}${'JS KB'.padStart(8)}${'JS gzip'.padStart(9)}  wallet code`,
  );
  for (const [name, url] of pages) {
    const runs: Load[] = [];
    for (let i = 0; i < RUNS; i++) runs.push(await measure(browser, url));
    // a run where Chromium reported no LCP entry (0) does not count
    const reported = runs.filter((r) => r.lcp > 0).sort((a, b) => a.lcp - b.lcp);
    const mid = reported[Math.floor(reported.length / 2)] ?? runs[0]!;
    const wallet = [...new Set(runs.flatMap((r) => r.walletChunks))];
    console.log(
      `${name.padEnd(16)}${mid.lcp.toFixed(0).padStart(8)}${runs
        .map((r) => r.lcp.toFixed(0))
        .join(' / ')
        .padStart(
          22,
        )}${(mid.bytes / 1024).toFixed(0).padStart(8)}${(mid.jsBytes / 1024).toFixed(0).padStart(8)}${(mid.jsGzip / 1024).toFixed(0).padStart(9)}  ${wallet.length ? wallet.join(', ') : 'none'}`,
    );
  }

  console.log(
    `\nFirst-load JavaScript of every page type (one cold visit, 390x844, signed out; budget ${JS_BUDGET_KB} KB gzip)`,
  );
  console.log(`${'page type'.padEnd(18)}${'JS gzip KB'.padStart(11)}  over budget  path`);
  for (const [name, url] of samples) {
    const load = await measure(browser, url, false);
    const kb = load.jsGzip / 1024;
    console.log(
      `${name.padEnd(18)}${kb.toFixed(1).padStart(11)}  ${(kb > JS_BUDGET_KB ? 'YES' : 'no').padEnd(11)}  ${new URL(url).pathname}${new URL(url).search}`,
    );
  }
}

/** BENCH_SERVER: measure a server already running at that base URL (not stopped here). */
async function serverUnderTest() {
  const base = process.env.BENCH_SERVER;
  return base ? { base: base.replace(/\/$/, ''), stop: async () => {} } : startServer();
}

async function main() {
  const server = await serverUnderTest();
  let browser: Browser | undefined;
  try {
    browser = await launchChromium();
    const samples = await samplePages(server.base);
    const url = (name: string) => samples.find(([n]) => n === name)![1];
    const pages: Array<[string, string]> = [
      ['/', url('home')],
      ['project page', url('project')],
      ['review page', url('review')],
    ];
    // BENCH_FIRST_LOAD=lighthouse: only the Lighthouse table
    if (process.env.BENCH_FIRST_LOAD !== 'lighthouse') await loadTables(browser, samples, pages);

    if (LIGHTHOUSE_RUNS > 0) {
      await browser.close();
      browser = undefined;
      const chromium = await startLighthouseChromium(CHROMIUM);
      try {
        console.log(
          `\nLighthouse 12 mobile (simulated Moto G Power, slow 4G), median of ${LIGHTHOUSE_RUNS}`,
        );
        console.log(
          `${'page'.padEnd(16)}${'score'.padStart(6)}${'TBT ms'.padStart(8)}${'LCP ms'.padStart(8)}${'TTI ms'.padStart(8)}${'DOM'.padStart(6)}  score runs / TBT runs`,
        );
        for (const [name, url] of pages) {
          const runs = [];
          for (let i = 0; i < LIGHTHOUSE_RUNS; i++)
            runs.push(await lighthouseRun(chromium.port, url));
          const mid = medianRun(runs);
          console.log(
            `${name.padEnd(16)}${String(mid.score).padStart(6)}${mid.tbt.toFixed(0).padStart(8)}${mid.lcp.toFixed(0).padStart(8)}${mid.tti.toFixed(0).padStart(8)}${String(mid.domSize).padStart(6)}  ${runs.map((r) => r.score).join(' ')} / ${runs.map((r) => r.tbt.toFixed(0)).join(' ')}`,
          );
          for (const line of describeMainThread(mid)) console.log(line);
        }
      } finally {
        await chromium.close();
      }
    }
  } finally {
    await browser?.close();
    await server.stop();
  }
}

await main();
