import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { initI18n, loadRestTexts } from '@/lib/i18n';
import { installFakeApi, json } from '../../../../test/fake-api';
import { cancelQuest, publishQuest, reportClaim } from './quest-actions';

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

describe('reportClaim', () => {
  const claimUnconfirmed = () =>
    json(409, { statusCode: 409, error: 'Conflict', message: ['quest_claim_unconfirmed'] });

  it('asks again while the claim waits for confirmations, telling once, then answers the quest', async () => {
    let answers = 0;
    const api = installFakeApi({
      'POST /api/campaigns/7/claim-logs': () =>
        ++answers < 3 ? claimUnconfirmed() : json(200, { data: { id: '7', state: 'settled' } }),
    });
    const onWait = vi.fn();
    const quest = await reportClaim('7', `0x${'2'.repeat(64)}`, {
      everyMs: 0,
      attempts: 5,
      onWait,
    });
    expect(quest).toMatchObject({ id: '7', state: 'settled' });
    expect(api.callsTo('/api/campaigns/7/claim-logs')).toHaveLength(3);
    expect(onWait).toHaveBeenCalledTimes(1);
  });

  it("gives up after its attempts, and at once on any other error (the deposit's code too)", async () => {
    const api = installFakeApi({ 'POST /api/campaigns/7/claim-logs': claimUnconfirmed });
    await expect(
      reportClaim('7', `0x${'2'.repeat(64)}`, { everyMs: 0, attempts: 2 }),
    ).rejects.toMatchObject({ status: 409, codes: ['quest_claim_unconfirmed'] });
    expect(api.callsTo('/api/campaigns/7/claim-logs')).toHaveLength(2);

    const other = installFakeApi({ 'POST /api/campaigns/8/claim-logs': unconfirmed });
    await expect(
      reportClaim('8', `0x${'2'.repeat(64)}`, { everyMs: 0, attempts: 5 }),
    ).rejects.toMatchObject({ codes: ['quest_funding_unconfirmed'] });
    expect(other.callsTo('/api/campaigns/8/claim-logs')).toHaveLength(1);
  });
});

describe('cancelQuest', () => {
  it('asks again while the refund waits for confirmations, then answers the quest', async () => {
    let answers = 0;
    const api = installFakeApi({
      'POST /api/campaigns/7/cancel': () =>
        ++answers < 2
          ? json(409, { statusCode: 409, error: 'Conflict', message: ['quest_cancel_unconfirmed'] })
          : json(200, { data: { id: '7', state: 'cancelled' } }),
    });
    const quest = await cancelQuest('7', `0x${'3'.repeat(64)}`, { everyMs: 0, attempts: 5 });
    expect(quest).toMatchObject({ id: '7', state: 'cancelled' });
    expect(api.callsTo('/api/campaigns/7/cancel')).toHaveLength(2);
  });
});
