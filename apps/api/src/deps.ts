// What services need, passed in (STYLE habit 3): tests hand in a fixed clock or another db.
import type { Config } from './config.ts';
import type { Db } from './db/client.ts';
import type { Cache } from './lib/cache.ts';

export interface Deps {
  db: Db;
  dbKind: 'pglite' | 'postgres';
  config: Config;
  now: () => Date;
  cache: Cache;
}
