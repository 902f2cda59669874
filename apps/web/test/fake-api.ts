// A fetch stand-in for component tests: routes by method and path, records every call, and
// answers with the envelope the API uses.
import { vi } from 'vitest';
import type { Project } from '@chainreview/shared/schemas/project';

export interface FakeCall {
  method: string;
  path: string;
  query: URLSearchParams;
  body?: string;
}

type Handler = (call: FakeCall) => Response | Promise<Response>;

export const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

export function installFakeApi(routes: Record<string, Handler>) {
  const calls: FakeCall[] = [];
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), 'http://localhost');
    const call: FakeCall = {
      method: init?.method ?? 'GET',
      path: url.pathname,
      query: url.searchParams,
      body: typeof init?.body === 'string' ? init.body : undefined,
    };
    calls.push(call);
    const handler = routes[`${call.method} ${call.path}`];
    if (handler) return handler(call);
    return json(404, { statusCode: 404, error: 'Not Found', message: ['not_found'] });
  });
  vi.stubGlobal('fetch', fetchMock);
  return { calls, fetchMock, callsTo: (path: string) => calls.filter((c) => c.path === path) };
}

let nextId = 1;

/** A project with every field the schema has, overridable. */
export function makeProject(overrides: Partial<Project> = {}): Project {
  const id = String(nextId++);
  return {
    id,
    name: `Project ${id}`,
    symbol: `P${id}`,
    chain: 'bsc',
    contractAddress: `0x${id.padStart(40, '0')}`,
    lpAddress: null,
    router: null,
    decimals: 18,
    totalSupply: '1000000000000000000000000',
    avatar: null,
    isVerified: false,
    ownerAddress: null,
    description: null,
    type: 'normal',
    categories: ['utility'],
    status: 'active',
    avgStar: 4,
    reviewCount: 10,
    star1: 1,
    star2: 1,
    star3: 1,
    star4: 2,
    star5: 5,
    followersCount: 3,
    auditLink: null,
    coinGeckoLink: null,
    coinMarketCapLink: null,
    links: {},
    listingLinks: [],
    trendingScore: 0,
    popularScore: 0,
    newScore: 0,
    goodRatingScore: 4,
    createdAt: '2026-01-01T00:00:00.000Z',
    updatedAt: '2026-01-01T00:00:00.000Z',
    ...overrides,
  };
}

export const page = (data: Project[], total = data.length, limit = 10, offset = 0) => ({
  data,
  meta: { limit, offset, total, totalPages: limit > 0 ? Math.ceil(total / limit) : 0 },
});
