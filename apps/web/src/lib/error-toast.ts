// The app's one red toast (spec 8): every failure a user should see goes through here, so the
// colour, the texts of server codes and the wording of a failed transaction stay the same.
import { notifications } from '@mantine/notifications';
import type { TFunction } from 'i18next';
import { errorMessage, isUserRejection } from './errors';

/** A red toast for an error (its server codes translated) or a text already translated. */
export function showErrorToast(what: unknown, t: TFunction, title?: string): void {
  notifications.show({
    color: 'red',
    ...(title === undefined ? {} : { title }),
    message: typeof what === 'string' ? what : errorMessage(what, t),
  });
}

/**
 * A wallet transaction that failed: a reverted one is named by its hash, a rejection in the
 * wallet says so in plain words, anything else as any error.
 */
export function showTransactionErrorToast(error: unknown, t: TFunction): void {
  const failed = error as { code?: unknown; hash?: unknown } | null;
  if (failed?.code === 'TX_FAILED')
    showErrorToast(
      `${t('donations.failedMessage')} ${String(failed.hash)}`,
      t,
      t('donations.failedTitle'),
    );
  else showErrorToast(isUserRejection(error) ? t('messages.userRejected') : error, t);
}
