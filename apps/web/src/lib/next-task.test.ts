import { describe, expect, it } from 'vitest';
import { nextTask } from './next-task';

/** Resolves after a macrotask queued now (a later timer) has run. */
const afterTimers = () => new Promise<void>((resolve) => setTimeout(resolve, 20));

describe('nextTask', () => {
  it('runs callbacks later, in order, each in a task of its own (microtasks run between)', async () => {
    const log: string[] = [];
    nextTask(() => {
      log.push('a');
      void Promise.resolve().then(() => log.push('a: microtask'));
    });
    nextTask(() => log.push('b'));
    expect(log).toEqual([]);
    await afterTimers();
    // a's microtask ran before b: b was another task
    expect(log).toEqual(['a', 'a: microtask', 'b']);
  });

  it('does not run a cancelled callback, and runs the others', async () => {
    const log: string[] = [];
    nextTask(() => log.push('a'));
    const cancel = nextTask(() => log.push('b'));
    nextTask(() => log.push('c'));
    cancel();
    await afterTimers();
    expect(log).toEqual(['a', 'c']);
  });

  it('goes on after a callback that throws', async () => {
    const log: string[] = [];
    const errors: unknown[] = [];
    const onError = (error: unknown) => errors.push(error);
    process.on('uncaughtException', onError);
    try {
      nextTask(() => {
        throw new Error('boom');
      });
      nextTask(() => log.push('after'));
      await afterTimers();
    } finally {
      process.off('uncaughtException', onError);
    }
    expect(log).toEqual(['after']);
  });
});
