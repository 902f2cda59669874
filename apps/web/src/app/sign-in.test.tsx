import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AppProviders } from './providers';
import { initI18n, loadRestTexts } from '@/lib/i18n';
import { createQueryClient } from '@/lib/query-client';
import { useSession } from '@/lib/session';
import type { WalletController } from '@/lib/wallet/types';

const ADDRESS = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8';

const wallet = {
  connect: vi.fn(),
  signMessage: vi.fn(),
  disconnect: vi.fn(),
};

vi.mock('@/lib/wallet', () => ({
  DEMO_PRIVATE_KEY: '0x59c6995e998f97a5a0044966f0945389dc9e86dae88c7a8412f4603b6b78690d',
  createWalletController: (): WalletController => ({
    options: () => [{ id: 'io.metamask', kind: 'injected', name: 'MetaMask', available: true }],
    onOptionsChange: () => () => {},
    connect: wallet.connect,
    reconnect: async () => null,
    signMessage: wallet.signMessage,
    switchChain: async () => {},
    disconnect: wallet.disconnect,
    state: () => ({ status: 'disconnected', address: null, chainId: null, connectorId: null }),
    watch: () => () => {},
  }),
}));

const user = {
  id: '1',
  address: ADDRESS,
  displayName: null,
  avatar: null,
  score: 0,
  level: 1,
  levelName: 'NEWBIE',
  lastEnergy: 25,
  maxEnergy: 30,
};

const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status });
let verifyResponse: () => Response;
const requests: { url: string; body?: string }[] = [];

function Probe() {
  const session = useSession();
  return (
    <div>
      <span data-testid="status">{session.status}</span>
      <button onClick={session.openConnectModal}>open</button>
    </div>
  );
}

async function renderProvider() {
  await initI18n('en');
  // every text, as after any lazily loaded piece (the first screen's alone: english-split.ts)
  await loadRestTexts();
  render(
    <AppProviders queryClient={createQueryClient()} env="test">
      <Probe />
    </AppProviders>,
  );
  await userEvent.click(screen.getByRole('button', { name: 'open' }));
  return userEvent.click(await screen.findByTestId('wallet-option-io.metamask'));
}

beforeEach(() => {
  requests.length = 0;
  wallet.connect.mockResolvedValue({ address: ADDRESS, chainId: 56 });
  wallet.signMessage.mockResolvedValue('0xsigned');
  wallet.disconnect.mockResolvedValue(undefined);
  verifyResponse = () => json(200, { data: { access_token: 'tok', user } });
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      requests.push({ url, body: init?.body as string | undefined });
      if (url === '/api/public/system-configs')
        return json(200, { data: { demo: false, chains: [], donation: { chainId: null } } });
      if (url === '/api/login')
        return json(200, {
          data: { verifyCode: 'c0de', message: 'example.org wants you to sign in\nNonce: c0de' },
        });
      if (url === '/api/verify-login') return verifyResponse();
      if (url === '/api/me') return json(200, { data: user });
      return json(404, { statusCode: 404, error: 'Not Found', message: ['not_found'] });
    }),
  );
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.clearAllMocks();
});

describe('sign-in with a wallet', () => {
  it('connects, signs the exact server message, verifies, and stores the token and wallet', async () => {
    await renderProvider();
    await waitFor(() => expect(screen.getByTestId('status')).toHaveTextContent('authenticated'));
    expect(wallet.signMessage).toHaveBeenCalledWith(
      ADDRESS,
      'example.org wants you to sign in\nNonce: c0de',
    );
    expect(JSON.parse(requests.find((r) => r.url === '/api/login')!.body!)).toEqual({
      address: ADDRESS,
      chainId: 56,
    });
    expect(JSON.parse(requests.find((r) => r.url === '/api/verify-login')!.body!)).toEqual({
      address: ADDRESS,
      sign: '0xsigned',
    });
    expect(JSON.parse(localStorage.getItem('access_token')!)).toBe('tok');
    expect(JSON.parse(localStorage.getItem('wallet_kind')!)).toBe('injected');
    expect(JSON.parse(localStorage.getItem('connector')!)).toBe('io.metamask');
  });

  it('stays signed out, disconnects and shows no toast when the user rejects (4001)', async () => {
    wallet.signMessage.mockRejectedValue(
      Object.assign(new Error('User rejected the request.'), { code: 4001 }),
    );
    await renderProvider();
    await waitFor(() => expect(wallet.disconnect).toHaveBeenCalled());
    await waitFor(() => expect(screen.getByTestId('status')).toHaveTextContent('anonymous'));
    expect(screen.queryByText('Sign-in failed')).not.toBeInTheDocument();
    expect(localStorage.getItem('access_token')).toBeNull();
  });

  it('disconnects and shows the translated error when verification fails', async () => {
    verifyResponse = () =>
      json(400, { statusCode: 400, error: 'Bad Request', message: ['confirm_code_not_valid'] });
    await renderProvider();
    expect(await screen.findByText('Confirm code not valid.')).toBeInTheDocument();
    expect(screen.getByText('Sign-in failed')).toBeInTheDocument();
    expect(wallet.disconnect).toHaveBeenCalled();
    expect(screen.getByTestId('status')).toHaveTextContent('anonymous');
    expect(localStorage.getItem('access_token')).toBeNull();
  });
});
