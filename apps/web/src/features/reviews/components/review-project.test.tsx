import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import { installFakeApi } from '../../../../test/fake-api';
import { fakeSession, renderWithSession } from '../../../../test/render-with-session';
import { makeReview } from '../test-fixtures';
import { ReviewProjectCard } from './review-project-card';

afterEach(() => vi.unstubAllGlobals());

describe('review project card', () => {
  it("names the chain 'BNB Chain', as everywhere else, not the slug 'BSC'", async () => {
    installFakeApi({});
    await renderWithSession(<ReviewProjectCard project={makeReview().project} />, {
      session: fakeSession(false),
    });
    const chain = await screen.findByTestId('review-project-chain');
    expect(chain).toHaveTextContent('AMBS · BNB Chain');
    expect(chain.textContent).not.toMatch(/BSC/);
  });
});
