// The planning reads « an option past its validity is expired » from the stay's flags (STAY_FLAGS.expired).
import { describe, expect, it } from 'vitest';
import { STAY_FLAGS } from '../../../../service/domains/booking/planning/contract';
import { stayOf } from './planning-model';

const row = (flags: number) => stayOf([1, 1, 1, '2026-07-20', '2026-07-27', 2, 'Lapierre', 2, 0, null, flags]);

describe('an expired option on the planning', () => {
  it('is expired when the service flags it, alone or with other flags', () => {
    expect(row(STAY_FLAGS.expired).isExpired).toBe(true);
    expect(row(STAY_FLAGS.expired | STAY_FLAGS.locked)).toMatchObject({ isExpired: true, isLocked: true });
  });

  it('is not expired without the flag', () => {
    expect(row(STAY_FLAGS.locked | STAY_FLAGS.arrived).isExpired).toBe(false);
  });
});
