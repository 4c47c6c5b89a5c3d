// « Valid from arrival to departure within the site's opening hours, with tokens per day per person
// where configured, revoked at departure or cancellation, optionally refused while a balance is due. »
import { describe, expect, it } from 'vitest';
import { BOOKING_KIND } from '../booking/contract';
import { type AccessRequest, decideAccess, isWithinOpeningHours } from './rules';

// Pitch hours: arrival from 14:00, departure before 12:00; a stay of 04/07 → 06/07 for two.
const request: AccessRequest = {
  stay: {
    revokedAt: null,
    bookingKind: BOOKING_KIND.reservation,
    bookingState: 'NORMAL',
    isOccupancyCancelled: false,
    startDate: '2026-07-04',
    endDate: '2026-07-06',
    owedCents: 0,
    persons: 2,
  },
  device: 'barrier',
  settings: {
    openBeforeArrivalHours: 0,
    closeAfterDepartureHours: 2,
    openFrom: '07:00',
    openTo: '23:00',
    refuseWhileBalanceDue: false,
    showerTokensPerPersonPerDay: 0,
  },
  at: { day: '2026-07-05', time: '10:00' },
  arrivalHour: '14:00',
  departureHour: '12:00',
  tokensUsedToday: 0,
};
const at = (day: string, time: string): AccessRequest => ({ ...request, at: { day, time } });
const stay = (change: Partial<NonNullable<AccessRequest['stay']>>): AccessRequest => ({
  ...request,
  stay: { ...(request.stay as NonNullable<AccessRequest['stay']>), ...change },
});
const settings = (change: Partial<AccessRequest['settings']>): AccessRequest => ({
  ...request,
  settings: { ...request.settings, ...change },
});

describe('decideAccess', () => {
  it.each<[string, AccessRequest, string]>([
    ['during the stay: allowed', request, 'allowed'],
    ['an unknown credential', { ...request, stay: null }, 'unknown'],
    ['a revoked credential (a lost badge)', stay({ revokedAt: '2026-07-05T08:00:00Z' }), 'revoked'],
    ['a cancelled booking', stay({ bookingState: 'CANCELLED' }), 'not-a-stay'],
    ['a cancelled pitch of the booking', stay({ isOccupancyCancelled: true }), 'not-a-stay'],
    ['an option, not a confirmed stay', stay({ bookingKind: BOOKING_KIND.option }), 'not-a-stay'],
    ['the arrival day before the arrival hour', at('2026-07-04', '13:59'), 'before-arrival'],
    ['the arrival day from the arrival hour', at('2026-07-04', '14:00'), 'allowed'],
    [
      'two hours early when access opens 2 h before',
      { ...settings({ openBeforeArrivalHours: 2 }), at: { day: '2026-07-04', time: '12:00' } },
      'allowed',
    ],
    ['the departure day until departure hour + 2 h', at('2026-07-06', '13:59'), 'allowed'],
    ['the departure day from departure hour + 2 h', at('2026-07-06', '14:00'), 'after-departure'],
    ['the night, the site closed 23:00 → 07:00', at('2026-07-05', '23:30'), 'closed-hours'],
    ['early morning before opening', at('2026-07-05', '06:59'), 'closed-hours'],
    [
      'opening hours equal: always open',
      { ...settings({ openFrom: '00:00', openTo: '00:00' }), at: { day: '2026-07-05', time: '03:00' } },
      'allowed',
    ],
    [
      'a balance due, the site refusing then',
      {
        ...settings({ refuseWhileBalanceDue: true }),
        stay: { ...(request.stay as NonNullable<AccessRequest['stay']>), owedCents: 1 },
      },
      'balance-due',
    ],
    ['a balance due, the site letting in', stay({ owedCents: 50_000 }), 'allowed'],
  ])('%s', (_name, r, expected) => {
    expect(decideAccess(r)).toBe(expected);
  });

  it('« tokens per day per person »: 2 tokens for each of 2 persons, the 5th shower of the day refused', () => {
    const shower = { ...settings({ showerTokensPerPersonPerDay: 2 }), device: 'shower' as const };
    expect(decideAccess({ ...shower, tokensUsedToday: 3 })).toBe('allowed');
    expect(decideAccess({ ...shower, tokensUsedToday: 4 })).toBe('no-tokens-left');
    expect(decideAccess({ ...shower, device: 'barrier', tokensUsedToday: 9 })).toBe('allowed');
    expect(
      decideAccess({ ...shower, settings: { ...shower.settings, showerTokensPerPersonPerDay: 0 }, tokensUsedToday: 9 }),
    ).toBe('allowed');
  });
});

describe('isWithinOpeningHours', () => {
  it('handles hours spanning midnight (a bar open 18:00 → 02:00)', () => {
    expect(isWithinOpeningHours('01:59', '18:00', '02:00')).toBe(true);
    expect(isWithinOpeningHours('02:00', '18:00', '02:00')).toBe(false);
    expect(isWithinOpeningHours('17:59', '18:00', '02:00')).toBe(false);
  });
});
