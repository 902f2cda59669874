// Quest List (/quests): Live / Upcoming / Ended tabs, each asking the API for its status, and
// cards with the project, reward and method, time left and participants. The project page's
// box lists the project's live quests.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { installFakeApi, json, type FakeCall } from '../../../../test/fake-api';
import { fakeSession, renderWithSession } from '../../../../test/render-with-session';
import { makeQuest } from '../test-quest';
import { QuestList } from './quest-list';
import { ProjectQuests } from './project-quests';

afterEach(() => vi.unstubAllGlobals());

const H = 3_600_000;
const live = makeQuest({ id: '5', title: 'Explore Fable', participantsCount: 1234 });
const upcoming = makeQuest({
  id: '6',
  title: 'Fable community week',
  state: 'upcoming',
  startsAt: new Date(Date.now() + 50 * H).toISOString(),
  endsAt: new Date(Date.now() + 9 * 24 * H).toISOString(),
  reward: { ...live.reward, method: 'lucky_draw', amountPerWinnerFormatted: '10', winners: 5 },
});

function campaigns(call: FakeCall) {
  const status = call.query.get('status');
  const data = status === 'live' ? [live] : status === 'upcoming' ? [upcoming] : [];
  return json(200, {
    data,
    meta: { limit: 10, offset: 0, total: data.length, totalPages: data.length ? 1 : 0 },
  });
}

describe('QuestList', { timeout: 30_000 }, () => {
  it('shows Live first, then each tab asks for its own status', async () => {
    const api = installFakeApi({ 'GET /api/public/campaigns': campaigns });
    const user = userEvent.setup();
    const { router } = await renderWithSession(<QuestList />, {
      session: fakeSession(false),
      path: '/quests',
    });
    const card = await screen.findByTestId('quest-card');
    expect(card).toHaveAttribute('data-quest-id', '5');
    expect(card).toHaveTextContent('Fable (FAB)');
    expect(card).toHaveTextContent('Explore Fable');
    expect(within(card).getByTestId('quest-card-reward')).toHaveTextContent('5 BUSD × 2');
    expect(card).toHaveTextContent('FCFS');
    expect(card).toHaveTextContent(/Ends in \d+ hours?/);
    expect(card).toHaveTextContent('1,234 participants');
    expect(api.callsTo('/api/public/campaigns')[0]!.query.get('status')).toBe('live');

    await user.click(screen.getByTestId('quest-tab-upcoming'));
    await waitFor(() => expect(router.state.location.search).toBe('?tab=upcoming'));
    const next = await screen.findByText('Fable community week');
    const nextCard = next.closest('[data-testid="quest-card"]') as HTMLElement;
    expect(nextCard).toHaveTextContent('Lucky draw');
    expect(nextCard).toHaveTextContent(/Starts in 2 days/);
    expect(api.callsTo('/api/public/campaigns').at(-1)!.query.get('status')).toBe('upcoming');

    await user.click(screen.getByTestId('quest-tab-ended'));
    expect(await screen.findByTestId('quest-list-empty')).toBeInTheDocument();
    expect(screen.queryByTestId('quest-card')).toBeNull();
    expect(api.callsTo('/api/public/campaigns').at(-1)!.query.get('status')).toBe('ended');
  });
});

describe('ProjectQuests', { timeout: 30_000 }, () => {
  it("lists the project's live quests on its page", async () => {
    const api = installFakeApi({ 'GET /api/public/campaigns': campaigns });
    await renderWithSession(<ProjectQuests projectId="3" ownerAddress={null} />, {
      session: fakeSession(false),
    });
    const link = await screen.findByTestId('project-quest-link');
    expect(link).toHaveAttribute('href', '/quest/5');
    expect(link).toHaveTextContent('Explore Fable');
    const call = api.callsTo('/api/public/campaigns')[0]!;
    expect([call.query.get('status'), call.query.get('projectId')]).toEqual(['live', '3']);
  });
});
