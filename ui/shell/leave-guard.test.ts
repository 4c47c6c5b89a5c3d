import { describe, expect, it } from 'vitest';
import { abandonedStateId, isLeavingScreen, needsLeaveConfirmation, savedStateId } from './leave-guard';

describe('leave guard', () => {
  it('"State 3 means no unsaved changes, so leaving raises no warning"', () => {
    expect(needsLeaveConfirmation({ stateId: savedStateId })).toBe(false);
    expect(savedStateId).toBe(3);
  });

  it('any other state asks "pour quitter, vos modifications ne seront pas enregistrées"', () => {
    expect(needsLeaveConfirmation({ stateId: 1 })).toBe(true);
    expect(needsLeaveConfirmation({ stateId: 2 })).toBe(true);
  });

  it('"State 2 is set when the user confirms leaving"', () => {
    expect(abandonedStateId).toBe(2);
  });

  it('no entity loaded yet: nothing to lose', () => {
    expect(needsLeaveConfirmation(undefined)).toBe(false);
  });

  it('changing tab on the booking sheet (same route, other params) is not leaving it', () => {
    const sheet =
      '/app/new-booking/$activeKey/$bookingId/$tempBookingId/$occupancyId/$tempOccupancyId/$customerId/$statusId';
    expect(isLeavingScreen(sheet, sheet)).toBe(false);
    expect(isLeavingScreen(sheet, '/app/booking-list/$statusId')).toBe(true);
  });
});
