import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { notifications } from '@mantine/notifications';
import { installFakeApi, json } from '../../../../test/fake-api';
import { fakeSession, renderWithSession, VIEWER } from '../../../../test/render-with-session';
import { storeToken, systemConfig } from '../../../../test/session';
import type { ClaimRequest, QuestChain } from '../chain/quest-chain-types';
import { makeQuest } from '../test-quest';
import { QuestDetail } from './quest-detail';

const ESCROW = '0x5FbDB2315678afecb367f032d93F642f64180aa3';
const HASH = `0x${'cd'.repeat(32)}`;
const config = {
  ...systemConfig,
  chains: [
    {
      chain: 'dev',
      chainId: 31337,
      symbol: 'BNB',
      name: 'Dev Chain',
      icon: { url: '' },
      explorer: null,
      blockExplorerUrl: null,
      nodeRpcUrl: 'http://127.0.0.1:8545',
    },
  ],
};

const winners = (claimed: boolean) => ({
  data: {
    questId: '5',
    method: 'fcfs',
    settled: true,
    settledAt: new Date().toISOString(),
    winners: [
      {
        rank: 1,
        userId: VIEWER.id,
        address: VIEWER.address,
        displayName: 'Viewer',
        amount: '5000000000000000000',
        completedAt: new Date().toISOString(),
        claimed,
        claimTxHash: claimed ? HASH : null,
      },
    ],
    draw: null,
  },
});

afterEach(() => {
  notifications.clean();
  vi.unstubAllGlobals();
});

const session = () => {
  storeToken();
  return fakeSession(true, {
    wallet: { address: VIEWER.address, chainId: 31337, connected: true },
    getWalletProvider: async () => ({ request: vi.fn() }),
  });
};

describe('QuestDetail', () => {
  it("shows each eligibility condition met or not and keeps Join off while one isn't", async () => {
    installFakeApi({
      'GET /api/public/system-configs': () => json(200, { data: config }),
      'GET /api/campaigns/5': () => json(200, { data: makeQuest() }),
    });
    await renderWithSession(<QuestDetail questId="5" />, { session: session() });
    const conditions = await screen.findAllByTestId('quest-condition');
    expect(conditions.map((c) => c.dataset.met)).toEqual(['false', 'true']);
    expect(conditions[0]).toHaveTextContent('Hold at least 100 FAB');
    expect(conditions[0]).toHaveTextContent('yours: 12.5');
    expect(screen.getByTestId('quest-join')).toBeDisabled();
    // a declared task shows its link and says it is not verified
    const discord = screen.getAllByTestId('quest-task')[1]!;
    expect(within(discord).getByRole('link')).toHaveAttribute('href', 'https://discord.gg/fable');
    expect(discord).toHaveTextContent('Not verified');
  });

  it('joins, then checks a task and shows the progress', async () => {
    let quest = makeQuest({
      viewer: { ...makeQuest().viewer!, eligible: true, conditions: [] },
    });
    const api = installFakeApi({
      'GET /api/public/system-configs': () => json(200, { data: config }),
      'GET /api/campaigns/5': () => json(200, { data: quest }),
      'POST /api/campaigns/5/join': () => {
        quest = { ...quest, viewer: { ...quest.viewer!, joined: true } };
        return json(200, { data: {} });
      },
      'POST /api/campaigns/5/tasks/11/check': () => {
        quest = { ...quest, viewer: { ...quest.viewer!, doneTaskIds: ['11'] } };
        return json(200, { data: {} });
      },
    });
    const user = userEvent.setup();
    await renderWithSession(<QuestDetail questId="5" />, { session: session() });
    await user.click(await screen.findByTestId('quest-join'));
    const checks = await screen.findAllByTestId('quest-task-check');
    await user.click(checks[0]!);
    await waitFor(() => expect(screen.getByText('50% done')).toBeInTheDocument());
    expect(api.callsTo('/api/campaigns/5/tasks/11/check')).toHaveLength(1);
  });

  it('claims a settled reward once the quest has ended: voucher, the claim transaction, then the report', async () => {
    let quest = makeQuest({
      state: 'settled',
      endsAt: new Date(Date.now() - 60_000).toISOString(),
      viewer: {
        ...makeQuest().viewer!,
        joined: true,
        eligible: true,
        completed: true,
        winner: true,
        rewardAmount: '5000000000000000000',
        doneTaskIds: ['11', '12'],
      },
    });
    let claimed = false;
    const api = installFakeApi({
      'GET /api/public/system-configs': () => json(200, { data: config }),
      'GET /api/campaigns/5': () => json(200, { data: quest }),
      'GET /api/public/campaigns/5/winners': () => json(200, winners(claimed)),
      'POST /api/campaigns/5/claim': () =>
        json(200, {
          data: {
            chainId: 31337,
            escrowAddress: ESCROW,
            questId: '987654321',
            claimer: VIEWER.address,
            amount: '5000000000000000000',
            deadline: 123,
            signature: '0x1234',
            signer: '0x00000000000000000000000000000000000000cc',
          },
        }),
      'POST /api/campaigns/5/claim-logs': () => {
        claimed = true;
        quest = { ...quest, viewer: { ...quest.viewer!, claimed: true, claimTxHash: HASH } };
        return json(200, { data: quest });
      },
    });
    const requests: ClaimRequest[] = [];
    const chain: QuestChain = {
      fund: vi.fn(),
      cancel: vi.fn(),
      balanceOf: vi.fn(),
      reclaim: vi.fn(),
      claim: vi.fn(async (request: ClaimRequest) => {
        requests.push(request);
        request.onStage('confirming');
        return { hash: HASH };
      }),
    };
    const user = userEvent.setup();
    await renderWithSession(<QuestDetail questId="5" loadChain={async () => chain} />, {
      session: session(),
    });
    await user.click(await screen.findByTestId('quest-claim-button'));
    await screen.findByTestId('quest-claimed');
    expect(requests[0]).toMatchObject({
      questId: '987654321',
      amount: 5000000000000000000n,
      deadline: 123,
      signature: '0x1234',
      target: { escrowAddress: ESCROW, chainId: 31337, rpcUrl: 'http://127.0.0.1:8545' },
    });
    expect(JSON.parse(api.callsTo('/api/campaigns/5/claim-logs')[0]!.body!)).toEqual({
      transactionHash: HASH,
    });
    expect(await screen.findByText('Transaction has been succeeded')).toBeInTheDocument();
  });

  it('sends a wallet on another network to Switch Network before claiming', async () => {
    installFakeApi({
      'GET /api/public/system-configs': () => json(200, { data: config }),
      'GET /api/campaigns/5': () =>
        json(200, {
          data: makeQuest({
            state: 'settled',
            endsAt: new Date(Date.now() - 60_000).toISOString(),
            viewer: { ...makeQuest().viewer!, joined: true, winner: true, completed: true },
          }),
        }),
      'GET /api/public/campaigns/5/winners': () => json(200, winners(false)),
      'POST /api/campaigns/5/claim': () => json(200, { data: { amount: '1', deadline: 1 } }),
    });
    storeToken();
    const s = fakeSession(true, {
      wallet: { address: VIEWER.address, chainId: 56, connected: true },
    });
    const user = userEvent.setup();
    await renderWithSession(<QuestDetail questId="5" />, { session: s });
    await user.click(await screen.findByTestId('quest-claim-button'));
    await waitFor(() => expect(s.openSwitchNetworkModal).toHaveBeenCalled());
  });

  it('shows a settled FCFS winner when claims open (the end) instead of a Claim button', async () => {
    const endsAt = new Date(Date.now() + 3_600_000).toISOString();
    installFakeApi({
      'GET /api/public/system-configs': () => json(200, { data: config }),
      'GET /api/campaigns/5': () =>
        json(200, {
          data: makeQuest({
            state: 'settled',
            endsAt,
            viewer: { ...makeQuest().viewer!, joined: true, winner: true, completed: true },
          }),
        }),
      'GET /api/public/campaigns/5/winners': () => json(200, winners(false)),
    });
    storeToken();
    await renderWithSession(<QuestDetail questId="5" />, { session: session() });
    const opens = await screen.findByTestId('quest-claim-opens');
    expect(opens).toHaveTextContent(/can be claimed from/);
    expect(screen.queryByTestId('quest-claim-button')).not.toBeInTheDocument();
  });

  it('lets the owner take back the unclaimed rest once the claim period is over', async () => {
    const past = new Date(Date.now() - 86_400_000).toISOString();
    installFakeApi({
      'GET /api/public/system-configs': () => json(200, { data: config }),
      'GET /api/campaigns/5': () =>
        json(200, {
          data: makeQuest({
            state: 'settled',
            creator: { id: VIEWER.id, address: VIEWER.address, displayName: null },
            claimDeadline: past,
            viewer: null,
          }),
        }),
      'GET /api/public/campaigns/5/winners': () => json(200, winners(false)),
    });
    const reclaim = vi.fn(async () => ({ hash: HASH }));
    const chain = { fund: vi.fn(), cancel: vi.fn(), claim: vi.fn(), balanceOf: vi.fn(), reclaim };
    const user = userEvent.setup();
    await renderWithSession(<QuestDetail questId="5" loadChain={async () => chain} />, {
      session: session(),
    });
    await user.click(await screen.findByTestId('quest-reclaim-button'));
    await waitFor(() =>
      expect(reclaim).toHaveBeenCalledWith(expect.objectContaining({ questId: '987654321' })),
    );
  });

  it("says 'Can not find quest.' for a missing quest", async () => {
    installFakeApi({
      'GET /api/public/system-configs': () => json(200, { data: config }),
      'GET /api/campaigns/9': () =>
        json(404, { statusCode: 404, error: 'Not Found', message: ['quest_not_found'] }),
    });
    await renderWithSession(<QuestDetail questId="9" />, { session: session() });
    expect(await screen.findByTestId('quest-not-found')).toHaveTextContent('Can not find quest.');
  });
});
