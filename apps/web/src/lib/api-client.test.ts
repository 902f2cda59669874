import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { ApiError, createApiClient, errorCodesOf, type ApiClientDeps } from './api-client';
import { errorCodeText, i18n, initI18n, loadRestTexts } from './i18n';
import type { ApiPath } from './api-types';

// the client's mechanics, not a route: paths the document does not have
const X = '/x' as ApiPath<'get'>;
const SLOW = '/slow' as ApiPath<'get'>;

interface Call {
  url: string;
  init: RequestInit;
}

/** A fetch stand-in that records calls and answers with the given response. */
function stubFetch(respond: (call: Call) => Response | Promise<Response>) {
  const calls: Call[] = [];
  const fn = vi.fn(async (url: string | URL | Request, init?: RequestInit) => {
    const call = { url: String(url), init: init ?? {} };
    calls.push(call);
    return respond(call);
  });
  return { fetch: fn as unknown as typeof fetch, calls };
}

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

const texts: Record<string, string> = {
  not_enough_energy: 'Out of energy.',
  do_not_spam: 'Do not spam.',
  NETWORK_ERROR: 'The server is not responding, please try again later!',
  UNKNOWN_ERROR: 'The server is not responding, please try again later!',
};

function client(overrides: Partial<ApiClientDeps> & Pick<ApiClientDeps, 'fetch'>) {
  const onUnauthorized = vi.fn();
  const api = createApiClient({
    getToken: () => null,
    translate: (code) => texts[code] ?? code,
    onUnauthorized,
    ...overrides,
  });
  return { api, onUnauthorized };
}

afterEach(() => {
  vi.useRealTimers();
});

describe('api client', () => {
  it('sends calls to /api with JSON bodies and returns the parsed body', async () => {
    const { fetch, calls } = stubFetch(() => json(200, { data: { ok: true } }));
    const { api } = client({ fetch });
    const body = await api.post('/login', { address: '0xabc' }, { auth: false });
    expect(body).toEqual({ data: { ok: true } });
    expect(calls[0]!.url).toBe('/api/login');
    expect(calls[0]!.init.method).toBe('POST');
    expect(calls[0]!.init.body).toBe(JSON.stringify({ address: '0xabc' }));
    expect((calls[0]!.init.headers as Record<string, string>)['Content-Type']).toBe(
      'application/json',
    );
  });

  it("waits for the error texts (English's second part) before it words an error", async () => {
    const { fetch } = stubFetch(() => json(400, { statusCode: 400, message: ['do_not_spam'] }));
    const loaded: Record<string, string> = {};
    const { api } = client({
      fetch,
      translate: (code) => loaded[code] ?? code,
      textsReady: async () => {
        loaded.do_not_spam = 'Do not spam.';
      },
    });
    await expect(api.post('/reviews' as ApiPath<'post'>, {})).rejects.toMatchObject({
      message: 'Do not spam.',
    });
  });

  it('fails a quiet call without waiting for the error texts', async () => {
    const { fetch } = stubFetch(() => json(404, { statusCode: 404, message: ['not_found'] }));
    let waited = false;
    const { api } = client({
      fetch,
      translate: () => 'translated',
      textsReady: async () => {
        waited = true;
      },
    });
    await expect(api.get('/me' as ApiPath<'get'>, { quietErrors: true })).rejects.toMatchObject({
      status: 404,
      codes: ['not_found'],
    });
    expect(waited).toBe(false);
  });

  it('adds the bearer token from storage when there is one', async () => {
    const { fetch, calls } = stubFetch(() => json(200, { data: 1 }));
    const { api } = client({ fetch, getToken: () => 'tok' });
    await api.get('/me');
    expect((calls[0]!.init.headers as Record<string, string>).Authorization).toBe('Bearer tok');
  });

  it('switches a viewer-dependent call to /api/public/<path> when there is no token', async () => {
    const { fetch, calls } = stubFetch(() => json(200, { data: [] }));
    const { api } = client({ fetch });
    await api.get('/projects', {
      publicWhenAnonymous: true,
      query: { limit: 10, offset: 0, keyword: 'cake', chain: undefined },
    });
    expect(calls[0]!.url).toBe('/api/public/projects?limit=10&offset=0&keyword=cake');
    expect((calls[0]!.init.headers as Record<string, string>).Authorization).toBeUndefined();
  });

  it('keeps the authenticated path for a viewer-dependent call when signed in', async () => {
    const { fetch, calls } = stubFetch(() => json(200, { data: [] }));
    const { api } = client({ fetch, getToken: () => 'tok' });
    await api.get('/projects', { publicWhenAnonymous: true });
    expect(calls[0]!.url).toBe('/api/projects');
  });

  it('maps error codes to their texts and joins them with ". " (no doubled full stops)', async () => {
    const { fetch } = stubFetch(() =>
      json(422, {
        statusCode: 422,
        error: 'Unprocessable Entity',
        message: ['not_enough_energy', 'DO_NOT_SPAM'],
      }),
    );
    const { api } = client({ fetch });
    const error = await api.get(X).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      status: 422,
      codes: ['not_enough_energy', 'DO_NOT_SPAM'],
      text: 'Out of energy. Do not spam.',
    });
  });

  it('shows an unknown code as it is', async () => {
    const { fetch } = stubFetch(() =>
      json(400, { statusCode: 400, error: 'Bad Request', message: ['title_too_short'] }),
    );
    const { api } = client({ fetch });
    await expect(api.get(X)).rejects.toMatchObject({
      text: 'title_too_short',
      codes: ['title_too_short'],
    });
  });

  it('gives the NETWORK_ERROR text when the request fails', async () => {
    const { fetch } = stubFetch(() => {
      throw new TypeError('Failed to fetch');
    });
    const { api } = client({ fetch });
    await expect(api.get(X)).rejects.toMatchObject({
      status: 0,
      codes: ['NETWORK_ERROR'],
      text: texts.NETWORK_ERROR,
    });
  });

  it('gives the UNKNOWN_ERROR text for an empty or unparseable error response', async () => {
    const empty = client({ fetch: stubFetch(() => new Response('', { status: 502 })).fetch });
    await expect(empty.api.get(X)).rejects.toMatchObject({
      status: 502,
      codes: ['UNKNOWN_ERROR'],
      text: texts.UNKNOWN_ERROR,
    });
    const html = client({
      fetch: stubFetch(() => new Response('<html>oops</html>', { status: 500 })).fetch,
    });
    await expect(html.api.get(X)).rejects.toMatchObject({ codes: ['UNKNOWN_ERROR'] });
    const okButEmpty = client({ fetch: stubFetch(() => new Response('', { status: 200 })).fetch });
    await expect(okButEmpty.api.get(X)).rejects.toMatchObject({ codes: ['UNKNOWN_ERROR'] });
  });

  it('returns null for 204 No Content', async () => {
    const { api } = client({ fetch: stubFetch(() => new Response(null, { status: 204 })).fetch });
    await expect(api.delete('/popup')).resolves.toBeNull();
  });

  it('clears the session on a 401 of an authenticated call', async () => {
    const { fetch } = stubFetch(() =>
      json(401, { statusCode: 401, error: 'Unauthorized', message: ['invalid_token'] }),
    );
    const { api, onUnauthorized } = client({ fetch, getToken: () => 'expired' });
    await expect(api.get('/me')).rejects.toMatchObject({ status: 401 });
    expect(onUnauthorized).toHaveBeenCalledTimes(1);
  });

  it('keeps the session on a 503 and on a network error (the server could not check it)', async () => {
    const unavailable = client({
      fetch: stubFetch(() =>
        json(503, {
          statusCode: 503,
          error: 'Service Unavailable',
          message: ['service_unavailable'],
        }),
      ).fetch,
      getToken: () => 'valid',
    });
    await expect(unavailable.api.get('/me')).rejects.toMatchObject({
      status: 503,
      codes: ['service_unavailable'],
    });
    expect(unavailable.onUnauthorized).not.toHaveBeenCalled();
    const offline = client({
      fetch: stubFetch(() => Promise.reject(new TypeError('fetch failed'))).fetch,
      getToken: () => 'valid',
    });
    await expect(offline.api.put('/me', { bio: 'x' })).rejects.toMatchObject({ status: 0 });
    expect(offline.onUnauthorized).not.toHaveBeenCalled();
  });

  it('leaves a 401 alone when no token was sent, or when the caller asks to', async () => {
    const { fetch } = stubFetch(() =>
      json(401, { statusCode: 401, error: 'Unauthorized', message: ['token_is_empty'] }),
    );
    const anonymous = client({ fetch });
    await expect(anonymous.api.get('/me')).rejects.toMatchObject({ status: 401 });
    expect(anonymous.onUnauthorized).not.toHaveBeenCalled();
    const loggingOut = client({ fetch, getToken: () => 'tok' });
    await expect(
      loggingOut.api.post('/logout', undefined, { ignoreUnauthorized: true }),
    ).rejects.toMatchObject({ status: 401 });
    expect(loggingOut.onUnauthorized).not.toHaveBeenCalled();
  });

  it('sends nothing once closed (logout): no call with the revoked token', async () => {
    const { fetch, calls } = stubFetch(() => json(200, { data: 1 }));
    const { api, onUnauthorized } = client({ fetch, getToken: () => 'tok' });
    await api.post('/logout');
    api.close();
    await expect(api.get('/unseen-notifications-count')).rejects.toMatchObject({ status: 0 });
    await expect(api.get('/popup')).rejects.toBeInstanceOf(Error);
    expect(calls.map((c) => c.url)).toEqual(['/api/logout']);
    expect(onUnauthorized).not.toHaveBeenCalled();
  });

  it('aborts after the timeout (60 s by default) with the NETWORK_ERROR text', async () => {
    vi.useFakeTimers();
    let signal: AbortSignal | undefined;
    const { fetch } = stubFetch(
      (call) =>
        new Promise<Response>((_resolve, reject) => {
          signal = call.init.signal ?? undefined;
          signal?.addEventListener('abort', () =>
            reject(new DOMException('aborted', 'AbortError')),
          );
        }),
    );
    const { api } = client({ fetch });
    const pending = api.get(SLOW).catch((e: unknown) => e);
    await vi.advanceTimersByTimeAsync(59_999);
    expect(signal?.aborted).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(signal?.aborted).toBe(true);
    expect(await pending).toMatchObject({ status: 0, codes: ['NETWORK_ERROR'] });
  });

  it('re-throws a caller cancellation untouched', async () => {
    const controller = new AbortController();
    const { fetch } = stubFetch(
      (call) =>
        new Promise<Response>((_resolve, reject) => {
          call.init.signal?.addEventListener('abort', () =>
            reject(new DOMException('aborted', 'AbortError')),
          );
        }),
    );
    const { api } = client({ fetch });
    const pending = api.get(X, { signal: controller.signal }).catch((e: unknown) => e);
    controller.abort();
    const error = await pending;
    expect(error).not.toBeInstanceOf(ApiError);
    expect((error as DOMException).name).toBe('AbortError');
  });

  it('sends FormData bodies as they are', async () => {
    const { fetch, calls } = stubFetch(() => json(200, { data: { url: '/x.png' } }));
    const { api } = client({ fetch, getToken: () => 'tok' });
    const form = new FormData();
    form.append('file', new Blob(['x'], { type: 'image/png' }), 'a.png');
    await api.post('/storage/upload', form);
    expect(calls[0]!.init.body).toBe(form);
    expect((calls[0]!.init.headers as Record<string, string>)['Content-Type']).toBeUndefined();
  });
});

describe('error codes', () => {
  it('reads codes from the error body, a plain string message or the reason phrase', () => {
    expect(errorCodesOf({ statusCode: 400, error: 'Bad Request', message: ['a', 'b'] })).toEqual([
      'a',
      'b',
    ]);
    expect(errorCodesOf({ statusCode: 400, error: 'Bad Request', message: 'a' })).toEqual(['a']);
    expect(errorCodesOf({ statusCode: 403, error: 'Forbidden', message: [] })).toEqual([
      'Forbidden',
    ]);
    expect(errorCodesOf(null)).toBeNull();
  });

  describe('with the real translations', () => {
    beforeAll(async () => {
      await initI18n('en');
      // every text, as after any lazily loaded piece (the first screen's alone: english-split.ts)
      await loadRestTexts();
    });

    it('maps codes through errors.<code> and the spec aliases', async () => {
      const { fetch } = stubFetch(() =>
        json(429, {
          statusCode: 429,
          error: 'Too Many Requests',
          message: ['LIMIT_RATE', 'Conflict', 'mystery_code'],
        }),
      );
      const api = createApiClient({
        fetch,
        getToken: () => null,
        translate: errorCodeText,
        onUnauthorized: () => {},
      });
      await expect(api.get(X)).rejects.toMatchObject({
        text: 'Please wait a few minutes before you try again. Already review this project. mystery_code',
      });
    });

    it('translates into the active language', async () => {
      await i18n.changeLanguage('vi');
      expect(errorCodeText('not_enough_energy')).toBe('Hết năng lượng.');
      expect(errorCodeText("Invalid 'address' parameter")).toBe("Invalid 'address' parameter");
      await i18n.changeLanguage('en');
    });
  });
});
