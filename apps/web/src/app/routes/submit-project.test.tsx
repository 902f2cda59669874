import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { storage } from '@/lib/storage';
import { renderRoute } from '../../../test/render';
import { installFakeApi, json, makeProject } from '../../../test/fake-api';
import SubmitProjectPage from './submit-project';

const ADDRESS = '0x2222222222222222222222222222222222222222';
const me = {
  id: '7',
  address: '0x70997970C51812dc3A010C7d01b50e0d17dc79C8',
  displayName: 'Tester',
  avatar: null,
  level: 1,
  levelName: 'NEWBIE',
  score: 0,
  lastEnergy: 30,
  maxEnergy: 30,
};
const render = () =>
  renderRoute(SubmitProjectPage, {
    path: '/submit-project/:chain/:contractAddress',
    initialEntries: [`/submit-project/bsc/${ADDRESS}`],
  });

afterEach(() => vi.unstubAllGlobals());

// Generous timeouts: these render whole pages in jsdom, slow on a busy machine.
describe('submit project page', { timeout: 30_000 }, () => {
  it(
    'prefills the chain and address from the URL and the token fields from the contract',
    { timeout: 20_000 },
    async () => {
      installFakeApi({
        [`GET /api/public/chain/token/bsc/${ADDRESS}`]: () =>
          json(200, {
            data: { name: 'Aurora Swap', symbol: 'ASWP', decimals: 18, totalSupply: '1000' },
          }),
      });
      await render();
      expect(await screen.findByTestId('token-prefilled')).toBeInTheDocument();
      expect(screen.getByTestId('field-contract')).toHaveValue(ADDRESS);
      expect(screen.getByTestId('field-name')).toHaveValue('Aurora Swap');
      expect(screen.getByTestId('field-symbol')).toHaveValue('ASWP');
      expect(screen.getByTestId('field-decimals')).toHaveValue('18');
      expect(screen.getByTestId('field-total-supply')).toHaveValue('1000');
    },
  );

  it('asks a visitor to connect a wallet before sending', async () => {
    const api = installFakeApi({});
    await render();
    await userEvent.type(screen.getByTestId('field-name'), 'Aurora');
    await userEvent.type(screen.getByTestId('field-symbol'), 'ASWP');
    await userEvent.click(screen.getByTestId('submit-project-button'));
    expect(await screen.findByTestId('connect-wallet-modal')).toBeInTheDocument();
    expect(api.callsTo('/api/projects')).toHaveLength(0);
  });

  it(
    "says 'Already add.' for a listed project and shows the pending state after a submission",
    { timeout: 20_000 },
    async () => {
      storage.set('access_token', 'token');
      let conflict = true;
      const api = installFakeApi({
        'GET /api/me': () => json(200, { data: me }),
        'POST /api/projects': () =>
          conflict
            ? json(409, { statusCode: 409, error: 'Conflict', message: ['already_add'] })
            : json(200, {
                data: makeProject({
                  id: '99',
                  name: 'Aurora',
                  symbol: 'ASWP',
                  contractAddress: ADDRESS,
                  status: 'pending',
                }),
              }),
      });
      await render();
      await waitFor(() => expect(screen.queryByTestId('submit-sign-in')).not.toBeInTheDocument());
      await userEvent.type(screen.getByTestId('field-name'), 'Aurora');
      await userEvent.type(screen.getByTestId('field-symbol'), 'ASWP');
      await userEvent.click(screen.getByTestId('submit-project-button'));
      expect(await screen.findByTestId('submit-error')).toHaveTextContent('Already add.');

      conflict = false;
      await userEvent.click(screen.getByTestId('submit-project-button'));
      expect(await screen.findByTestId('submit-success')).toHaveTextContent('Pending review');
      expect(screen.getByTestId('submitted-project-link')).toHaveAttribute(
        'href',
        `/project/bsc/aurora-aswp-${ADDRESS}`,
      );
      expect(JSON.parse(api.callsTo('/api/projects').at(-1)!.body!)).toMatchObject({
        name: 'Aurora',
        symbol: 'ASWP',
        chain: 'bsc',
        contractAddress: ADDRESS,
      });
    },
  );

  it("shows each invalid field's own text and sends nothing", { timeout: 20_000 }, async () => {
    storage.set('access_token', 'token');
    const api = installFakeApi({ 'GET /api/me': () => json(200, { data: me }) });
    await render();
    await waitFor(() => expect(screen.queryByTestId('submit-sign-in')).not.toBeInTheDocument());
    await userEvent.type(screen.getByTestId('field-symbol'), 'ASWP');
    await userEvent.type(screen.getByTestId('field-websiteLink'), 'http://aurora.example');
    await userEvent.type(screen.getByTestId('field-auditLink'), 'audits.example/aurora');
    await userEvent.click(screen.getByTestId('submit-project-button'));

    const name = screen.getByTestId('field-name');
    await waitFor(() => expect(name).toHaveAttribute('aria-invalid', 'true'));
    expect(name).toHaveAccessibleDescription('Please fill this field');
    expect(screen.getByTestId('field-websiteLink')).toHaveAccessibleDescription(
      'Invalid format link with missing https://',
    );
    expect(screen.getByTestId('field-auditLink')).toHaveAccessibleDescription(
      'Invalid format link with missing https://',
    );
    expect(screen.getByTestId('field-symbol')).toHaveAttribute('aria-invalid', 'false');
    expect(screen.getByRole('alert')).toHaveTextContent('Please correct the highlighted fields.');
    expect(api.callsTo('/api/projects')).toHaveLength(0);
  });

  it(
    "puts a refused field's code on that field, then sends the fixed form's body",
    { timeout: 20_000 },
    async () => {
      storage.set('access_token', 'token');
      let refuse = true;
      const api = installFakeApi({
        'GET /api/me': () => json(200, { data: me }),
        'POST /api/projects': () =>
          refuse
            ? json(400, { statusCode: 400, error: 'Bad Request', message: ['symbol_too_long'] })
            : json(200, { data: makeProject({ id: '99', name: 'Aurora', status: 'pending' }) }),
      });
      await render();
      await waitFor(() => expect(screen.queryByTestId('submit-sign-in')).not.toBeInTheDocument());
      await userEvent.type(screen.getByTestId('field-name'), ' Aurora ');
      await userEvent.type(screen.getByTestId('field-symbol'), 'ASWP');
      await userEvent.type(screen.getByTestId('field-decimals'), '18');
      await userEvent.type(screen.getByTestId('field-websiteLink'), 'https://aurora.example');
      await userEvent.click(screen.getByRole('checkbox', { name: 'Utility' }));
      await userEvent.click(screen.getByTestId('submit-project-button'));

      expect(await screen.findByTestId('submit-error')).toHaveTextContent(
        'Maximum length is 20 characters',
      );
      expect(screen.getByTestId('field-symbol')).toHaveAttribute('aria-invalid', 'true');
      expect(screen.getByTestId('field-symbol')).toHaveAccessibleDescription(
        'Maximum length is 20 characters',
      );
      expect(screen.getByTestId('field-name')).toHaveAttribute('aria-invalid', 'false');

      refuse = false;
      await userEvent.click(screen.getByTestId('submit-project-button'));
      expect(await screen.findByTestId('submit-success')).toBeInTheDocument();
      expect(api.callsTo('/api/projects')).toHaveLength(2);
      expect(JSON.parse(api.callsTo('/api/projects').at(-1)!.body!)).toEqual({
        name: 'Aurora',
        symbol: 'ASWP',
        chain: 'bsc',
        contractAddress: ADDRESS,
        decimals: 18,
        description: '',
        categories: ['utility'],
        type: 'normal',
        auditLink: '',
        coinGeckoLink: '',
        coinMarketCapLink: '',
        links: { websiteLink: 'https://aurora.example' },
      });
    },
  );

  it(
    'checks the logo before uploading it: PNG or JPG only, at most 1 MB',
    { timeout: 20_000 },
    async () => {
      const api = installFakeApi({});
      const { container } = await render();
      const input = container.querySelector('input[type="file"]') as HTMLInputElement;
      await userEvent.upload(input, new File(['gif'], 'logo.gif', { type: 'image/gif' }), {
        applyAccept: false,
      });
      expect(await screen.findByText('Images must be PNG or JPG')).toBeInTheDocument();
      await userEvent.upload(
        input,
        new File([new Uint8Array(1024 * 1024 + 1)], 'big.png', { type: 'image/png' }),
      );
      expect(await screen.findByText('File too large')).toBeInTheDocument();
      expect(api.callsTo('/api/storage/upload')).toHaveLength(0);
    },
  );
});
