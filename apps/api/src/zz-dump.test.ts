import fs from 'node:fs';
import { it } from 'vitest';
import { createTestApp, createTestDatabase } from '../test/helper.ts';
it('dump', async () => {
  const db = await createTestDatabase();
  const built = await createTestApp(db);
  await built.app.ready();
  const res = await built.app.inject({ method: 'GET', url: '/api/docs/json' });
  fs.writeFileSync(process.env.OUT ?? '/tmp/oa/doc.json', res.body);
  await built.app.close();
  await db.cleanup();
}, 60000);
