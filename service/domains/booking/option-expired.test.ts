// « An option past its validity is expired » (the spec's state « expired »): valid through its
// validity day, expired from the next; only a live option expires.
import { describe, expect, it } from 'vitest';
import { BOOKING_KIND } from './contract';
import { isOptionExpired } from './rules';

const today = '2026-07-10';
const option = { kind: BOOKING_KIND.option, state: 'NORMAL' as const, optionValidUntil: '2026-07-09' };

describe('isOptionExpired', () => {
  it.each([
    ['valid until yesterday: expired', option, true],
    ['valid until today: not expired yet', { ...option, optionValidUntil: today }, false],
    ['valid until tomorrow: not expired', { ...option, optionValidUntil: '2026-07-11' }, false],
    ['valid until 28/02 of the year: expired', { ...option, optionValidUntil: '2026-02-28' }, true],
    ['an option without a validity date never expires', { ...option, optionValidUntil: null }, false],
    ['a reservation is never expired', { ...option, kind: BOOKING_KIND.reservation }, false],
    ['a quote is never expired', { ...option, kind: BOOKING_KIND.quote }, false],
    ['a cancelled option is cancelled, not expired', { ...option, state: 'CANCELLED' as const }, false],
    ['a deleted option is not expired', { ...option, state: 'DELETED' as const }, false],
  ])('%s', (_name, booking, expected) => {
    expect(isOptionExpired(booking, today)).toBe(expected);
  });
});
