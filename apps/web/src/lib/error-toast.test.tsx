// The one red toast: server codes translated, a reverted transaction named by its hash, a
// wallet rejection in plain words; shown through the app's real notification system.
import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useTranslation } from 'react-i18next';
import { renderRoute } from '../../test/render';
import { ApiError } from './api-client';
import { showErrorToast, showTransactionErrorToast } from './error-toast';

function Buttons() {
  const { t } = useTranslation();
  return (
    <>
      <button
        onClick={() => showErrorToast(new ApiError(429, ['limit_rate'], t('errors.limit_rate')), t)}
      >
        api
      </button>
      <button onClick={() => showErrorToast('Already translated', t, 'A title')}>text</button>
      <button
        onClick={() =>
          showTransactionErrorToast(
            Object.assign(new Error('x'), { code: 'TX_FAILED', hash: '0xabc' }),
            t,
          )
        }
      >
        reverted
      </button>
      <button
        onClick={() =>
          showTransactionErrorToast(Object.assign(new Error('User rejected'), { code: 4001 }), t)
        }
      >
        rejected
      </button>
    </>
  );
}

describe('error toast', () => {
  it('shows server codes, plain texts, failed and rejected transactions', async () => {
    await renderRoute(Buttons);
    const user = userEvent.setup();
    await user.click(screen.getByText('api'));
    expect(
      await screen.findByText('Please wait a few minutes before you try again.'),
    ).toBeInTheDocument();
    await user.click(screen.getByText('text'));
    expect(await screen.findByText('Already translated')).toBeInTheDocument();
    expect(screen.getByText('A title')).toBeInTheDocument();
    await user.click(screen.getByText('reverted'));
    expect(await screen.findByText(/0xabc$/)).toBeInTheDocument();
    await user.click(screen.getByText('rejected'));
    expect(await screen.findByText('The user rejected the request.')).toBeInTheDocument();
  });
});
