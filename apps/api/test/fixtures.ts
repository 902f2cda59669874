// Typed rows for tests: minimal valid values, overridable.
import { getAddress, toHex } from 'viem';
import type { Db } from '../src/db/client.ts';
import { projects, reviews, users } from '../src/db/schema.ts';

let counter = 0;
const next = () => ++counter;

export function randomAddress(): `0x${string}` {
  const bytes = new Uint8Array(20);
  crypto.getRandomValues(bytes);
  return getAddress(toHex(bytes));
}

export async function insertProject(db: Db, values: Partial<typeof projects.$inferInsert> = {}) {
  const n = next();
  const [row] = await db
    .insert(projects)
    .values({
      name: `Project ${n}`,
      symbol: `P${n}`,
      chain: 'bsc',
      contractAddress: randomAddress(),
      status: 'active',
      ...values,
    })
    .returning();
  return row!;
}

export async function insertUser(db: Db, values: Partial<typeof users.$inferInsert> = {}) {
  const [row] = await db
    .insert(users)
    .values({ address: randomAddress(), ...values })
    .returning();
  return row!;
}

export async function insertReview(
  db: Db,
  values: Partial<typeof reviews.$inferInsert> & { projectId: number; userId: number },
) {
  const [row] = await db
    .insert(reviews)
    .values({
      title: 'A fair review title',
      content: 'x'.repeat(60),
      contentText: 'x'.repeat(60),
      rate: 4,
      ...values,
    })
    .returning();
  return row!;
}
