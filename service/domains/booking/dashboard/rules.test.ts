import { describe, expect, it } from 'vitest';
import type { DashboardStay } from './contract';
import { balancesDueAtArrival } from './rules';

const arrival = (occupancyId: number, bookingId: number, remainingCents: number): DashboardStay => ({
  occupancyId,
  bookingId,
  bookingCode: `R${bookingId}`,
  customerId: 1,
  kind: 3,
  customerName: 'Martin Paul',
  placeNumber: String(occupancyId),
  startDate: '2026-07-11',
  endDate: '2026-07-18',
  persons: 2,
  remainingCents,
  isArrived: false,
  isGone: false,
});

describe('balances due at arrival', () => {
  it('lists the arrivals whose booking still has something to pay, not the paid or overpaid ones', () => {
    const due = balancesDueAtArrival([arrival(1, 10, 15_000), arrival(2, 11, 0), arrival(3, 12, -500)]);
    expect(due.map((a) => a.bookingId)).toEqual([10]);
  });

  it('a booking arriving on two places owes its balance once', () => {
    const due = balancesDueAtArrival([arrival(1, 10, 15_000), arrival(2, 10, 15_000), arrival(3, 11, 100)]);
    expect(due.map((a) => a.occupancyId)).toEqual([1, 3]);
  });
});
