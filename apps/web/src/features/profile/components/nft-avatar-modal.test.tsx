import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { installFakeApi, json } from '../../../../test/fake-api';
import { fakeSession, renderWithSession, VIEWER } from '../../../../test/render-with-session';
import { NftAvatarModal } from './nft-avatar-modal';

afterEach(() => vi.unstubAllGlobals());

const NFTS = [
  {
    id: '1',
    chainId: 31337,
    contractAddress: '0x5FbDB2315678afecb367f032d93F642f64180aa3',
    tokenId: '3',
    name: 'Mock #3',
    image: 'data:image/svg+xml;base64,PHN2Zy8+',
    owner: VIEWER.address,
  },
  {
    id: '2',
    chainId: 31337,
    contractAddress: '0x5FbDB2315678afecb367f032d93F642f64180aa3',
    tokenId: '4',
    name: null,
    image: null,
    owner: VIEWER.address,
  },
];

describe('Choose an NFT', () => {
  it('syncs the wallet NFTs on open, asks for one, then sets the picked one as avatar', async () => {
    const api = installFakeApi({
      'POST /api/sync-nfts': () => json(200, { data: { result: NFTS } }),
      'POST /api/sync-nft-avatar': () =>
        json(200, { data: { ...VIEWER, avatar: { url: NFTS[1]!.image ?? 'x', type: 'nft' } } }),
    });
    const onClose = vi.fn();
    await renderWithSession(<NftAvatarModal opened onClose={onClose} />, {
      session: fakeSession(true),
    });
    expect(screen.getByTestId('nft-loading')).toBeInTheDocument();
    const options = await screen.findAllByTestId('nft-option');
    expect(options).toHaveLength(2);
    expect(screen.getByRole('radio', { name: 'Mock #3' })).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: '#4' })).toBeInTheDocument();
    expect(api.callsTo('/api/sync-nfts')).toHaveLength(1);

    await userEvent.click(screen.getByTestId('nft-submit'));
    expect(screen.getByTestId('nft-missing')).toHaveTextContent('Please select a NFT');
    expect(api.callsTo('/api/sync-nft-avatar')).toHaveLength(0);

    await userEvent.click(screen.getByRole('radio', { name: '#4' }));
    expect(screen.queryByTestId('nft-missing')).toBeNull();
    await userEvent.click(screen.getByTestId('nft-submit'));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(JSON.parse(api.callsTo('/api/sync-nft-avatar')[0]!.body!)).toEqual({
      contractAddress: NFTS[1]!.contractAddress,
      tokenId: '4',
      chainId: 31337,
    });
    expect(await screen.findByText('Your avatar has been updated')).toBeInTheDocument();
  });

  it("says 'You are not owner of NFT' when the server's ownership check fails", async () => {
    installFakeApi({
      'POST /api/sync-nfts': () => json(200, { data: { result: NFTS } }),
      'POST /api/sync-nft-avatar': () =>
        json(403, { statusCode: 403, error: 'Forbidden', message: ['you_are_not_owner_of_nft'] }),
    });
    const onClose = vi.fn();
    await renderWithSession(<NftAvatarModal opened onClose={onClose} />);
    await userEvent.click(await screen.findByRole('radio', { name: 'Mock #3' }));
    await userEvent.click(screen.getByTestId('nft-submit'));
    expect(await screen.findByText('You are not owner of NFT')).toBeInTheDocument();
    expect(onClose).not.toHaveBeenCalled();
  });

  it('shows the empty state when the wallet holds none', async () => {
    installFakeApi({ 'POST /api/sync-nfts': () => json(200, { data: { result: [] } }) });
    await renderWithSession(<NftAvatarModal opened onClose={() => {}} />);
    expect(await screen.findByTestId('nft-empty')).toHaveTextContent('No NFT in this wallet');
    expect(screen.getByTestId('nft-submit')).toBeDisabled();
  });
});
