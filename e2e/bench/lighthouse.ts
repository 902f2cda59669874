// Lighthouse 12 (mobile: its default Moto G Power profile, simulated 4x CPU slowdown and slow
// 4G) against Debian's Chromium, started here with the usual headless flags on a free
// DevTools port and a throwaway profile. Nothing is downloaded: Lighthouse drives the browser
// that is there. Each page is run RUNS times, a fresh tab and cleared storage each time.
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import lighthouse from 'lighthouse';
import { freePort } from '../src/free-port.ts';

export interface LighthouseRun {
  score: number;
  tbt: number;
  lcp: number;
  tti: number;
  domSize: number;
  /** Main-thread tasks over 50 ms: start and length in ms, the script Lighthouse blames. */
  longTasks: Array<{ start: number; duration: number; url: string }>;
  /** Main-thread time by kind (script evaluation, style and layout, ...), ms. */
  breakdown: Array<{ group: string; ms: number }>;
  /** Script evaluation and compile time per script, ms. */
  bootup: Array<{ url: string; scripting: number; compile: number }>;
}

export interface LighthouseBrowser {
  port: number;
  close(): Promise<void>;
}

export async function startLighthouseChromium(executable: string): Promise<LighthouseBrowser> {
  const port = await freePort();
  const profile = fs.mkdtempSync(path.join(os.tmpdir(), 'cr-lighthouse-'));
  const child: ChildProcess = spawn(
    executable,
    [
      '--headless=new',
      `--remote-debugging-port=${port}`,
      '--remote-debugging-address=127.0.0.1',
      `--user-data-dir=${profile}`,
      '--no-sandbox',
      '--disable-gpu',
      '--disable-dev-shm-usage',
      '--disable-quic',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--disable-extensions',
      '--no-first-run',
      '--no-default-browser-check',
      'about:blank',
    ],
    { stdio: 'ignore' },
  );
  const deadline = Date.now() + 30_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`${executable} exited with ${child.exitCode}`);
    try {
      if ((await fetch(`http://127.0.0.1:${port}/json/version`)).ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error('Chromium did not open its DevTools port');
    await new Promise((r) => setTimeout(r, 200));
  }
  return {
    port,
    async close() {
      if (child.exitCode === null) {
        child.kill('SIGTERM');
        await new Promise((r) => child.once('exit', r));
      }
      fs.rmSync(profile, { recursive: true, force: true });
    },
  };
}

/** One run; a run Lighthouse itself calls broken (NO_NAVSTART on a busy machine) is retried. */
export async function lighthouseRun(port: number, url: string, tries = 3): Promise<LighthouseRun> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await lighthouseOnce(port, url);
    } catch (error) {
      if (attempt >= tries) throw error;
      console.warn(`  (Lighthouse run ${attempt} of ${url} failed, again: ${String(error)})`);
    }
  }
}

async function lighthouseOnce(port: number, url: string): Promise<LighthouseRun> {
  const result = await lighthouse(url, {
    port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: ['performance'],
    formFactor: 'mobile',
  });
  const lhr = result?.lhr;
  if (!lhr) throw new Error(`Lighthouse returned nothing for ${url}`);
  if (lhr.runtimeError) throw new Error(`Lighthouse: ${lhr.runtimeError.message}`);
  const audit = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
  const items = (id: string) =>
    ((lhr.audits[id]?.details as { items?: Array<Record<string, unknown>> } | undefined)?.items ??
      []) as Array<Record<string, unknown>>;
  const num = (v: unknown) => (typeof v === 'number' ? v : 0);
  const str = (v: unknown) => (typeof v === 'string' ? v : '');
  return {
    score: Math.round((lhr.categories.performance?.score ?? 0) * 100),
    tbt: audit('total-blocking-time'),
    lcp: audit('largest-contentful-paint'),
    tti: audit('interactive'),
    domSize: audit('dom-size'),
    longTasks: items('long-tasks').map((i) => ({
      start: num(i.startTime),
      duration: num(i.duration),
      url: str(i.url),
    })),
    breakdown: items('mainthread-work-breakdown').map((i) => ({
      group: str(i.groupLabel) || str(i.group),
      ms: num(i.duration),
    })),
    bootup: items('bootup-time').map((i) => ({
      url: str(i.url),
      scripting: num(i.scripting),
      compile: num(i.scriptParseCompile),
    })),
  };
}

/** The run whose TBT is the median: its long tasks are the ones printed. */
export function medianTbtRun(runs: LighthouseRun[]): LighthouseRun {
  return [...runs].sort((a, b) => a.tbt - b.tbt)[Math.floor(runs.length / 2)]!;
}

/** Lines for the run's long tasks (the script blamed, by file name) and main-thread totals. */
export function describeMainThread(run: LighthouseRun): string[] {
  const file = (url: string) => (url ? (url.split('/').pop() ?? url) : 'unattributable');
  const tasks = run.longTasks
    .map((t) => `${t.start.toFixed(0)}+${t.duration.toFixed(0)} ${file(t.url)}`)
    .join(', ');
  const groups = run.breakdown
    .filter((g) => g.ms >= 50)
    .map((g) => `${g.group} ${g.ms.toFixed(0)}`)
    .join(', ');
  const scripts = run.bootup
    .filter((b) => b.scripting + b.compile >= 50)
    .map((b) => `${file(b.url)} ${b.scripting.toFixed(0)}+${b.compile.toFixed(0)}`)
    .join(', ');
  return [
    `    long tasks (start+ms): ${tasks || 'none'}`,
    `    main thread ms: ${groups}`,
    `    script eval+compile ms: ${scripts || 'none over 50'}`,
  ];
}

/** The median of each figure on its own (runs disagree on which is the middle one). */
export function medianRun(runs: LighthouseRun[]): LighthouseRun {
  const median = (pick: (r: LighthouseRun) => number) => {
    const sorted = runs.map(pick).sort((a, b) => a - b);
    return sorted[Math.floor(sorted.length / 2)] ?? Number.NaN;
  };
  // the long tasks and totals are those of the median-TBT run
  return {
    ...medianTbtRun(runs),
    score: median((r) => r.score),
    tbt: median((r) => r.tbt),
    lcp: median((r) => r.lcp),
    tti: median((r) => r.tti),
    domSize: median((r) => r.domSize),
  };
}
