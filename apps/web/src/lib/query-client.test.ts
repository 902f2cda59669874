import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { ApiError } from './api-client';
import { createQueryClient, isTransientError, READ_RETRIES, retryTransient } from './query-client';
import { initI18n } from './i18n';
import { meQueryKey, meQueryOptions } from './session';
import { storage } from './storage';

const apiError = (status: number, code = 'x') => new ApiError(status, [code], code);

/** The app's client with its retry rules, without the waits between tries. */
function quickClient() {
  const client = createQueryClient();
  const queries = client.getDefaultOptions().queries;
  client.setDefaultOptions({ queries: { ...queries, retryDelay: 0 } });
  return client;
}

/** A query function failing with `errors` in turn, then answering 'ok'. */
function failing(errors: Error[]) {
  const fn = vi.fn(async () => {
    const next = errors.shift();
    if (next) throw next;
    return 'ok';
  });
  return fn;
}

beforeAll(async () => {
  // the API client words an error once the texts are in
  await initI18n('en');
});

afterEach(() => {
  vi.unstubAllGlobals();
  storage.clearSession();
});

describe('read retries', () => {
  it('counts network errors, timeouts and 502/503/504 as transient, nothing else', () => {
    for (const status of [0, 502, 503, 504]) expect(isTransientError(apiError(status))).toBe(true);
    for (const status of [400, 401, 403, 404, 409, 429, 500, 507])
      expect(isTransientError(apiError(status))).toBe(false);
    expect(isTransientError(new Error('boom'))).toBe(false);
  });

  it('tries a read again after a 503 and after a network error, then gives the data', async () => {
    const client = quickClient();
    const fn = failing([apiError(503, 'service_unavailable'), apiError(0, 'NETWORK_ERROR')]);
    await expect(client.fetchQuery({ queryKey: ['read'], queryFn: fn })).resolves.toBe('ok');
    expect(fn).toHaveBeenCalledTimes(3);
  });

  it('stops after three retries of a transient failure', async () => {
    const client = quickClient();
    const errors = Array.from({ length: READ_RETRIES + 1 }, () => apiError(503));
    const fn = failing(errors);
    await expect(client.fetchQuery({ queryKey: ['down'], queryFn: fn })).rejects.toMatchObject({
      status: 503,
    });
    expect(fn).toHaveBeenCalledTimes(READ_RETRIES + 1);
    expect(retryTransient(READ_RETRIES - 1, apiError(503))).toBe(true);
    expect(retryTransient(READ_RETRIES, apiError(503))).toBe(false);
  });

  it('does not retry a 4xx or a 500', async () => {
    for (const status of [400, 401, 404, 429, 500]) {
      const client = quickClient();
      const fn = failing([apiError(status)]);
      await expect(client.fetchQuery({ queryKey: ['bad'], queryFn: fn })).rejects.toMatchObject({
        status,
      });
      expect(fn).toHaveBeenCalledTimes(1);
    }
  });

  it('never retries a write', async () => {
    const client = quickClient();
    const fn = failing([apiError(503)]);
    const mutation = client.getMutationCache().build(client, { mutationFn: fn });
    await expect(mutation.execute(undefined)).rejects.toMatchObject({ status: 503 });
    expect(fn).toHaveBeenCalledTimes(1);
  });
});

describe('the session on a failing server', () => {
  const json = (status: number, body: unknown) =>
    new Response(JSON.stringify(body), {
      status,
      headers: { 'Content-Type': 'application/json', 'Retry-After': '5' },
    });
  const me = { id: '7', address: '0x0000000000000000000000000000000000000007' };

  it('keeps the token through 503s and network errors and restores the user when the server is back', async () => {
    storage.set('access_token', 'valid-token');
    const answers: Array<() => Response> = [
      () =>
        json(503, {
          statusCode: 503,
          error: 'Service Unavailable',
          message: ['service_unavailable'],
        }),
      () => {
        throw new TypeError('fetch failed');
      },
      () =>
        json(503, {
          statusCode: 503,
          error: 'Service Unavailable',
          message: ['service_unavailable'],
        }),
      () =>
        json(503, {
          statusCode: 503,
          error: 'Service Unavailable',
          message: ['service_unavailable'],
        }),
      () =>
        json(503, {
          statusCode: 503,
          error: 'Service Unavailable',
          message: ['service_unavailable'],
        }),
      () => json(200, { data: me }),
    ];
    const fetch = vi.fn(async (_url: string, init?: RequestInit) => {
      expect((init?.headers as Record<string, string>).Authorization).toBe('Bearer valid-token');
      return answers.shift()!();
    });
    vi.stubGlobal('fetch', fetch);
    const client = quickClient();
    // more failures in a row than a plain read retries: the session check keeps trying
    await expect(client.fetchQuery(meQueryOptions(true))).resolves.toEqual(me);
    expect(fetch).toHaveBeenCalledTimes(6);
    expect(storage.get('access_token')).toBe('valid-token');
    expect(client.getQueryData(meQueryKey)).toEqual(me);
  });

  it('does not retry the session check on a 401', async () => {
    const options = meQueryOptions(true);
    const retry = options.retry as (count: number, error: Error) => boolean;
    expect(retry(10, apiError(503))).toBe(true);
    expect(retry(10, apiError(0))).toBe(true);
    expect(retry(0, apiError(401, 'invalid_token'))).toBe(false);
    expect(retry(0, apiError(500))).toBe(false);
  });
});
