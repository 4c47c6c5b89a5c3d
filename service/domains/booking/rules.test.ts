import { describe, expect, it } from 'vitest';
import { AppError } from '../../errors/app-error';
import {
  addDays,
  assertPlaceChange,
  assertPresence,
  assertTransition,
  bookingCode,
  firstOverlapOnPlace,
  hasEarlyDepartureNotice,
  holdsPlace,
  inOccupancyOrder,
  isValidEarlyDeparture,
  nightsOf,
  staysOverlap,
  type TransitionSubject,
} from './rules';

const codeOf = (fn: () => void) => {
  try {
    fn();
    return null;
  } catch (e) {
    return e instanceof AppError ? e.code : String(e);
  }
};

describe('night-by-night overlap', () => {
  it.each([
    ["arrival on the other's departure day is allowed", '2026-07-14', '2026-07-18', false],
    ["departure on the other's arrival day is allowed", '2026-07-05', '2026-07-10', false],
    ['one shared night', '2026-07-13', '2026-07-15', true],
    ['inside', '2026-07-11', '2026-07-12', true],
    ['around', '2026-07-01', '2026-07-30', true],
  ])('%s', (_, startDate, endDate, overlaps) => {
    expect(staysOverlap({ startDate: '2026-07-10', endDate: '2026-07-14' }, { startDate, endDate })).toBe(overlaps);
  });

  it('finds the first occupancy of a booking sharing a place and a night with an earlier one', () => {
    const a = { placeId: 1, startDate: '2026-07-10', endDate: '2026-07-14' };
    expect(
      firstOverlapOnPlace([a, { ...a, placeId: 2 }, { ...a, startDate: '2026-07-14', endDate: '2026-07-20' }]),
    ).toBe(-1);
    expect(
      firstOverlapOnPlace([a, { ...a, placeId: 2 }, { ...a, startDate: '2026-07-12', endDate: '2026-07-20' }]),
    ).toBe(2);
  });

  it('nights of a stay exclude the departure day; days cross months', () => {
    expect(nightsOf({ startDate: '2026-07-30', endDate: '2026-08-02' })).toEqual([
      '2026-07-30',
      '2026-07-31',
      '2026-08-01',
    ]);
    expect(addDays('2026-02-27', 2)).toBe('2026-03-01');
  });
});

describe('which stays hold a place', () => {
  it.each([
    [1, 'NORMAL', false, false, 'a quote holds no place'],
    [2, 'NORMAL', false, true, 'an option holds its place'],
    [3, 'NORMAL', false, true, 'a reservation holds its place'],
    [3, 'NORMAL', true, false, 'a cancelled occupancy does not'],
    [3, 'CANCELLED', false, false, 'a cancelled booking does not'],
    [3, 'CANCELLING', false, false, 'a booking being cancelled does not'],
    [3, 'DELETED', false, false, 'a deleted booking does not'],
  ] as const)('kind %s, %s, cancelled %s → %s (%s)', (kind, state, cancelled, holds, _why) => {
    expect(holdsPlace(kind, state, cancelled)).toBe(holds);
  });
});

describe('booking transitions', () => {
  const live: TransitionSubject = {
    kind: 2,
    state: 'NORMAL',
    isValidated: false,
    isBilled: false,
    hasPartnerOccupancy: false,
    hasArrived: false,
  };
  it.each([
    ['option to reservation', { ...live, kind: 2 }, 'toReservation', null],
    [
      'a reservation is not converted to reservation',
      { ...live, kind: 3 },
      'toReservation',
      'MODIFICATION_NOT_AUTHORISED',
    ],
    ['reservation to option', { ...live, kind: 3 }, 'toOption', null],
    ['not once the guests arrived', { ...live, kind: 3, hasArrived: true }, 'toOption', 'MODIFICATION_NOT_AUTHORISED'],
    ['quote to other', { ...live, kind: 1 }, 'fromQuote', null],
    ['only from a quote', { ...live, kind: 3 }, 'fromQuote', 'MODIFICATION_NOT_AUTHORISED'],
    ['validation of an option', live, 'validate', null],
    ['no validation of a quote', { ...live, kind: 1 }, 'validate', 'MODIFICATION_NOT_AUTHORISED'],
    ['no second validation', { ...live, isValidated: true }, 'validate', 'MODIFICATION_NOT_AUTHORISED'],
    ['cancellation', live, 'cancel', null],
    [
      '"cannot cancel with partner occupancy"',
      { ...live, hasPartnerOccupancy: true },
      'cancel',
      'CANNOT_CANCEL_WITH_PARTNER_OCCUPANCY',
    ],
    [
      '"billed bookings cannot be modified": nor cancelled before their invoice is',
      { ...live, isBilled: true },
      'cancel',
      'BILLED_ITEMS_NOT_EDITABLE',
    ],
    ['"billed bookings cannot be modified"', { ...live, isBilled: true }, 'edit', 'BILLED_ITEMS_NOT_EDITABLE'],
    ['deletion', live, 'delete', null],
    ['nothing moves once cancelled', { ...live, state: 'CANCELLED' }, 'edit', 'MODIFICATION_NOT_AUTHORISED'],
    ['nothing moves once deleted', { ...live, state: 'DELETED' }, 'cancel', 'MODIFICATION_NOT_AUTHORISED'],
  ] as const)('%s', (_, subject, action, code) => {
    expect(codeOf(() => assertTransition(subject, action))).toBe(code);
  });
});

describe('occupancy flags and place changes', () => {
  it('"gone (arrived must be ticked first)"', () => {
    expect(codeOf(() => assertPresence({ isArrived: false, isGone: false }, 'gone', true))).toBe('GONE_NEEDS_ARRIVED');
    expect(codeOf(() => assertPresence({ isArrived: true, isGone: false }, 'gone', true))).toBeNull();
    expect(codeOf(() => assertPresence({ isArrived: true, isGone: true }, 'arrived', false))).toBe(
      'GONE_NEEDS_ARRIVED',
    );
  });

  it('"residential or allotment stay blocks place change"; a place locked by the customer stays', () => {
    expect(codeOf(() => assertPlaceChange({ isLocked: false, stayKind: 'RESIDENTIAL' }))).toBe(
      'PLACE_CHANGE_BLOCKED_RESIDENTIAL',
    );
    expect(codeOf(() => assertPlaceChange({ isLocked: false, stayKind: 'ALLOTMENT' }))).toBe(
      'PLACE_CHANGE_BLOCKED_ALLOTMENT',
    );
    expect(codeOf(() => assertPlaceChange({ isLocked: true, stayKind: 'NORMAL' }))).toBe('PLACE_LOCKED_BY_CUSTOMER');
    expect(codeOf(() => assertPlaceChange({ isLocked: false, stayKind: 'NORMAL' }))).toBeNull();
  });

  it('an early departure lies strictly inside the stay', () => {
    const stay = { startDate: '2026-07-10', endDate: '2026-07-14' };
    expect(['2026-07-10', '2026-07-11', '2026-07-13', '2026-07-14'].map((d) => isValidEarlyDeparture(stay, d))).toEqual(
      [false, true, true, false],
    );
  });

  it('codes: D for quotes, R for options and reservations, year and a five-digit sequence', () => {
    expect(bookingCode('R', '2026', 42)).toBe('R26-00042');
    expect(bookingCode('D', '2027', 1)).toBe('D27-00001');
  });

  it('early departure refunded only with the minimum notice: today + notice on or before the new departure; 0 = none', () => {
    expect(hasEarlyDepartureNotice('2026-07-10', '2026-07-15', 5)).toBe(true);
    expect(hasEarlyDepartureNotice('2026-07-11', '2026-07-15', 5)).toBe(false);
    expect(hasEarlyDepartureNotice('2026-07-20', '2026-07-15', 0)).toBe(true);
  });

  it('occupancies by code keep their entered order; by date they go by arrival, ties in entered order', () => {
    const list = [
      { id: 1, startDate: '2026-07-20' },
      { id: 2, startDate: '2026-07-10' },
      { id: 3, startDate: '2026-07-10' },
    ];
    expect(inOccupancyOrder(list, 'code').map((o) => o.id)).toEqual([1, 2, 3]);
    expect(inOccupancyOrder(list, 'date').map((o) => o.id)).toEqual([2, 3, 1]);
  });
});
