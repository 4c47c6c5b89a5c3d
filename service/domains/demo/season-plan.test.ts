// The demo's season plan: about 3,000 bookings, about 60 % of the nights of
// July–August held with arrivals and departures every day, held stays never overlapping on a
// place, and the same season on every run.
import { describe, expect, it } from 'vitest';
import { BOOKING_KIND } from '../booking/contract';
import { addDays, daysBetween, nightsOf, weekdayOf } from '../pricing';
import { demoPlaces, demoPlaceTypes } from './campsite-plan-data';
import { demoPartners } from './partners-data';
import { seededRng } from './rng';
import { frenchPlate } from './season-party';
import { type PlannedStay, planSeason, seasonBounds } from './season-plan';

const maxPersons = new Map<string, number>(demoPlaceTypes.map((t) => [t.code, t.maxPersons]));
const places = demoPlaces()
  .filter((p) => p.type !== 'PARCELLE')
  .map((p) => ({ number: p.number, type: p.type, maxPersons: maxPersons.get(p.type) ?? 1 }));
const reasons = ['Annulation du client', 'Raisons de santé', 'Météo'];
const input = {
  year: 2026,
  season: seasonBounds(2026),
  today: '2026-11-22',
  places,
  customers: Array.from({ length: 500 }, (_, i) => `Client ${i}`),
  cancellationReasons: reasons,
};
const season = planSeason(input, seededRng('bivouac-demo/bookings'));
const holds = (s: PlannedStay) => s.kind !== BOOKING_KIND.quote && s.cancellation === null;
const held = season.filter(holds);
const days = (from: string, to: string) => nightsOf(from, addDays(to, 1));
const summer = days('2026-07-01', '2026-08-31');

describe('season plan', () => {
  it('plans about 3,000 bookings: reservations mostly, some options, a few quotes, about 5 % cancelled', () => {
    expect(season.length).toBeGreaterThan(2700);
    expect(season.length).toBeLessThan(3500);
    const share = (f: (s: PlannedStay) => boolean) => season.filter(f).length / season.length;
    expect(share((s) => s.kind === BOOKING_KIND.reservation && !s.cancellation)).toBeGreaterThan(0.75);
    expect(share((s) => s.kind === BOOKING_KIND.option)).toBeGreaterThan(0.04);
    expect(share((s) => s.kind === BOOKING_KIND.quote)).toBeGreaterThan(0.03);
    expect(share((s) => s.cancellation !== null)).toBeGreaterThan(0.03);
    expect(share((s) => s.cancellation !== null)).toBeLessThan(0.07);
    expect(season.filter((s) => s.cancellation).every((s) => reasons.includes(s.cancellation?.reason ?? ''))).toBe(
      true,
    );
  });

  it('never puts two held stays on one place the same night (an arrival on a departure day is fine)', () => {
    const nights = new Set<string>();
    for (const stay of held) {
      for (const night of nightsOf(stay.start, stay.end)) {
        const key = `${stay.place} ${night}`;
        expect(nights.has(key), key).toBe(false);
        nights.add(key);
      }
    }
    expect(held.some((a) => held.some((b) => a.place === b.place && a.end === b.start))).toBe(true);
  });

  it('holds 55 to 65 % of the nights of July–August, less in the shoulder months', () => {
    const rate = (from: string, to: string) => {
      const window = new Set(days(from, to));
      const taken = held.flatMap((s) => nightsOf(s.start, s.end)).filter((n) => window.has(n)).length;
      return taken / (window.size * places.length);
    };
    const summerRate = rate('2026-07-01', '2026-08-31');
    expect(summerRate).toBeGreaterThan(0.55);
    expect(summerRate).toBeLessThan(0.65);
    expect(rate('2026-05-01', '2026-05-31')).toBeLessThan(summerRate / 2);
    expect(rate('2026-09-01', '2026-09-30')).toBeLessThan(summerRate);
  });

  it('has arrivals and departures every day of July–August', () => {
    for (const day of summer) {
      expect(
        held.some((s) => s.start === day),
        `arrival ${day}`,
      ).toBe(true);
      expect(
        held.some((s) => s.end === day),
        `departure ${day}`,
      ).toBe(true);
    }
  });

  it('keeps every stay inside the season, pitches 1 to 14 nights, rentals mostly Saturday to Saturday in summer', () => {
    const { start, end } = seasonBounds(2026);
    expect(season.every((s) => s.start >= start && s.end <= end && s.start < s.end)).toBe(true);
    const pitches = season.filter((s) => ['NU', 'ELEC', 'PREMIUM'].includes(s.type));
    expect(pitches.every((s) => daysBetween(s.start, s.end) <= 14)).toBe(true);
    const summerRentals = season.filter(
      (s) => !pitches.includes(s) && s.start >= '2026-07-01' && s.start <= '2026-08-24',
    );
    const saturdayWeeks = summerRentals.filter(
      (s) => weekdayOf(s.start) === 6 && daysBetween(s.start, s.end) % 7 === 0,
    );
    expect(saturdayWeeks.length / summerRentals.length).toBeGreaterThan(0.9);
  });

  it("puts partner stays on their allotted types within the allotment's dates, never over its count a night", () => {
    const allotted = season.filter((s) => s.allotment);
    expect(allotted.length).toBeGreaterThan(100);
    expect(season.some((s) => s.partner && !s.allotment)).toBe(true);
    for (const partner of demoPartners) {
      for (const a of partner.allotments) {
        const mine = allotted.filter((s) => s.partner === partner.name && s.type === a.placeType);
        expect(mine.length, `${partner.name} ${a.placeType}`).toBeGreaterThan(0);
        expect(
          mine.every(
            (s) => s.start >= `2026-${a.from}` && s.end <= `2026-${a.to}` && s.kind === BOOKING_KIND.reservation,
          ),
        ).toBe(true);
        const perNight = new Map<string, number>();
        for (const n of mine.flatMap((s) => nightsOf(s.start, s.end))) perNight.set(n, (perNight.get(n) ?? 0) + 1);
        expect(Math.max(...perNight.values())).toBeLessThanOrEqual(a.count);
      }
    }
    expect(allotted.every((s) => s.channel === 'PARTENAIRE' && s.cancellation === null)).toBe(true);
  });

  it('books before the arrival and before today; an option lapses before its arrival', () => {
    expect(season.every((s) => s.bookedOn <= s.start && s.bookedOn <= input.today && s.bookedOn >= '2025-10-01')).toBe(
      true,
    );
    const options = season.filter((s) => s.kind === BOOKING_KIND.option);
    expect(
      options.every((s) => s.optionValidUntil && s.optionValidUntil >= s.bookedOn && s.optionValidUntil < s.start),
    ).toBe(true);
    expect(season.filter((s) => s.kind !== BOOKING_KIND.option).every((s) => s.optionValidUntil === null)).toBe(true);
    const cancelled = season.filter((s) => s.cancellation);
    expect(
      cancelled.every((s) => (s.cancellation?.on ?? '') >= s.bookedOn && (s.cancellation?.on ?? '') <= s.start),
    ).toBe(true);
  });

  it('sizes each party to its place, with birth dates giving their ages on arrival, mostly French', () => {
    const ageOn = (birth: string, day: string) =>
      Number(day.slice(0, 4)) - Number(birth.slice(0, 4)) - (day.slice(5) < birth.slice(5) ? 1 : 0);
    for (const stay of season) {
      expect(stay.occupants.length).toBeGreaterThan(0);
      expect(stay.occupants.length).toBeLessThanOrEqual(maxPersons.get(stay.type) ?? 0);
      expect(stay.occupants[0]?.age).toBeGreaterThanOrEqual(18);
      expect(stay.occupants[0]?.lastName).toBe(`Client ${stay.customer}`);
      for (const o of stay.occupants) expect(ageOn(o.birthDate, stay.start)).toBe(o.age);
    }
    const occupants = season.flatMap((s) => s.occupants);
    const french = occupants.filter((o) => o.nationality === 'FR').length / occupants.length;
    expect(french).toBeGreaterThan(0.6);
    expect(french).toBeLessThan(0.8);
    expect(new Set(occupants.map((o) => o.nationality))).toEqual(
      new Set(['FR', 'NL', 'DE', 'GB', 'BE', 'ES', 'IT', 'CH']),
    );
    expect(occupants.some((o) => o.age < 2) && occupants.some((o) => o.age >= 13 && o.age < 18)).toBe(true);
  });

  it('brings animals, vehicles with French plates, pitch equipment and extras within their stock', () => {
    expect(season.filter((s) => s.animals.length).length).toBeGreaterThan(300);
    const vehicles = season.flatMap((s) => s.vehicles);
    expect(vehicles.length).toBeGreaterThan(2500);
    expect(vehicles.every((v) => /^[A-HJ-NP-TV-Z]{2}-\d{3}-[A-HJ-NP-TV-Z]{2}$/.test(v.plate))).toBe(true);
    expect(frenchPlate(seededRng(1))).toMatch(/^[A-Z]{2}-\d{3}-[A-Z]{2}$/);
    const pitches = season.filter((s) => ['NU', 'ELEC', 'PREMIUM'].includes(s.type));
    expect(pitches.every((s) => s.equipment !== null)).toBe(true);
    expect(season.filter((s) => !pitches.includes(s)).every((s) => s.equipment === null)).toBe(true);
    const codes = new Set(season.flatMap((s) => s.extras.map((e) => e.code)));
    // Animals and vehicles are charged through their types' extras, never added by hand.
    expect(codes).toEqual(new Set(['ELEC', 'TENTE', 'LIT_BEBE', 'BARBECUE', 'DRAPS', 'MENAGE']));
    const barbecues = new Map<string, number>();
    for (const s of season.filter((x) => x.extras.some((e) => e.code === 'BARBECUE'))) {
      for (const n of nightsOf(s.start, s.end)) barbecues.set(n, (barbecues.get(n) ?? 0) + 1);
    }
    expect(Math.max(...barbecues.values())).toBeLessThanOrEqual(15);
  });

  it('is deterministic: the same seed gives the same season, another seed another', () => {
    expect(planSeason(input, seededRng('bivouac-demo/bookings'))).toEqual(season);
    expect(planSeason(input, seededRng('other')).slice(0, 20)).not.toEqual(season.slice(0, 20));
  });
});
