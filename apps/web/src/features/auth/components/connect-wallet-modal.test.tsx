// The Connect Wallet dialog's WalletConnect option: offered only when the build has a project
// id (the wallet module lists it then), and its pairing step (QR code, copy link, states).
import { describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createWalletController } from '@/lib/wallet';
import type { PairingState, WalletOption, WalletSetup } from '@/lib/wallet/types';
import { renderRoute } from '../../../../test/render';
import { ConnectWalletModal } from './connect-wallet-modal';

const base: WalletSetup = {
  demo: false,
  demoChainId: 31337,
  demoRpcUrl: null,
  demoPrivateKey: '0x59c6995e998f97a5a0044966f0945389dc9e86dae88c7a8412f4603b6b78690d',
};

async function renderModal(
  options: WalletOption[],
  extra: { pairing?: PairingState | null; onSelect?: (o: WalletOption) => void } = {},
) {
  const onPairingBack = vi.fn();
  const onSelect = extra.onSelect ?? vi.fn();
  const Modal = () => (
    <ConnectWalletModal
      opened
      onClose={() => undefined}
      options={options}
      loadError={null}
      step={null}
      selectedId={null}
      onSelect={onSelect}
      pairing={extra.pairing ?? null}
      onPairingBack={onPairingBack}
    />
  );
  return { ...(await renderRoute(Modal)), onPairingBack, onSelect };
}

describe('WalletConnect in the Connect Wallet dialog', () => {
  it('is not offered without a project id', async () => {
    const options = createWalletController(base).options();
    expect(options.map((o) => o.id)).not.toContain('walletconnect');
    await renderModal(options);
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Nabox')).toBeInTheDocument();
    expect(within(dialog).queryByText('WalletConnect')).not.toBeInTheDocument();
    expect(within(dialog).queryByTestId('wallet-option-walletconnect')).not.toBeInTheDocument();
  });

  it('is offered with a project id, and choosing it starts the sign-in', async () => {
    const options = createWalletController({
      ...base,
      walletConnect: { projectId: 'test-project', relayUrl: 'ws://127.0.0.1:9' },
    }).options();
    const option = options.find((o) => o.id === 'walletconnect');
    expect(option).toMatchObject({ kind: 'walletconnect', available: true });
    const onSelect = vi.fn();
    await renderModal(options, { onSelect });
    const button = await screen.findByTestId('wallet-option-walletconnect');
    expect(within(button).getByText('WalletConnect')).toBeInTheDocument();
    expect(
      within(button).getByText('Connect a phone wallet through WalletConnect'),
    ).toBeInTheDocument();
    await userEvent.click(button);
    expect(onSelect).toHaveBeenCalledWith(option);
  });

  it('shows the pairing URI as a QR code with a copy link while waiting', async () => {
    const options = createWalletController({
      ...base,
      walletConnect: { projectId: 'test-project', relayUrl: 'ws://127.0.0.1:9' },
    }).options();
    const uri = 'wc:abc@2?relay-protocol=irn&symKey=00&expiryTimestamp=1';
    const { onPairingBack } = await renderModal(options, { pairing: { status: 'waiting', uri } });
    const panel = await screen.findByTestId('walletconnect-panel');
    expect(panel).toHaveAttribute('data-uri', uri);
    expect(within(panel).getByText('Scan with your wallet')).toBeInTheDocument();
    expect(within(panel).getByRole('img', { name: 'WalletConnect QR code' })).toBeInTheDocument();
    expect(within(panel).getByRole('button', { name: 'Copy link' })).toBeInTheDocument();
    expect(screen.queryByTestId('wallet-option-nabox')).not.toBeInTheDocument();
    await userEvent.click(within(panel).getByTestId('walletconnect-back'));
    expect(onPairingBack).toHaveBeenCalledTimes(1);
  });

  it('says when the wallet rejected, and tries again on request', async () => {
    const options = createWalletController({
      ...base,
      walletConnect: { projectId: 'test-project', relayUrl: 'ws://127.0.0.1:9' },
    }).options();
    const onSelect = vi.fn();
    await renderModal(options, { pairing: { status: 'rejected', uri: 'wc:x@2' }, onSelect });
    const panel = await screen.findByTestId('walletconnect-panel');
    expect(within(panel).getByText('The wallet rejected the connection.')).toBeInTheDocument();
    expect(panel).not.toHaveAttribute('data-uri');
    await userEvent.click(within(panel).getByRole('button', { name: 'Try again' }));
    expect(onSelect).toHaveBeenCalledWith(options.find((o) => o.id === 'walletconnect'));
  });
});

describe('WalletConnect pairing states', () => {
  it.each([
    ['expired', 'This QR code has expired.', 'New QR code'],
    [
      'failed',
      'Could not reach the WalletConnect relay. Check your connection and try again.',
      'Try again',
    ],
  ] as const)('%s: says so and offers a new pairing', async (status, text, action) => {
    const options = createWalletController({
      ...base,
      walletConnect: { projectId: 'test-project', relayUrl: 'ws://127.0.0.1:9' },
    }).options();
    const onSelect = vi.fn();
    await renderModal(options, { pairing: { status, uri: null }, onSelect });
    const panel = await screen.findByTestId('walletconnect-panel');
    expect(panel).toHaveAttribute('data-status', status);
    expect(within(panel).getByText(text)).toBeInTheDocument();
    expect(within(panel).queryByRole('img', { name: 'WalletConnect QR code' })).toBeNull();
    await userEvent.click(within(panel).getByRole('button', { name: action }));
    expect(onSelect).toHaveBeenCalledTimes(1);
  });
});
