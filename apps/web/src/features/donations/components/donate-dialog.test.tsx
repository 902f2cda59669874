import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { notifications } from '@mantine/notifications';
import type { DonateRequest, DonationChain } from '@/lib/donation-chain-types';
import { installFakeApi, json } from '../../../../test/fake-api';
import { fakeSession, renderWithSession, VIEWER } from '../../../../test/render-with-session';
import { systemConfig } from '../../../../test/session';
import { DonateDialog, toWei } from './donate-dialog';

const CONTRACT = '0x5FbDB2315678afecb367f032d93F642f64180aa3';
const BUSD = '0xe7f1725E7734CE288F8367e1Bb143E90bb3F0512';
const AUTHOR = '0x3C44CdDdB6a900fa2b585dd299e03d12FA4293BC';
const HASH = `0x${'ab'.repeat(32)}`;

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
  donation: {
    ...systemConfig.donation,
    enabled: true,
    contractAddress: CONTRACT,
    chainId: 31337,
    busdAddress: BUSD,
    fee: 50,
    feeDivisor: 1000,
  },
};

/** The chain boundary: balances of 2 BNB and 50 BUSD, and a donate that plays a script. */
function fakeChain(
  script: (request: DonateRequest) => Promise<{ hash: string }> = async (request) => {
    if (request.token === 'BUSD') {
      request.onStage('approving');
      request.onStage('approved');
    }
    request.onStage('confirming');
    return { hash: HASH };
  },
) {
  const requests: DonateRequest[] = [];
  const chain: DonationChain = {
    readBalances: vi.fn(async () => ({ bnb: toWei('2'), busd: toWei('50') })),
    donate: vi.fn(async (request: DonateRequest) => {
      requests.push(request);
      return script(request);
    }),
  };
  return { chain, requests, load: () => Promise.resolve(chain) };
}

let api: ReturnType<typeof installFakeApi>;

beforeEach(() => {
  api = installFakeApi({
    'GET /api/public/system-configs': () => json(200, { data: config }),
    'GET /api/public/prices': () =>
      json(200, { data: { binancecoin: { usd: 600 }, ethereum: null } }),
    'POST /api/donate-logs': () => json(200, { data: {}, meta: { created: true } }),
  });
});

afterEach(() => {
  // Toasts live in a module store: clear it so one test's toasts do not fill the next's queue.
  notifications.clean();
  vi.unstubAllGlobals();
});

async function open(chain = fakeChain(), onClose = vi.fn()) {
  const session = fakeSession(true, {
    wallet: { address: VIEWER.address, chainId: 31337, connected: true },
    getWalletProvider: async () => ({ request: vi.fn() }),
  });
  await renderWithSession(
    <DonateDialog
      opened
      onClose={onClose}
      reviewId="42"
      toAddress={AUTHOR}
      toName="Alice"
      loadChain={chain.load}
    />,
    { session },
  );
  await screen.findByText('2.00000 BNB');
  return { chain, onClose, amount: screen.getByTestId('donate-amount') as HTMLInputElement };
}

describe('DonateDialog', () => {
  it('names the recipient and the fee before any amount or wallet prompt', async () => {
    const { chain } = await open();
    const recipient = screen.getByTestId('donate-recipient');
    expect(recipient).toHaveTextContent('Alice');
    expect(recipient).toHaveTextContent('0x3C44...93BC');
    // the contract's 50/1000 fee, as the system config reports it
    expect(screen.getByTestId('donate-fee-rate')).toHaveTextContent(
      'Platform fee: 5 %. Alice receives the other 95 % in the same transaction.',
    );
    expect(chain.chain.donate).not.toHaveBeenCalled();
  });

  it('shows the BNB balance with 5 decimals, the BUSD balance with 2 and the USD equivalent', async () => {
    const user = userEvent.setup();
    const { amount } = await open();
    await user.type(amount, '0.5');
    expect(await screen.findByText(/≈ \$300/)).toBeInTheDocument();
    await user.click(screen.getByText('BUSD'));
    expect(await screen.findByText('50.00 BUSD')).toBeInTheDocument();
  });

  it('keeps the button disabled at 0 and explains a missing, too small or too large amount', async () => {
    const user = userEvent.setup();
    const { amount } = await open();
    expect(screen.getByTestId('donate-submit')).toBeDisabled();
    await user.type(amount, '0');
    expect(screen.getByTestId('donate-submit')).toBeDisabled();
    expect(screen.getByText('Please input your donate amount!')).toBeInTheDocument();
    await user.clear(amount);
    await user.type(amount, '0.0001');
    expect(screen.getByText('Minimum donate amount is 0.001 BNB')).toBeInTheDocument();
    await user.clear(amount);
    await user.type(amount, '3');
    expect(screen.getByText('Not enough balance')).toBeInTheDocument();
  });

  it('blocks typing above the maximum', async () => {
    const user = userEvent.setup();
    const { amount } = await open();
    await user.type(amount, '1');
    await user.type(amount, '1');
    expect(amount.value).toBe('1');
    expect(screen.getByText('Maximum donate amount is 10 BNB')).toBeInTheDocument();
  });

  it('says the maximum when 50 BNB is pasted, and never empties the field silently', async () => {
    const user = userEvent.setup();
    const { amount } = await open();
    fireEvent.input(amount, { target: { value: '50' } });
    expect(screen.getByText('Maximum donate amount is 10 BNB')).toBeInTheDocument();
    expect(screen.queryByText('Please input your donate amount!')).toBeNull();
    await user.type(amount, '2');
    expect(amount.value).toBe('2');
    expect(screen.queryByText('Maximum donate amount is 10 BNB')).toBeNull();
    await user.type(amount, '0');
    expect(amount.value).toBe('2');
    expect(screen.getByText('Maximum donate amount is 10 BNB')).toBeInTheDocument();
  });

  it('keeps the token name clear of the field edge', async () => {
    await open();
    const token = screen.getByTestId('donate-amount-token');
    expect(token).toHaveTextContent('BNB');
    // The right section is wide enough for 'BUSD' plus padding, and the input text stops before it.
    const wrapper = screen.getByTestId('donate-amount').parentElement as HTMLElement;
    expect(wrapper.style.getPropertyValue('--input-right-section-width')).toContain('4rem');
  });

  it('limits the message to 200 characters', async () => {
    const user = userEvent.setup();
    await open();
    const message = screen.getByTestId('donate-message');
    await user.click(message);
    await user.paste('x'.repeat(201));
    expect(screen.getByText('Maximum length is 200 characters')).toBeInTheDocument();
  });

  it('donates BNB, reports the hash with the message, toasts success and closes', async () => {
    const user = userEvent.setup();
    const { chain, onClose, amount } = await open();
    await user.type(amount, '0.25');
    // the contract's 5 %, shown exactly and passed as the donor's maximum fee
    expect(screen.getByTestId('donate-fee')).toHaveTextContent(
      'Fee 0.0125 BNB (5 %): the reviewer receives 0.2375 BNB.',
    );
    await user.type(screen.getByTestId('donate-message'), 'Thanks!');
    await user.click(screen.getByTestId('donate-submit'));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(chain.requests[0]).toMatchObject({
      token: 'BNB',
      amount: toWei('0.25'),
      maxFee: toWei('0.0125'),
      reviewId: '42',
      toAddress: AUTHOR,
      account: VIEWER.address,
      target: { chainId: 31337, contractAddress: CONTRACT, busdAddress: BUSD },
    });
    expect(await screen.findByText('Transaction has been succeeded')).toBeInTheDocument();
    const [log] = api.callsTo('/api/donate-logs');
    expect(JSON.parse(log!.body!)).toEqual({ transactionHash: HASH, message: 'Thanks!' });
  });

  it('says the donation is pending when the server waits for confirmations', async () => {
    api = installFakeApi({
      'GET /api/public/system-configs': () => json(200, { data: config }),
      'GET /api/public/prices': () =>
        json(200, { data: { binancecoin: { usd: 600 }, ethereum: null } }),
      'POST /api/donate-logs': () =>
        json(200, { data: { status: 'pending' }, meta: { created: true } }),
    });
    const user = userEvent.setup();
    const { onClose, amount } = await open();
    await user.type(amount, '0.25');
    await user.click(screen.getByTestId('donate-submit'));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(await screen.findByText('Donation sent: waiting for confirmations')).toBeInTheDocument();
    expect(screen.getByTestId('donation-pending-text')).toHaveTextContent(
      'It counts for the reviewer once the chain has confirmed it',
    );
    expect(screen.queryByText('Transaction has been succeeded')).not.toBeInTheDocument();
  });

  it('approves BUSD first and tells the user when the approval succeeded', async () => {
    const user = userEvent.setup();
    const { chain, amount } = await open();
    await user.click(screen.getByText('BUSD'));
    await screen.findByText('50.00 BUSD');
    await user.type(amount, '5');
    await user.click(screen.getByTestId('donate-submit'));
    expect(await screen.findByText('The approval has been succeeded')).toBeInTheDocument();
    expect(await screen.findByText('Transaction has been succeeded')).toBeInTheDocument();
    expect(chain.requests[0]).toMatchObject({
      token: 'BUSD',
      amount: toWei('5'),
      maxFee: toWei('0.25'),
    });
  });

  it('says the fee changed when the contract refuses a fee above the one shown', async () => {
    const user = userEvent.setup();
    const chain = fakeChain(async () => {
      throw new Error('execution reverted: Donation: fee above maximum');
    });
    const { onClose, amount } = await open(chain);
    await user.type(amount, '0.1');
    await user.click(screen.getByTestId('donate-submit'));
    expect(
      await screen.findByText(
        'The platform fee changed since you opened this dialog: nothing was sent. Open it again to see the new fee.',
      ),
    ).toBeInTheDocument();
    expect(onClose).not.toHaveBeenCalled();
  });

  it('shows Confirming... while the transaction is pending', async () => {
    const user = userEvent.setup();
    let finish: (value: { hash: string }) => void = () => undefined;
    const chain = fakeChain(
      (request) =>
        new Promise((resolve) => {
          request.onStage('confirming');
          finish = resolve;
        }),
    );
    const { amount } = await open(chain);
    await user.type(amount, '0.1');
    await user.click(screen.getByTestId('donate-submit'));
    const button = await screen.findByRole('button', { name: 'Confirming...' });
    expect(button).toBeDisabled();
    finish({ hash: HASH });
    expect(await screen.findByText('Transaction has been succeeded')).toBeInTheDocument();
  });

  it('shows Transaction Failed with the hash when the receipt says reverted, and stays open', async () => {
    const user = userEvent.setup();
    const chain = fakeChain(async () => {
      throw Object.assign(new Error('Transaction Failed'), { code: 'TX_FAILED', hash: HASH });
    });
    const { onClose, amount } = await open(chain);
    await user.type(amount, '0.1');
    await user.click(screen.getByTestId('donate-submit'));
    expect(await screen.findByText('Transaction Failed')).toBeInTheDocument();
    expect(
      screen.getByText(`Failed to execute. Please check the transaction for more details ${HASH}`),
    ).toBeInTheDocument();
    expect(onClose).not.toHaveBeenCalled();
    expect(api.callsTo('/api/donate-logs')).toHaveLength(0);
  });

  it('strips "execution reverted: " and names a user rejection', async () => {
    const user = userEvent.setup();
    let error: unknown = new Error('execution reverted: Donation: cannot donate to yourself');
    const chain = fakeChain(async () => {
      throw error;
    });
    const { amount } = await open(chain);
    await user.type(amount, '0.1');
    await user.click(screen.getByTestId('donate-submit'));
    expect(await screen.findByText('Donation: cannot donate to yourself')).toBeInTheDocument();
    error = Object.assign(new Error('User denied'), { code: 4001 });
    await user.click(screen.getByTestId('donate-submit'));
    expect(await screen.findByText('The user rejected the request.')).toBeInTheDocument();
  });

  it('shows the reason and no form when donations are disabled', async () => {
    api = installFakeApi({
      'GET /api/public/system-configs': () =>
        json(200, {
          data: { ...config, donation: { ...config.donation, enabled: false, reason: 'Paused' } },
        }),
    });
    await renderWithSession(
      <DonateDialog opened onClose={vi.fn()} reviewId="42" toAddress={AUTHOR} />,
    );
    expect(await screen.findByText('Paused')).toBeInTheDocument();
    expect(screen.queryByTestId('donate-submit')).toBeNull();
  });
});
