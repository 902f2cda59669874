// Turns any thrown value (API, wallet, chain) into the text a toast shows (spec 8), and
// recognises a user's rejection in the wallet (code 4001), which shows no toast.
import type { TFunction } from 'i18next';
import { ApiError } from './api-client';

interface ErrorLike {
  code?: unknown;
  name?: unknown;
  shortMessage?: unknown;
  message?: unknown;
  details?: unknown;
  cause?: unknown;
}

function* causes(error: unknown): Generator<ErrorLike> {
  let current: unknown = error;
  for (let depth = 0; current && typeof current === 'object' && depth < 8; depth++) {
    yield current as ErrorLike;
    current = (current as ErrorLike).cause;
  }
}

/** True for a wallet rejection: EIP-1193 code 4001 anywhere in the cause chain. */
export function isUserRejection(error: unknown): boolean {
  for (const e of causes(error)) {
    if (e.code === 4001 || e.code === 'ACTION_REJECTED' || e.name === 'UserRejectedRequestError')
      return true;
  }
  return false;
}

/** The toast text for an error: API texts as mapped, chain/wallet errors cleaned (spec 8). */
export function errorMessage(error: unknown, t: TFunction): string {
  if (error instanceof ApiError) return error.text;
  for (const e of causes(error)) {
    if (e.name === 'ProviderNotFoundError' || e.code === 'NO_PROVIDER')
      return t('messages.noProvider');
    if (e.code === 4100) return t('messages.pleaseAuthorize');
  }
  const first = error as ErrorLike | null;
  const raw =
    (typeof first?.shortMessage === 'string' && first.shortMessage) ||
    (typeof first?.details === 'string' && first.details) ||
    (typeof first?.message === 'string' && first.message) ||
    '';
  const cleaned = raw
    .replace(/^execution reverted: /, '')
    .replace(/^err: /, '')
    .trim();
  return cleaned || t('messages.somethingWentWrong');
}
