// The render worker's handle: started on the first card (about 2 s to load the fonts), jobs
// are queued to it (it renders them in turn off the event loop), restarted if it dies, and
// ended after a while without work (it holds ~250 MB of parsed CJK fonts) or with the app.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { Worker } from 'node:worker_threads';
import type { Node } from './share.cards.ts';

export interface RenderJob {
  tree: Node;
  width: number;
  height: number;
  /** Tests only: 'latin' leaves the CJK fonts out, to show what tofu looks like. */
  fontSet?: 'full' | 'latin';
  emoji?: boolean;
}

const here = path.dirname(fileURLToPath(import.meta.url));

/** The first of `candidates` (relative to this module or the bundle) that exists. */
function firstExisting(candidates: string[]): string {
  const found = candidates.map((c) => path.resolve(here, c)).find((c) => fs.existsSync(c));
  if (!found) throw new Error(`share cards: none of ${candidates.join(', ')} found from ${here}`);
  return found;
}

export class RenderPool {
  private worker: Worker | null = null;
  private nextId = 0;
  private pending = new Map<
    number,
    { worker: Worker; resolve: (png: Buffer) => void; reject: (e: Error) => void }
  >();
  private idleTimer: NodeJS.Timeout | null = null;
  /** How many renders were started (tests check that a burst renders once). */
  renders = 0;

  /** Renders sent to the worker and not answered yet. */
  get queued(): number {
    return this.pending.size;
  }

  constructor(private readonly idleMs = 10 * 60_000) {}

  private settled() {
    if (this.pending.size > 0 || !this.worker) return;
    if (this.idleTimer) clearTimeout(this.idleTimer);
    this.idleTimer = setTimeout(() => {
      if (this.pending.size === 0) void this.close();
    }, this.idleMs);
    this.idleTimer.unref();
  }

  private start(): Worker {
    if (this.worker) return this.worker;
    // beside this module in the sources, beside server.js in the bundle (build.mjs copies it)
    const script = firstExisting(['render-worker.mjs']);
    const fontDir = path.dirname(
      firstExisting([
        '../../../assets/fonts/NotoSansSC-Regular.ttf', // from src/modules/share
        '../assets/fonts/NotoSansSC-Regular.ttf', // from dist
      ]),
    );
    const worker = new Worker(script, { workerData: { fontDir } });
    worker.unref();
    worker.on('message', (m: { id: number; png?: Uint8Array; error?: string }) => {
      const job = this.pending.get(m.id);
      if (!job) return;
      this.pending.delete(m.id);
      if (m.png) job.resolve(Buffer.from(m.png.buffer, m.png.byteOffset, m.png.byteLength));
      else job.reject(new Error(m.error ?? 'render failed'));
      this.settled();
    });
    // only this worker's jobs: an idle worker may exit after its successor took new ones
    const fail = (error: Error) => {
      if (this.worker === worker) this.worker = null;
      for (const [id, job] of this.pending)
        if (job.worker === worker) {
          this.pending.delete(id);
          job.reject(error);
        }
    };
    worker.on('error', fail);
    worker.on('exit', (code) => fail(new Error(`render worker exited with ${code}`)));
    this.worker = worker;
    return worker;
  }

  render(job: RenderJob): Promise<Buffer> {
    if (this.idleTimer) clearTimeout(this.idleTimer);
    this.idleTimer = null;
    const worker = this.start();
    this.renders++;
    const id = this.nextId++;
    return new Promise<Buffer>((resolve, reject) => {
      this.pending.set(id, { worker, resolve, reject });
      worker.postMessage({ id, job });
    });
  }

  async close(): Promise<void> {
    if (this.idleTimer) clearTimeout(this.idleTimer);
    this.idleTimer = null;
    const worker = this.worker;
    this.worker = null;
    if (worker) await worker.terminate();
  }
}
