// The central handler: every failed call gets exactly one reaction, decided here
// (pure, so it is unit-tested) and carried out by the shell.
import type { ApiError } from '../api/client';

/** The server message of a booking edit on a place no longer free: the page reloads after 2 s. */
export const bookingConflictCode = 'BOOKING_PLACE_NOT_AVAILABLE';
export const bookingConflictReloadMs = 2000;

export interface Reaction {
  toast: { kind: 'error' | 'warning'; text: string };
  /** 403: the session is cleared and the user goes to /login. */
  toLogin: boolean;
  /** 401: the screen's copy of the rights is stale; it is read again so buttons and pages follow. */
  refreshRights?: true;
  reloadAfterMs?: number;
}

type Translate = (key: 'error.401' | 'error.403' | 'error.generic') => string;

export function reactionTo(error: ApiError, context: { isSearch?: boolean }, t: Translate): Reaction {
  switch (error.status) {
    case 401:
      return { toast: { kind: 'error', text: t('error.401') }, toLogin: false, refreshRights: true };
    case 403:
      return { toast: { kind: 'error', text: t('error.403') }, toLogin: true };
    default: {
      const text = error.message || t('error.generic');
      const reaction: Reaction = { toast: { kind: context.isSearch ? 'warning' : 'error', text }, toLogin: false };
      if (error.serverMessage === bookingConflictCode) reaction.reloadAfterMs = bookingConflictReloadMs;
      return reaction;
    }
  }
}
