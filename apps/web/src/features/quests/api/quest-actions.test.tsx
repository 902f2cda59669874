import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { initI18n, loadRestTexts } from '@/lib/i18n';
import { installFakeApi, json } from '../../../../test/fake-api';
import { publishQuest } from './quest-actions';

beforeAll(async () => {
  // the client words an error once the texts are in
  await initI18n('en');
  await loadRestTexts();
});
afterEach(() => vi.unstubAllGlobals());

const unconfirmed = () =>
  json(409, { statusCode: 409, error: 'Conflict', message: ['quest_funding_unconfirmed'] });

describe('publishQuest', () => {
  it('asks again while the deposit waits for confirmations, then answers the quest', async () => {
    let answers = 0;
    const api = installFakeApi({
      'POST /api/campaigns/7/publish': () =>
        ++answers < 3 ? unconfirmed() : json(200, { data: { id: '7', state: 'upcoming' } }),
    });
    const quest = await publishQuest('7', `0x${'1'.repeat(64)}`, { everyMs: 0, attempts: 5 });
    expect(quest).toMatchObject({ id: '7', state: 'upcoming' });
    expect(api.callsTo('/api/campaigns/7/publish')).toHaveLength(3);
  });

  it('gives up after its attempts, and at once on any other error', async () => {
    const api = installFakeApi({ 'POST /api/campaigns/7/publish': unconfirmed });
    await expect(
      publishQuest('7', `0x${'1'.repeat(64)}`, { everyMs: 0, attempts: 2 }),
    ).rejects.toMatchObject({ status: 409, codes: ['quest_funding_unconfirmed'] });
    expect(api.callsTo('/api/campaigns/7/publish')).toHaveLength(2);

    const invalid = installFakeApi({
      'POST /api/campaigns/8/publish': () =>
        json(400, { statusCode: 400, error: 'Bad Request', message: ['quest_funding_invalid'] }),
    });
    await expect(
      publishQuest('8', `0x${'1'.repeat(64)}`, { everyMs: 0, attempts: 5 }),
    ).rejects.toMatchObject({ codes: ['quest_funding_invalid'] });
    expect(invalid.callsTo('/api/campaigns/8/publish')).toHaveLength(1);
  });
});
