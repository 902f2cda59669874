// Requests to the site: a timeout on each, the site's rate limit waited out as it asks, and
// tiles fetched whole when the log no longer serves the partial one asked for.
import { Failure } from './common.ts';
import { tilePath, TILE_WIDTH } from './tiles.ts';

/** How many times one request waits out a 429 before the answer counts as a failure. */
const MAX_RATE_LIMIT_WAITS = 10;

export type Get = (url: string) => Promise<Response>;

/** A partial tile's bytes, or the full tile's when the log no longer serves the partial. */
export type TileBody = Buffer | { full: Buffer };

export function requests(timeoutMs: number): { get: Get; getOk: Get } {
  const get = async (url: string): Promise<Response> => {
    // a large log is thousands of tiles: past the site's rate limit, wait as it asks and go on
    for (let attempt = 0; ; attempt++) {
      let response: Response;
      try {
        response = await fetch(url, { signal: AbortSignal.timeout(timeoutMs) });
      } catch (error) {
        throw new Failure(`${url}: ${(error as Error).message}`);
      }
      if (response.status !== 429 || attempt >= MAX_RATE_LIMIT_WAITS) return response;
      const seconds = Number(response.headers.get('retry-after'));
      await response.arrayBuffer();
      await new Promise((resolve) =>
        setTimeout(
          resolve,
          Math.min(Number.isFinite(seconds) && seconds > 0 ? seconds : 1, 60) * 1000,
        ),
      );
    }
  };
  const getOk = async (url: string): Promise<Response> => {
    const response = await get(url);
    if (!response.ok) throw new Failure(`${url} answered ${response.status}`);
    return response;
  };
  return { get, getOk };
}

/** Fetches a partial tile, or the full tile cut to width when the log no longer serves the partial. */
export function tileFetcher(get: Get, logUrl: (p: string) => string) {
  return async (level: number | 'entries', n: number, width: number): Promise<TileBody> => {
    const response = await get(logUrl(tilePath(level, n, width)));
    if (response.ok) return Buffer.from(await response.arrayBuffer());
    if (response.status === 404 && width < TILE_WIDTH) {
      const full = await get(logUrl(tilePath(level, n)));
      if (full.ok) return { full: Buffer.from(await full.arrayBuffer()) };
    }
    throw new Failure(`${logUrl(tilePath(level, n, width))} answered ${response.status}`);
  };
}
