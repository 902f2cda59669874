// The one client every call goes through (DESIGN apps/web): base '/api', bearer token from
// storage, '/api/public/<path>' for viewer-dependent calls made anonymously, 60 s timeout,
// error bodies mapped to translated texts (spec 8), and the 401 rule (spec 4).
import { joinTexts, normalizeErrorCode } from '@chainreview/shared/errors';
import { TIMERS } from '@chainreview/shared/limits';
import { env } from '@/config/env';
import { errorCodeText, loadErrorTexts } from './i18n';
import type { AnswerOf, ApiPath, BodyOf } from './api-types';
import { storage } from './storage';

export type QueryValue = string | number | boolean | null | undefined;

export interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  query?: Record<string, QueryValue | QueryValue[]>;
  /** JSON-encoded unless it is FormData. */
  body?: unknown;
  /** Viewer-dependent GET: goes to /public/<path> when there is no token. */
  publicWhenAnonymous?: boolean;
  /** Send the token when there is one (default true). */
  auth?: boolean;
  /** Leave a 401 to the caller instead of clearing the session and reloading. */
  ignoreUnauthorized?: boolean;
  /** The caller never shows this call's error (e.g. a prefill that is simply skipped): it
   *  fails without waiting for the error texts, and its text is the bare codes. */
  quietErrors?: boolean;
  signal?: AbortSignal;
  timeoutMs?: number;
}

/** An API failure with its HTTP status (0 for network or timeout), codes and shown text. */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  constructor(
    readonly status: number,
    readonly codes: string[],
    readonly text: string,
    readonly body?: unknown,
  ) {
    super(text);
  }

  get isNetworkError(): boolean {
    return this.status === 0;
  }
}

export interface ApiClientDeps {
  baseUrl?: string;
  fetch?: typeof fetch;
  getToken: () => string | null;
  /** Texts for error codes; unknown codes come back as they are. */
  translate: (code: string) => string;
  /** Resolves once `translate` has its texts (English loads them after the first screen). */
  textsReady?: () => Promise<void>;
  /** Called on a 401 of an authenticated call: clear the session and reload (spec 4). */
  onUnauthorized: () => void;
  timeoutMs?: number;
}

function buildQuery(query: RequestOptions['query']): string {
  if (!query) return '';
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    const values = Array.isArray(value) ? value : [value];
    for (const v of values) if (v !== undefined && v !== null) params.append(key, String(v));
  }
  const text = params.toString();
  return text ? `?${text}` : '';
}

/** Reads the codes of an error body `{ statusCode, error, message: string[] }`. */
export function errorCodesOf(body: unknown): string[] | null {
  if (!body || typeof body !== 'object') return null;
  const message = (body as { message?: unknown }).message;
  if (Array.isArray(message)) {
    const codes = message.filter((m): m is string => typeof m === 'string' && m.length > 0);
    if (codes.length > 0) return codes;
  } else if (typeof message === 'string' && message) return [message];
  const error = (body as { error?: unknown }).error;
  return typeof error === 'string' && error ? [error] : null;
}

export function createApiClient(deps: ApiClientDeps) {
  const baseUrl = (deps.baseUrl ?? '/api').replace(/\/$/, '');
  const timeoutMs = deps.timeoutMs ?? TIMERS.apiTimeout;
  const text = (codes: string[]) => joinTexts(codes.map(normalizeErrorCode).map(deps.translate));
  const fail = async (status: number, codes: string[], body?: unknown, quiet = false) => {
    if (quiet) return new ApiError(status, codes, joinTexts(codes), body);
    await deps.textsReady?.().catch(() => undefined);
    return new ApiError(status, codes, text(codes), body);
  };

  // Set by close(): the session is over (logout), so no call goes out with a dead token
  // (no 401 noise from refetches or polls in the moment before the page reloads).
  let closed = false;

  async function request<T = unknown>(path: string, options: RequestOptions = {}): Promise<T> {
    if (closed) throw await fail(0, ['UNKNOWN_ERROR']);
    const fetchFn = deps.fetch ?? globalThis.fetch.bind(globalThis);
    const token = options.auth === false ? null : deps.getToken();
    const cleanPath = path.startsWith('/') ? path : `/${path}`;
    const finalPath = !token && options.publicWhenAnonymous ? `/public${cleanPath}` : cleanPath;
    const url = `${baseUrl}${finalPath}${buildQuery(options.query)}`;

    const headers: Record<string, string> = { Accept: 'application/json' };
    if (token) headers.Authorization = `Bearer ${token}`;
    let body: BodyInit | undefined;
    if (options.body instanceof FormData) body = options.body;
    else if (options.body !== undefined) {
      headers['Content-Type'] = 'application/json';
      body = JSON.stringify(options.body);
    }

    const controller = new AbortController();
    const timer = setTimeout(() => controller.abort(), options.timeoutMs ?? timeoutMs);
    const onOuterAbort = () => controller.abort();
    options.signal?.addEventListener('abort', onOuterAbort);

    let response: Response;
    let raw: string;
    try {
      response = await fetchFn(url, {
        method: options.method ?? 'GET',
        headers,
        body,
        signal: controller.signal,
      });
      raw = await response.text();
    } catch (cause) {
      // A caller's own cancel (TanStack Query unmounting) is re-thrown untouched.
      if (options.signal?.aborted) throw cause;
      throw await fail(0, ['NETWORK_ERROR'], cause, options.quietErrors);
    } finally {
      clearTimeout(timer);
      options.signal?.removeEventListener('abort', onOuterAbort);
    }

    let parsed: unknown = undefined;
    let parseable = raw.trim().length > 0;
    if (parseable) {
      try {
        parsed = JSON.parse(raw);
      } catch {
        parseable = false;
      }
    }

    if (response.status === 401 && token && !options.ignoreUnauthorized) {
      deps.onUnauthorized();
    }

    if (!response.ok) {
      const codes = (parseable && errorCodesOf(parsed)) || ['UNKNOWN_ERROR'];
      throw await fail(response.status, codes, parsed, options.quietErrors);
    }
    if (response.status === 204) return null as T;
    if (!parseable)
      throw await fail(response.status, ['UNKNOWN_ERROR'], undefined, options.quietErrors);
    return parsed as T;
  }

  return {
    request,
    /** Refuses every later call without sending it (logout, just before the reload). */
    close: () => {
      closed = true;
    },
    // paths are the OpenAPI document's (api-types.ts): one it does not have is a type error,
    // and the body and answer are the ones the document gives that path
    get: <S extends ApiPath<'get'>>(
      path: S,
      options?: Omit<RequestOptions, 'method' | 'body'>,
    ): Promise<AnswerOf<'get', S>> => request(path, { ...options, method: 'GET' }),
    post: <S extends ApiPath<'post'>>(
      path: S,
      body?: BodyOf<'post', S>,
      options?: Omit<RequestOptions, 'method' | 'body'>,
    ): Promise<AnswerOf<'post', S>> => request(path, { ...options, method: 'POST', body }),
    put: <S extends ApiPath<'put'>>(
      path: S,
      body?: BodyOf<'put', S>,
      options?: Omit<RequestOptions, 'method' | 'body'>,
    ): Promise<AnswerOf<'put', S>> => request(path, { ...options, method: 'PUT', body }),
    delete: <S extends ApiPath<'delete'>>(
      path: S,
      options?: Omit<RequestOptions, 'method'>,
    ): Promise<AnswerOf<'delete', S>> => request(path, { ...options, method: 'DELETE' }),
  };
}

export type ApiClient = ReturnType<typeof createApiClient>;

// ---------------------------------------------------------------------------------------------
// The app's instance.

/** Clears the stored session and reloads at the site origin (spec 4: a 401 ends the session). */
export function endSessionAndReload(): void {
  storage.clearSession();
  window.location.replace(window.location.origin);
}

export const api = createApiClient({
  baseUrl: env.apiBase,
  getToken: () => storage.get('access_token'),
  translate: errorCodeText,
  textsReady: loadErrorTexts,
  onUnauthorized: endSessionAndReload,
});

/** An ApiError built in the app (e.g. a response of the wrong shape), with translated text. */
export async function apiError(status: number, codes: string[]): Promise<ApiError> {
  await loadErrorTexts().catch(() => undefined);
  return new ApiError(status, codes, joinTexts(codes.map(normalizeErrorCode).map(errorCodeText)));
}
