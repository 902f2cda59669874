// Placeholder until the demo seed lands (being written now).
import type { Db } from '../db/client.ts';

export interface SeedSummary {
  projects: number;
  users: number;
  reviews: number;
}

export async function seedDemo(_db: Db, _options: { now: Date; seed?: number }): Promise<SeedSummary> {
  return { projects: 0, users: 0, reviews: 0 };
}
