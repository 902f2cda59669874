import { describe, expect, it } from 'vitest';
import { Batcher, type Settled } from './batcher.ts';

interface Job {
  id: string;
  keys?: string[];
}

/** A batcher that records its batches and answers each job with its id, upper-cased. */
function recording(
  options: {
    max?: number;
    run?: (jobs: Job[], release: () => void) => Promise<Array<Settled<string>>>;
  } = {},
) {
  const batches: string[][] = [];
  const batcher = new Batcher<Job, string>({
    max: options.max ?? 10,
    keys: (job) => job.keys ?? [],
    run: async (jobs, release) => {
      batches.push(jobs.map((job) => job.id));
      if (options.run) return options.run(jobs, release);
      return jobs.map((job) => ({ ok: true, value: job.id.toUpperCase() }));
    },
  });
  return { batcher, batches };
}

const tick = () => new Promise((resolve) => setImmediate(resolve));

describe('Batcher', () => {
  it('runs the jobs of one turn as one batch and answers each in order', async () => {
    const { batcher, batches } = recording();
    const answers = await Promise.all(['a', 'b', 'c'].map((id) => batcher.add({ id })));
    expect(answers).toEqual(['A', 'B', 'C']);
    expect(batches).toEqual([['a', 'b', 'c']]);
  });

  it('keeps batches at their size limit and runs one at a time', async () => {
    let running = 0;
    let most = 0;
    const { batcher, batches } = recording({
      max: 2,
      run: async (jobs) => {
        most = Math.max(most, ++running);
        await tick();
        running--;
        return jobs.map((job) => ({ ok: true, value: job.id }));
      },
    });
    await Promise.all(['a', 'b', 'c', 'd', 'e'].map((id) => batcher.add({ id })));
    expect(batches).toEqual([['a', 'b'], ['c', 'd'], ['e']]);
    expect(most).toBe(1);
  });

  it('never puts two jobs of one key together, and keeps each key in order', async () => {
    const { batcher, batches } = recording();
    await Promise.all([
      batcher.add({ id: 'a1', keys: ['a'] }),
      batcher.add({ id: 'a2', keys: ['a'] }),
      // free of 'a', but behind a2 on 'b': it must not pass a2
      batcher.add({ id: 'ab', keys: ['a', 'b'] }),
      batcher.add({ id: 'b1', keys: ['b'] }),
      batcher.add({ id: 'c1', keys: ['c'] }),
    ]);
    expect(batches).toEqual([['a1', 'c1'], ['a2'], ['ab'], ['b1']]);
  });

  it('lets the next batch start once one releases, without its busy keys', async () => {
    let open!: () => void;
    const gate = new Promise<void>((resolve) => (open = resolve));
    const { batcher, batches } = recording({
      run: async (jobs, release) => {
        if (jobs.some((job) => job.id === 'first')) {
          release();
          await gate;
        }
        return jobs.map((job) => ({ ok: true, value: job.id }));
      },
    });
    const first = batcher.add({ id: 'first', keys: ['x'] });
    await tick();
    // 'first' is under way and released: a free job runs beside it, a job of its key waits
    const free = batcher.add({ id: 'free', keys: ['y'] });
    const same = batcher.add({ id: 'same', keys: ['x'] });
    expect(await free).toBe('free');
    expect(batches).toEqual([['first'], ['free']]);
    open();
    expect(await Promise.all([first, same])).toEqual(['first', 'same']);
    expect(batches).toEqual([['first'], ['free'], ['same']]);
  });

  it('gives each job its own failure, and runs a failed batch again job by job', async () => {
    const { batcher, batches } = recording({
      run: async (jobs) => {
        if (jobs.some((job) => job.id === 'poison')) {
          if (jobs.length > 1) throw new Error('the whole batch failed');
          throw new Error('poison');
        }
        return jobs.map((job) =>
          job.id === 'refused'
            ? { ok: false, error: new Error('refused') }
            : { ok: true, value: job.id },
        );
      },
    });
    const settled = await Promise.allSettled(
      ['a', 'poison', 'refused', 'b'].map((id) => batcher.add({ id })),
    );
    expect(
      settled.map((s) => (s.status === 'fulfilled' ? s.value : (s.reason as Error).message)),
    ).toEqual(['a', 'poison', 'refused', 'b']);
    expect(batches).toEqual([
      ['a', 'poison', 'refused', 'b'],
      ['a'],
      ['poison'],
      ['refused'],
      ['b'],
    ]);
  });
});
