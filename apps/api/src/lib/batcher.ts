// Group commit: jobs that arrive while a batch is under way go together in the next one, so a
// crowd shares round trips to the database (one read for many sessions, one transaction for
// many votes) while a lone request waits for nothing but the end of its event-loop turn.
// Batches run one at a time, except that a batch may let the next one start early (`release`,
// say once its reads are done and only its writes are left): two stages then overlap, as in a
// pipeline. Jobs that share a key never run at the same time (not in one batch, nor in two
// batches under way), and jobs of one key keep their order.

export type Settled<R> = { ok: true; value: R } | { ok: false; error: unknown };

export interface BatcherOptions<J, R> {
  /** The most jobs in one batch. */
  max: number;
  /** What a job holds (a voter, a review): two jobs holding one key never run together. */
  keys?: (job: J) => readonly string[];
  /**
   * Runs a batch: one result per job, in order. It may call `release()` once the next batch
   * can start beside it. If it throws, the batch failed as a whole (a constraint, a lost
   * connection) and each of its jobs runs again alone, so every job gets its own answer.
   */
  run: (jobs: J[], release: () => void) => Promise<Array<Settled<R>>>;
}

interface Entry<J, R> {
  job: J;
  resolve: (value: R) => void;
  reject: (error: unknown) => void;
}

/** Batches under way at once: one that has released, and the next. */
const OVERLAP = 2;

export class Batcher<J, R> {
  private pending: Array<Entry<J, R>> = [];
  private scheduled = false;
  /** Batches under way, and those of them that have not released. */
  private active = 0;
  private unreleased = 0;
  /** Keys of the jobs under way. */
  private readonly busy = new Map<string, number>();

  constructor(private readonly options: BatcherOptions<J, R>) {}

  add(job: J): Promise<R> {
    return new Promise<R>((resolve, reject) => {
      this.pending.push({ job, resolve, reject });
      this.schedule();
    });
  }

  /** Starts a batch after the I/O of this turn, so that requests arriving together go together. */
  private schedule(): void {
    if (this.scheduled || this.unreleased > 0 || this.active >= OVERLAP) return;
    if (!this.pending.length) return;
    this.scheduled = true;
    setImmediate(() => {
      this.scheduled = false;
      void this.next();
    });
  }

  private async next(): Promise<void> {
    if (this.unreleased > 0 || this.active >= OVERLAP) return;
    const batch = this.take();
    if (!batch.length) return;
    const keys = batch.flatMap((entry) => this.options.keys?.(entry.job) ?? []);
    for (const key of keys) this.busy.set(key, (this.busy.get(key) ?? 0) + 1);
    this.active++;
    this.unreleased++;
    let released = false;
    const release = () => {
      if (released) return;
      released = true;
      this.unreleased--;
      this.schedule();
    };
    try {
      await this.runBatch(batch, release);
    } finally {
      release();
      for (const key of keys) {
        const left = this.busy.get(key)! - 1;
        if (left) this.busy.set(key, left);
        else this.busy.delete(key);
      }
      this.active--;
      this.schedule();
    }
  }

  /**
   * The next batch: pending jobs in order, none sharing a key with a job under way, taken, or
   * left before it.
   */
  private take(): Array<Entry<J, R>> {
    const taken: Array<Entry<J, R>> = [];
    const rest: Array<Entry<J, R>> = [];
    const held = new Set<string>(this.busy.keys());
    for (const entry of this.pending) {
      const keys = this.options.keys?.(entry.job) ?? [];
      const free = taken.length < this.options.max && keys.every((key) => !held.has(key));
      // a job left behind still holds its keys, so a later job of the same key cannot pass it
      for (const key of keys) held.add(key);
      (free ? taken : rest).push(entry);
    }
    this.pending = rest;
    return taken;
  }

  private async runBatch(batch: Array<Entry<J, R>>, release: () => void): Promise<void> {
    let results: Array<Settled<R>>;
    try {
      results = await this.options.run(
        batch.map((entry) => entry.job),
        release,
      );
    } catch (error) {
      if (batch.length === 1) {
        batch[0]!.reject(error);
        return;
      }
      for (const entry of batch) await this.runBatch([entry], release);
      return;
    }
    batch.forEach((entry, i) => {
      const result = results[i];
      if (!result) entry.reject(new Error('batch: no result for a job'));
      else if (result.ok) entry.resolve(result.value);
      else entry.reject(result.error);
    });
  }
}

/** The batcher of `owner` (a database, say), made by `make` on first use. */
export function batcherOf<O extends object, J, R>(
  registry: WeakMap<O, Batcher<J, R>>,
  owner: O,
  make: () => Batcher<J, R>,
): Batcher<J, R> {
  let batcher = registry.get(owner);
  if (!batcher) {
    batcher = make();
    registry.set(owner, batcher);
  }
  return batcher;
}
