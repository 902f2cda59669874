// The follow lists' modal loads its next page by the cursor the last page named (no offset),
// and stops when a page names none.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { QueryClient } from '@tanstack/react-query';
import { installFakeApi, json } from '../../../../test/fake-api';
import { followListQueryOptions } from './get-follow-list';

afterEach(() => vi.unstubAllGlobals());

const user = (id: string) => ({ id, address: `0x${id.padStart(40, '0')}`, displayName: null });

describe('follow list pages', () => {
  it('asks for the next page with the cursor, and has none after the last', async () => {
    const api = installFakeApi({
      'GET /api/public/users/7/followers': (call) =>
        call.query.get('cursor') === 'after-two'
          ? json(200, {
              data: [user('3')],
              meta: { limit: 10, offset: 0, total: 3, totalPages: 1, nextCursor: null },
            })
          : json(200, {
              data: [user('1'), user('2')],
              meta: { limit: 10, offset: 0, total: 3, totalPages: 1, nextCursor: 'after-two' },
            }),
    });
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    const options = followListQueryOptions('7', 'followers');
    await client.fetchInfiniteQuery(options);
    const observer = await client.fetchInfiniteQuery({ ...options, pages: 2 });
    expect(observer.pages.map((p) => p.data.map((u) => u.id))).toEqual([['1', '2'], ['3']]);
    expect(observer.pageParams).toEqual([null, 'after-two']);
    const calls = api.callsTo('/api/public/users/7/followers');
    expect(calls.map((c) => c.query.get('cursor'))).toContain('after-two');
    expect(calls.every((c) => !c.query.has('offset'))).toBe(true);
    expect(options.getNextPageParam(observer.pages[1]!, observer.pages, 'after-two', [])).toBe(
      undefined,
    );
  });
});
