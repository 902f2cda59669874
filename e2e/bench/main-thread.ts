// Main-thread work of a first load measured in thread time, which other processes' load does
// not inflate (unlike wall time, which Lighthouse's TBT is built on): Debian's Chromium, 390x844,
// cold cache, no throttling; the renderer's main-thread tasks from a Chrome trace, each task's
// thread time multiplied by 4 (Lighthouse's mobile CPU slowdown) to estimate its length on the
// simulated phone. Prints, per page, the estimated TBT (sum over tasks of length - 50 ms), the
// long tasks and what ran in them (the scripts evaluated, functions called by file).
// Usage: node --import tsx e2e/bench/main-thread.ts <url>... (BENCH_RUNS, 3 by default).
import { chromium } from 'playwright-core';

const SLOWDOWN = 4;
const RUNS = Number(process.env.BENCH_RUNS ?? 3);

interface TraceEvent {
  name: string;
  cat: string;
  ph: string;
  ts: number;
  dur?: number;
  tdur?: number;
  tid: number;
  pid: number;
  args?: { name?: string; data?: { url?: string; frame?: string; functionName?: string } };
}

interface Task {
  start: number;
  ms: number;
  parts: Map<string, number>;
}

function file(url: string | undefined): string {
  if (!url) return '?';
  return url.split('/').pop()?.split('?')[0] || url;
}

function analyse(events: TraceEvent[]) {
  const threadName = new Map<string, string>();
  for (const e of events)
    if (e.name === 'thread_name') threadName.set(`${e.pid}:${e.tid}`, e.args?.name ?? '');
  // the renderer main thread with the most work is the page's
  const work = new Map<string, number>();
  for (const e of events) {
    const key = `${e.pid}:${e.tid}`;
    if (e.name === 'RunTask' && threadName.get(key) === 'CrRendererMain')
      work.set(key, (work.get(key) ?? 0) + (e.tdur ?? 0));
  }
  const main = [...work.entries()].sort((a, b) => b[1] - a[1])[0]?.[0];
  const mine = events
    .filter((e) => `${e.pid}:${e.tid}` === main && e.ph === 'X')
    .sort((a, b) => a.ts - b.ts);
  const nav = events.find((e) => e.name === 'navigationStart')?.ts ?? mine[0]?.ts ?? 0;
  const tasks: Task[] = [];
  let current: (Task & { end: number }) | null = null;
  for (const e of mine) {
    if (e.name === 'RunTask') {
      current = {
        start: (e.ts - nav) / 1000,
        ms: ((e.tdur ?? e.dur ?? 0) / 1000) * SLOWDOWN,
        parts: new Map(),
        end: e.ts + (e.dur ?? 0),
      };
      tasks.push(current);
      continue;
    }
    if (!current || e.ts > current.end) continue;
    const label =
      e.name === 'EvaluateScript' || e.name === 'v8.compile'
        ? `eval ${file(e.args?.data?.url)}`
        : e.name === 'v8.evaluateModule'
          ? 'eval modules'
          : e.name === 'FunctionCall'
            ? `call ${file(e.args?.data?.url)}`
            : e.name === 'ParseHTML'
              ? 'parse HTML'
              : e.name === 'UpdateLayoutTree' || e.name === 'Layout'
                ? 'style+layout'
                : null;
    if (label)
      current.parts.set(
        label,
        (current.parts.get(label) ?? 0) + ((e.tdur ?? e.dur ?? 0) / 1000) * SLOWDOWN,
      );
  }
  const long = tasks.filter((t) => t.ms > 50);
  return {
    total: tasks.reduce((s, t) => s + t.ms, 0),
    tbt: long.reduce((s, t) => s + t.ms - 50, 0),
    long,
  };
}

async function main() {
  const urls = process.argv.slice(2);
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu'],
  });
  try {
    for (const url of urls) {
      const results = [];
      for (let i = 0; i < RUNS; i++) {
        const context = await browser.newContext({
          viewport: { width: 390, height: 844 },
          isMobile: true,
          hasTouch: true,
        });
        const page = await context.newPage();
        await browser.startTracing(page, {
          categories: [
            'devtools.timeline',
            'disabled-by-default-devtools.timeline',
            'v8.execute',
            '__metadata',
          ],
        });
        await page.goto(url, { waitUntil: 'networkidle', timeout: 120_000 });
        await page.waitForSelector('#root header', { timeout: 120_000 });
        await page.waitForLoadState('networkidle');
        await page.waitForTimeout(2500);
        const buffer = await browser.stopTracing();
        await context.close();
        const trace = JSON.parse(buffer.toString('utf8')) as { traceEvents: TraceEvent[] };
        results.push(analyse(trace.traceEvents));
      }
      results.sort((a, b) => a.tbt - b.tbt);
      const mid = results[Math.floor(results.length / 2)]!;
      console.log(
        `${url}\n  est. TBT ${mid.tbt.toFixed(0)} ms (runs ${results.map((r) => r.tbt.toFixed(0)).join(' ')}), main thread ${mid.total.toFixed(0)} ms at ${SLOWDOWN}x`,
      );
      for (const t of mid.long) {
        const parts = [...t.parts.entries()]
          .filter(([, ms]) => ms >= 10)
          .sort((a, b) => b[1] - a[1])
          .map(([label, ms]) => `${label} ${ms.toFixed(0)}`)
          .join(', ');
        console.log(
          `  ${t.start.toFixed(0).padStart(6)} ms +${t.ms.toFixed(0).padStart(5)}  ${parts}`,
        );
      }
    }
  } finally {
    await browser.close();
  }
}

await main();
