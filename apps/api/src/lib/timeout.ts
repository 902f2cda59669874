// A deadline on a promise whose work cannot be cancelled (a ping, a chain read).

/**
 * `promise`, or a rejection after `ms`; `late` receives the value if it comes after all (a
 * connection to give back).
 */
export function withTimeout<T>(
  promise: Promise<T>,
  ms: number,
  late?: (value: T) => void,
): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    let done = false;
    const timer = setTimeout(() => {
      done = true;
      reject(new Error(`no answer within ${ms} ms`));
    }, ms);
    promise.then(
      (value) => {
        clearTimeout(timer);
        if (done) late?.(value);
        else resolve(value);
      },
      (error: unknown) => {
        clearTimeout(timer);
        if (!done) reject(error instanceof Error ? error : new Error(String(error)));
      },
    );
  });
}
