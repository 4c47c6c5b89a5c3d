// The demo's plain data files hold together: what one names, another defines.
import { describe, expect, it } from 'vitest';
import { PLAN_BOUNDS, PLAN_MARKER } from '../booking/planning/contract';
import { frenchDepartments } from '../reference';
import { demoAccounts, demoExtrasAccount } from './accounts-data';
import { demoAgeCategories } from './age-categories-data';
import { demoAccessChannels, demoFeatures, demoLayouts, demoPlaces, demoPlaceTypes } from './campsite-plan-data';
import { demoExtras } from './extras-data';
import { demoBookedSeasonYear, demoPartners, demoPartnerYears, demoSeasonYear } from './partners-data';
import { demoPaymentMethods } from './payment-methods-data';
import { demoTvaRates } from './reference-data';
import { demoTaxMinAge, demoTouristTaxes } from './tourist-tax-data';
import { demoTowns } from './towns-data';

const unique = <T>(items: readonly T[]) => new Set(items).size === items.length;

describe('demo geography', () => {
  it('gives each town a seeded department, and INSEE and postal codes of that department', () => {
    const departments = new Set<string>(frenchDepartments.map(([code]) => code));
    for (const town of demoTowns) {
      expect(departments.has(town.department), town.name).toBe(true);
      expect(town.insee.startsWith(town.department), town.name).toBe(true);
      expect(town.postalCode.startsWith(town.department), town.name).toBe(true);
    }
    expect(demoTowns.length).toBeGreaterThanOrEqual(40);
    expect(unique(demoTowns.map((t) => `${t.insee} ${t.postalCode}`))).toBe(true);
  });
});

describe('demo campsite plan', () => {
  const places = demoPlaces();

  it('numbers about 250 places once each, every one of a known type, layout and features', () => {
    expect(places.length).toBeGreaterThanOrEqual(240);
    expect(places.length).toBeLessThanOrEqual(260);
    expect(unique(places.map((p) => p.number))).toBe(true);
    const types = new Set<string>(demoPlaceTypes.map((t) => t.code));
    const layouts = new Set<string>(demoLayouts.map((l) => l.code));
    const features = new Set<string>(demoFeatures.map((f) => f.code));
    expect(places.every((p) => types.has(p.type) && layouts.has(p.layout))).toBe(true);
    expect(places.every((p) => p.features.every((f) => features.has(f)))).toBe(true);
    expect(unique(places.map((p) => `${p.planX},${p.planY}`))).toBe(true);
  });

  it('lays every place inside the plan bounds, no two markers overlapping', () => {
    for (const p of places) {
      expect(p.planX + PLAN_MARKER.width, p.number).toBeLessThanOrEqual(PLAN_BOUNDS.width);
      expect(p.planY + PLAN_MARKER.height, p.number).toBeLessThanOrEqual(PLAN_BOUNDS.height);
    }
    const overlaps = places.flatMap((a, i) =>
      places
        .slice(i + 1)
        .filter(
          (b) => Math.abs(a.planX - b.planX) < PLAN_MARKER.width && Math.abs(a.planY - b.planY) < PLAN_MARKER.height,
        )
        .map((b) => `${a.number}/${b.number}`),
    );
    expect(overlaps).toEqual([]);
  });

  it('keeps a lane of at least a road between areas: places of two areas never touch', () => {
    const gap = 40;
    const touching = places.flatMap((a, i) =>
      places
        .slice(i + 1)
        .filter(
          (b) =>
            a.layout !== b.layout &&
            Math.abs(a.planX - b.planX) < PLAN_MARKER.width + gap &&
            Math.abs(a.planY - b.planY) < PLAN_MARKER.height + gap,
        )
        .map((b) => `${a.number}/${b.number}`),
    );
    expect(touching).toEqual([]);
  });

  it('has places of every type, and min persons below max persons', () => {
    for (const type of demoPlaceTypes) {
      expect(
        places.some((p) => p.type === type.code),
        type.code,
      ).toBe(true);
      expect(type.minPersons).toBeLessThanOrEqual(type.maxPersons);
      expect(type.capacity).toBeLessThanOrEqual(type.maxPersons);
    }
    const types = new Set<string>(demoPlaceTypes.map((t) => t.code));
    expect(demoAccessChannels.every((c) => c.types.every((t) => types.has(t)))).toBe(true);
  });

  it('never allots a tour operator more places of a type than the site has', () => {
    for (const type of demoPlaceTypes) {
      const allotted = demoPartners
        .flatMap((p) => p.allotments)
        .filter((a) => a.placeType === type.code)
        .reduce((sum, a) => sum + a.count, 0);
      expect(allotted).toBeLessThanOrEqual(places.filter((p) => p.type === type.code).length);
    }
    expect(demoPartners.filter((p) => p.type === 'Tour-opérateur' && p.allotments.length > 0)).toHaveLength(2);
  });

  it('allots for the coming season: this year until September, next year from October', () => {
    expect(demoSeasonYear('2026-09-30')).toBe(2026);
    expect(demoSeasonYear('2026-10-01')).toBe(2027);
    expect(demoSeasonYear('2027-01-15')).toBe(2027);
  });

  it('fills with bookings the latest season begun, within the priced years; allots for it and the coming one', () => {
    const priced = [2026, 2027];
    expect(demoBookedSeasonYear('2026-11-22', priced)).toBe(2026);
    expect(demoBookedSeasonYear('2027-03-31', priced)).toBe(2026);
    expect(demoBookedSeasonYear('2027-04-01', priced)).toBe(2027);
    expect(demoBookedSeasonYear('2025-12-01', priced)).toBe(2026);
    expect(demoBookedSeasonYear('2030-06-01', priced)).toBe(2027);
    expect(demoPartnerYears('2026-11-22', priced)).toEqual([2026, 2027]);
    expect(demoPartnerYears('2026-07-14', priced)).toEqual([2026]);
  });
});

describe('demo accounts', () => {
  it('has an account for every code its place types, extras, taxes and payment methods are posted to', () => {
    const chart = new Set<string>(demoAccounts.map((a) => a.code));
    const used = [
      ...demoPlaceTypes.map((t) => t.accountingCode),
      demoExtrasAccount,
      ...demoTouristTaxes.map((t) => t.accountingCode),
      ...demoPaymentMethods.map((m) => m.accountingCode),
    ];
    expect(used.filter((code) => !chart.has(code))).toEqual([]);
    expect(unique(demoAccounts.map((a) => a.code))).toBe(true);
  });
});

describe('demo prices and rules', () => {
  const tvaKeys = new Set<string>(demoTvaRates.map((r) => r.key));

  it('has its six extras, priced in cents with a known VAT rate', () => {
    expect(demoExtras.map((e) => e.code)).toEqual(
      expect.arrayContaining(['ELEC', 'ANIMAL', 'VOITURE', 'TENTE', 'LIT_BEBE', 'BARBECUE']),
    );
    expect(demoExtras.every((e) => Number.isInteger(e.priceCents) && e.priceCents > 0 && tvaKeys.has(e.tva))).toBe(
      true,
    );
    expect(demoExtras.every((e) => e.isStockManaged === (e.stock !== null))).toBe(true);
  });

  it('covers every age once: baby under 2, child 2-12, teenager 13-17, adult the attendant default', () => {
    const sorted = [...demoAgeCategories].sort((a, b) => a.minAge - b.minAge);
    expect(sorted[0]?.minAge).toBe(0);
    sorted.slice(1).forEach((c, i) => {
      expect(c.minAge).toBe((sorted[i]?.maxAge ?? Number.NaN) + 1);
    });
    expect(sorted.at(-1)?.maxAge).toBeNull();
    expect(demoAgeCategories.filter((c) => c.isDefaultForAttendant).map((c) => c.code)).toEqual(['ADULTE']);
  });

  it('takes cash (3), cheque (1), ANCV holiday vouchers (2), card (4), bank transfer and Connect holiday vouchers (2)', () => {
    expect(demoPaymentMethods.map((m) => [m.paymentType, m.label])).toEqual([
      [3, 'Espèces'],
      [1, 'Chèque'],
      [2, 'Chèques-Vacances ANCV'],
      [4, 'Carte bancaire'],
      [0, 'Virement'],
      [2, 'Chèques-Vacances Connect'],
    ]);
  });

  it('charges the tourist tax to adults only, in cents per night; the Landes add 10 % of it', () => {
    expect(demoTaxMinAge).toBe(18);
    const [tax] = demoTouristTaxes;
    expect(tax?.priceCents).toBe(60);
    expect(tax?.additionalRateBp).toBe(1000);
  });
});
