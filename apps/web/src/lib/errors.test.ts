import { describe, expect, it } from 'vitest';
import type { TFunction } from 'i18next';
import { ApiError } from './api-client';
import { errorMessage, isUserRejection } from './errors';

const t = ((key: string) => key) as unknown as TFunction;

describe('error texts', () => {
  it('recognises a wallet rejection anywhere in the cause chain', () => {
    expect(isUserRejection({ code: 4001 })).toBe(true);
    expect(isUserRejection(new Error('wrapped', { cause: { code: 4001 } }))).toBe(true);
    expect(isUserRejection({ name: 'UserRejectedRequestError' })).toBe(true);
    expect(isUserRejection(new Error('boom'))).toBe(false);
  });

  it('shows API texts as mapped and cleans chain errors', () => {
    expect(errorMessage(new ApiError(422, ['not_enough_energy'], 'Out of energy.'), t)).toBe(
      'Out of energy.',
    );
    expect(errorMessage({ shortMessage: 'execution reverted: Not enough balance' }, t)).toBe(
      'Not enough balance',
    );
    expect(errorMessage(new Error('err: bad nonce'), t)).toBe('bad nonce');
    expect(errorMessage({}, t)).toBe('messages.somethingWentWrong');
    expect(errorMessage({ name: 'ProviderNotFoundError' }, t)).toBe('messages.noProvider');
  });
});
