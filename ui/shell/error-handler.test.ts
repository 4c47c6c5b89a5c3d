import { describe, expect, it } from 'vitest';
import { ApiError } from '../api/client';
import { reactionTo } from './error-handler';

const fr = {
  'error.401': '401 Droit insuffisant',
  'error.403': "403 Vous n'êtes pas connecté",
  'error.generic': 'Une erreur est survenue',
};
const t = (key: keyof typeof fr) => fr[key];
const error = (status: number, serverMessage: string, message: string) =>
  new ApiError(status, { serverMessage, message });

describe('central error handler', () => {
  it("401 -> error toast '401 Droit insuffisant', and the screen's rights read again", () => {
    expect(reactionTo(error(401, 'INSUFFICIENT_RIGHT', 'Droit insuffisant'), {}, t)).toEqual({
      toast: { kind: 'error', text: '401 Droit insuffisant' },
      toLogin: false,
      refreshRights: true,
    });
  });

  it("403 -> error toast '403 Vous n'êtes pas connecté', session cleared, /login", () => {
    expect(reactionTo(error(403, 'NOT_CONNECTED', 'x'), {}, t)).toEqual({
      toast: { kind: 'error', text: "403 Vous n'êtes pas connecté" },
      toLogin: true,
    });
  });

  it('400 -> shows the server message', () => {
    expect(reactionTo(error(400, 'LOGIN_ALREADY_EXISTS', 'Cet identifiant existe déjà'), {}, t).toast.text).toBe(
      'Cet identifiant existe déjà',
    );
  });

  it("500 -> the server message, else 'Une erreur est survenue'", () => {
    expect(reactionTo(error(500, 'INTERNAL', 'Panne'), {}, t).toast.text).toBe('Panne');
    expect(reactionTo(error(500, 'INTERNAL', ''), {}, t).toast.text).toBe('Une erreur est survenue');
  });

  it('a failed search shows a warning toast', () => {
    expect(reactionTo(error(400, 'SEARCH_TOO_SHORT', 'Trop court'), { isSearch: true }, t).toast.kind).toBe('warning');
  });

  it('the booking-conflict message triggers a page reload after 2 seconds', () => {
    expect(
      reactionTo(error(400, 'BOOKING_PLACE_NOT_AVAILABLE', "La place n'est plus disponible sur la période"), {}, t)
        .reloadAfterMs,
    ).toBe(2000);
  });
});
