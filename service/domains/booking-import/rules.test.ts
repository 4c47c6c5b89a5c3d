import { describe, expect, it } from 'vitest';
import { importPayloadSchema } from './contract';
import {
  ageOn,
  amountMismatch,
  customerInputOf,
  decide,
  flagFor,
  integrationRefusal,
  mapAgeCategories,
  repostRefusal,
  summaryOf,
  toBookingInput,
} from './rules';

const pending = { decision: 'PENDING', integrationFlag: 'BLANK' } as const;
const accepted = { decision: 'ACCEPTED', integrationFlag: 'TO_INTEGRATE' } as const;
const refused = { decision: 'REFUSED', integrationFlag: 'BLANK' } as const;
const integrated = { decision: 'ACCEPTED', integrationFlag: 'PROCESSED' } as const;

// The seeded categories: Adulte 18+, Adolescent 13-17, Enfant 2-12, Bébé 0-1.
const seeded = [
  { id: 1, ageFrom: 18, ageTo: null },
  { id: 2, ageFrom: 13, ageTo: 17 },
  { id: 3, ageFrom: 2, ageTo: 12 },
  { id: 4, ageFrom: 0, ageTo: 1 },
];

const payload = importPayloadSchema.parse({
  reference: 'WEB-1',
  customer: { civility: 'MME', firstName: 'Anne', lastName: 'Durand', email: 'anne@example.fr', country: 'fr' },
  stay: { placeId: 7, arrival: '2027-07-10', departure: '2027-07-17', equipment: 'TENT' },
  occupants: [{ category: 'adult' }, { category: 'child', firstName: 'Léo', birthDate: '2017-08-01' }],
  animals: [{ animalTypeId: 2 }],
  vehicles: [{ vehicleTypeId: 1, plate: 'AB-123-CD' }],
  extras: [{ extraId: 5, quantity: 2 }],
  amountCents: 45000,
  paidCents: 10000,
  comment: 'Arrivée tardive',
});

describe('integration flag (blank, to integrate, already processed)', () => {
  it.each([
    ['PENDING', false, 'BLANK'],
    ['REFUSED', false, 'BLANK'],
    ['ACCEPTED', false, 'TO_INTEGRATE'],
    ['ACCEPTED', true, 'PROCESSED'],
  ] as const)('%s integrated=%s is %s', (decision, isIntegrated, flag) => {
    expect(flagFor(decision, isIntegrated)).toBe(flag);
  });
});

describe('acceptance or refusal of an imported booking; forced validation or refusal', () => {
  it('accepts or refuses a pending import', () => {
    expect(decide(pending, 'ACCEPTED', false)).toEqual(accepted);
    expect(decide(pending, 'REFUSED', false)).toEqual(refused);
  });
  it('a plain decision does not overturn a previous one', () => {
    expect(decide(accepted, 'REFUSED', false)).toBe('INTERNET_BOOKING_ALREADY_DECIDED');
    expect(decide(refused, 'ACCEPTED', false)).toBe('INTERNET_BOOKING_ALREADY_DECIDED');
  });
  it('a forced decision overturns the previous one', () => {
    expect(decide(accepted, 'REFUSED', true)).toEqual(refused);
    expect(decide(refused, 'ACCEPTED', true)).toEqual(accepted);
  });
  it('nothing changes an integrated import, forced or not', () => {
    expect(decide(integrated, 'REFUSED', true)).toBe('INTERNET_BOOKING_ALREADY_INTEGRATED');
  });
});

describe('an internet booking must be accepted before integration; integration happens once only', () => {
  it.each([
    [pending, 'ACCEPT_STAY_BEFORE_INTEGRATING'],
    [refused, 'ACCEPT_STAY_BEFORE_INTEGRATING'],
    [integrated, 'BOOKING_ALREADY_INTEGRATED'],
    [accepted, null],
  ] as const)('%o -> %s', (state, code) => {
    expect(integrationRefusal(state)).toBe(code);
  });
  it('the same reference posted again is refused once integrated only', () => {
    expect(repostRefusal(integrated)).toBe('INTERNET_BOOKING_ALREADY_INTEGRATED');
    expect(repostRefusal(accepted)).toBeNull();
  });
});

describe('age categories: adult, child, baby onto the site categories', () => {
  it('full years on the arrival day', () => {
    expect(ageOn('2017-08-01', '2027-07-10')).toBe(9);
    expect(ageOn('2017-07-10', '2027-07-10')).toBe(10);
  });
  it('maps each channel category by its representative age, or by the birth date when given', () => {
    const occupants = [
      { category: 'adult', birthDate: null },
      { category: 'child', birthDate: null },
      { category: 'baby', birthDate: null },
      { category: 'child', birthDate: '2012-01-01' },
    ] as const;
    expect(mapAgeCategories(occupants, '2027-07-10', seeded)).toEqual([1, 3, 4, 2]);
  });
  it('missing adult, child or baby age categories: null (MISSING_AGE_CATEGORIES)', () => {
    const adultsOnly = [{ id: 1, ageFrom: 18, ageTo: null }];
    expect(mapAgeCategories([{ category: 'baby', birthDate: null }], '2027-07-10', adultsOnly)).toBeNull();
  });
});

describe('mapping an import onto the customer and the booking', () => {
  it('summarises the payload for the list', () => {
    expect(summaryOf(payload)).toEqual({
      customerName: 'Durand Anne',
      customerEmail: 'anne@example.fr',
      arrivalDate: '2027-07-10',
      departureDate: '2027-07-17',
      placeTypeId: null,
      placeId: 7,
      personsCount: 2,
      amountCents: 45000,
      paidCents: 10000,
    });
  });

  it('builds a new customer with the resolved references', () => {
    const c = customerInputOf(payload.customer, { civilityId: 2, countryId: 33, languageId: 4 });
    expect(c).toMatchObject({ id: 0, civilityId: 2, lastName: 'Durand', email: 'anne@example.fr', languageId: 4 });
    expect(c.addressList[0].countryId).toBe(33);
  });

  it('builds a reservation on the place with its occupants, animals, vehicles and extras', () => {
    const input = toBookingInput(payload, {
      customerId: 9,
      channelId: 3,
      placeId: 7,
      ageCategoryIds: [1, 3],
      nationalityId: 33,
    });
    expect(input).toMatchObject({ id: 0, customerId: 9, kind: 3, channelId: 3, internetReference: 'WEB-1' });
    expect(input.notes).toBe('Arrivée tardive');
    const [o] = input.occupancies;
    expect(o).toMatchObject({ placeId: 7, startDate: '2027-07-10', endDate: '2027-07-17', equipment: 'TENT' });
    expect(o.isLocked).toBe(true);
    expect(o.occupants.map((p) => [p.firstName, p.ageCategoryId, p.nationalityId])).toEqual([
      [null, 1, 33],
      ['Léo', 3, 33],
    ]);
    expect(o.animals).toEqual([{ animalTypeId: 2, quantity: 1, name: null }]);
    expect(o.vehicles).toEqual([{ vehicleTypeId: 1, brand: null, plate: 'AB-123-CD' }]);
    expect(o.extras).toEqual([{ extraId: 5, quantity: 2, startDate: null, endDate: null }]);
  });

  it('forced acceptance skips the amount check; a plain one needs the site price to match', () => {
    expect(amountMismatch(45000, 44000, false)).toBe(true);
    expect(amountMismatch(45000, 44000, true)).toBe(false);
    expect(amountMismatch(45000, 45000, false)).toBe(false);
  });
});
