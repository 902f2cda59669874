import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { notifications } from '@mantine/notifications';
import { installFakeApi, json } from '../../../../test/fake-api';
import { fakeSession, renderWithSession, VIEWER } from '../../../../test/render-with-session';
import { storeToken, systemConfig } from '../../../../test/session';
import type { FundRequest, QuestChain } from '../chain/quest-chain-types';
import { CreateQuestForm } from './create-quest-form';

const HASH = `0x${'ef'.repeat(32)}`;
const ESCROW = '0x5FbDB2315678afecb367f032d93F642f64180aa3';
const project = {
  id: '3',
  name: 'Fable',
  symbol: 'FAB',
  chain: 'bsc',
  contractAddress: null,
  avatarUrl: null,
  ownerAddress: VIEWER.address,
};
const saved = {
  id: '21',
  reward: {
    tokenAddress: '0x0000000000000000000000000000000000000000',
    pool: '1000000000000000000',
  },
  funding: {
    chainId: 31337,
    escrowAddress: ESCROW,
    questId: '21',
    escrowQuestId: '77',
    startTime: 100,
    endTime: 200,
    claimDeadline: 300,
    transactionHash: null,
  },
};

afterEach(() => {
  notifications.clean();
  vi.unstubAllGlobals();
});

async function setup() {
  storeToken();
  const api = installFakeApi({
    'GET /api/public/system-configs': () => json(200, { data: systemConfig }),
    'GET /api/my-campaigns/projects': () => json(200, { data: [project] }),
    'POST /api/campaigns': () => json(200, { data: saved }),
    'POST /api/campaigns/21/publish': () => json(200, { data: saved }),
  });
  const funds: FundRequest[] = [];
  const chain: QuestChain = {
    fund: vi.fn(async (request: FundRequest) => {
      funds.push(request);
      request.onStage('confirming');
      return { hash: HASH };
    }),
    cancel: vi.fn(),
    claim: vi.fn(),
    reclaim: vi.fn(),
    balanceOf: vi.fn(),
  };
  const session = fakeSession(true, {
    wallet: { address: VIEWER.address, chainId: 31337, connected: true },
    getWalletProvider: async () => ({ request: vi.fn() }),
  });
  const utils = await renderWithSession(
    <CreateQuestForm editId={null} projectId={null} loadChain={async () => chain} />,
    { session, path: '/create-quest' },
  );
  await screen.findByTestId('create-quest-form');
  return { api, funds, ...utils };
}

describe('CreateQuestForm', () => {
  it("walks SetUp, Entries and Reward with the spec's texts, then saves, funds and publishes", async () => {
    const user = userEvent.setup();
    const { api, funds, router } = await setup();
    await user.click(screen.getByTestId('quest-form-next'));
    expect(await screen.findByText('Please write your title')).toBeInTheDocument();
    expect(screen.getByText('Please write your summary')).toBeInTheDocument();
    expect(screen.getByText('Please write your description')).toBeInTheDocument();

    await user.type(screen.getByTestId('quest-form-title'), 'Explore Fable');
    await user.type(screen.getByTestId('quest-form-summary'), 'Two tasks');
    await user.type(screen.getByTestId('quest-form-description'), 'Follow us and join Discord.');
    await user.click(screen.getByTestId('quest-form-next'));

    await user.click(await screen.findByTestId('quest-form-next'));
    expect(
      await screen.findByText('Please set the eligibility to participate in the quest'),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('radio', { name: 'Everyone' }));
    await user.click(screen.getByTestId('quest-form-task-kind'));
    await user.click(await screen.findByRole('option', { name: /Join Discord/ }));
    await user.click(screen.getByTestId('quest-form-add-task'));
    await user.click(screen.getByTestId('quest-form-next'));
    expect(await screen.findByText('Discord URL required')).toBeInTheDocument();
    await user.type(screen.getByTestId('quest-form-task-url'), 'https://discord.gg/fable');
    await user.click(screen.getByTestId('quest-form-next'));

    await user.type(await screen.findByTestId('quest-form-amount'), '0.5');
    await user.clear(screen.getByTestId('quest-form-winners'));
    await user.type(screen.getByTestId('quest-form-winners'), '2');
    expect(screen.getByTestId('quest-form-summary-box')).toHaveTextContent(
      'Pool: 0.5 BNB × 2 winners',
    );
    await user.click(screen.getByTestId('quest-form-submit'));

    await waitFor(() => expect(router.state.location.pathname).toBe('/quest/21'));
    const body = JSON.parse(api.callsTo('/api/campaigns')[0]!.body!);
    expect(body).toMatchObject({
      projectId: '3',
      title: 'Explore Fable',
      eligibility: { everyone: true },
      tasks: [{ kind: 'follow_project' }, { kind: 'discord', url: 'https://discord.gg/fable' }],
      reward: { method: 'fcfs', token: 'bnb', amountPerWinner: '0.5', winners: 2 },
    });
    expect(funds[0]).toMatchObject({
      questId: '21',
      amount: 1000000000000000000n,
      startTime: 100,
      endTime: 200,
      claimDeadline: 300,
      target: { escrowAddress: ESCROW, chainId: 31337 },
    });
    expect(JSON.parse(api.callsTo('/api/campaigns/21/publish')[0]!.body!)).toEqual({
      transactionHash: HASH,
    });
    // about 75 keystrokes through three steps: 25-40 s on a loaded two-core machine
  }, 90_000);

  it('offers the banner as a picture area that says what to do, not an empty text box', async () => {
    await setup();
    const banner = screen.getByTestId('quest-form-banner');
    expect(banner.tagName).toBe('BUTTON');
    expect(banner).toHaveAccessibleName('Banner image');
    expect(banner).toHaveAccessibleDescription('PNG or JPG, at most 1 MB');
    expect(banner).toHaveTextContent('Choose an image');
  });

  it("says 'Please choose a date' when a date of the SetUp step is cleared", async () => {
    const user = userEvent.setup();
    await setup();
    await user.clear(screen.getByTestId('quest-form-starts'));
    await user.click(screen.getByTestId('quest-form-next'));
    expect(await screen.findByText('Please choose a date')).toBeInTheDocument();
  });

  it('tells a signed-in user without a project how to claim one, under the page heading', async () => {
    storeToken();
    installFakeApi({
      'GET /api/public/system-configs': () => json(200, { data: systemConfig }),
      'GET /api/my-campaigns/projects': () => json(200, { data: [] }),
    });
    await renderWithSession(<CreateQuestForm editId={null} projectId={null} />);
    const help = await screen.findByTestId('create-quest-no-projects');
    expect(help).toHaveTextContent('Only project owners can create quests.');
    expect(help).toHaveTextContent('Press the shield button "Project ownership"');
    expect(screen.getByRole('heading', { level: 1, name: 'Create Quest' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Find your project' })).toHaveAttribute(
      'href',
      '/projects',
    );
  });
});
