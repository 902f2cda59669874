import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { storage } from '@/lib/storage';
import { renderRoute } from '../../../test/render';
import { installFakeApi, json, makeProject } from '../../../test/fake-api';
import ProjectPage from './project';

// The project page's edit dialog checked by the API's schemas (project.test.tsx has its
// owner edit and edit request flows).
const project = makeProject({
  id: '18',
  name: 'Fable Punks',
  symbol: 'FPNK',
  contractAddress: '0xc373ABc3ca30708B1162Aa18EB9e26e61B3aa86f',
});
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
  renderRoute(ProjectPage, {
    path: '/project/:chain/:slug',
    initialEntries: ['/project/bsc/fable-punks-fpnk-0xc373abc3ca30708b1162aa18eb9e26e61b3aa86f'],
  });

afterEach(() => vi.unstubAllGlobals());

// Generous timeouts: these render whole pages in jsdom, slow on a busy machine.
describe('project edit dialog', { timeout: 30_000 }, () => {
  it(
    "shows an edit's invalid field and a refused field's code on their fields",
    { timeout: 20_000 },
    async () => {
      storage.set('access_token', 'token');
      const api = installFakeApi({
        'GET /api/me': () => json(200, { data: me }),
        'GET /api/projects/bsc/0xc373abc3ca30708b1162aa18eb9e26e61b3aa86f': () =>
          json(200, {
            data: { ...project, ownerAddress: me.address.toLowerCase(), isFollowed: false },
          }),
        'PUT /api/projects/18': () =>
          json(400, { statusCode: 400, error: 'Bad Request', message: ['description_too_long'] }),
      });
      await render();
      await userEvent.click(await screen.findByRole('button', { name: 'Edit project' }));
      const dialog = await screen.findByRole('dialog', { name: 'Edit Fable Punks' });
      const name = within(dialog).getByTestId('field-name');
      await userEvent.clear(name);
      await userEvent.click(within(dialog).getByTestId('edit-project-save'));
      await waitFor(() => expect(name).toHaveAttribute('aria-invalid', 'true'));
      expect(name).toHaveAccessibleDescription('Please fill this field');
      expect(api.callsTo('/api/projects/18')).toHaveLength(0);

      await userEvent.type(name, 'Fable Punks II');
      await userEvent.click(within(dialog).getByTestId('edit-project-save'));
      const description = within(dialog).getByTestId('field-description');
      await waitFor(() => expect(description).toHaveAttribute('aria-invalid', 'true'));
      expect(description).toHaveAccessibleDescription(
        expect.stringContaining('The description is too long.'),
      );
      expect(name).toHaveAttribute('aria-invalid', 'false');
      expect(JSON.parse(api.callsTo('/api/projects/18')[0]!.body!)).toEqual({
        name: 'Fable Punks II',
      });
    },
  );
});
