// The central handler of spec §8: every failed call lands here and gets its one reaction.
import type { ApiError } from '../api/client';
import { t } from '../i18n';
import { notify } from './notify';

/** The server message of a booking edit on a place no longer free: the page reloads after 2 s. */
export const bookingConflictCode = 'BOOKING_PLACE_NOT_AVAILABLE';
export const bookingConflictReloadMs = 2000;

export interface ErrorReactions {
  toLogin(): void;
  reload(): void;
}

export function handleApiError(error: ApiError, react: ErrorReactions, context: { isSearch?: boolean }): void {
  switch (error.status) {
    case 401:
      notify('error', t('error.401'));
      return;
    case 403:
      notify('error', t('error.403'));
      react.toLogin();
      return;
    case 500:
      notify('error', error.message || t('error.generic'));
      return;
    default:
      notify(context.isSearch ? 'warning' : 'error', error.message || t('error.generic'));
      if (error.serverMessage === bookingConflictCode) setTimeout(react.reload, bookingConflictReloadMs);
  }
}
