import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { diskBlobs, RecentBytes } from './blob-store.ts';

describe('recently read uploads kept in memory', () => {
  it('keeps at most its byte bound, dropping the least recently used first', () => {
    const recent = new RecentBytes(800);
    recent.set('a', Buffer.alloc(100, 1));
    recent.set('b', Buffer.alloc(100, 2));
    // one entry may take an eighth of the bound, not a byte more
    recent.set('big', Buffer.alloc(101));
    expect(recent.get('big')).toBeUndefined();
    for (let i = 0; i < 6; i++) recent.set(`c${i}`, Buffer.alloc(100));
    expect(recent.get('a')?.[0]).toBe(1); // 800 bytes: all kept; a is now the newest
    recent.set('d', Buffer.alloc(1));
    expect(recent.get('b')).toBeUndefined();
    expect(recent.get('a')?.[0]).toBe(1);
    expect(recent.get('c0')).toBeDefined();
  });
});

describe('uploads on disk', () => {
  it('answers null for a key never stored, and the bytes of one stored', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'cr-blobs-'));
    const blobs = diskBlobs(path.join(dir, 'uploads'));
    expect(await blobs.get('missing.png')).toBeNull();
    await blobs.put('k.png', Buffer.from('bytes'));
    expect((await blobs.get('k.png'))?.toString()).toBe('bytes');
    expect(fs.readdirSync(path.join(dir, 'uploads'))).toEqual(['k.png']);
  });
});
