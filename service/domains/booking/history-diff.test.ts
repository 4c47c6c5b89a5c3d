import { describe, expect, it } from 'vitest';
import { BOOKING_KIND } from './contract';
import {
  type BookingSnapshot,
  diffBookings,
  type HistoryNames,
  historyAmount,
  type StaySnapshot,
} from './history-diff';

const names: HistoryNames = {
  customer: (id) => ({ 1: 'LALANNE Paul', 2: 'GUÉRIN Anne' })[id] ?? '?',
  place: (id) => ({ 10: '12', 11: '14' })[id] ?? '?',
  ageCategory: (id) => ({ 1: 'Adulte', 2: 'Enfant' })[id] ?? '?',
  animalType: () => 'Chien',
  vehicleType: () => 'Voiture',
  extra: (id) => ({ 5: 'Électricité', 6: 'Réfrigérateur' })[id] ?? '?',
};

const adult = { ageCategoryId: 1, firstName: 'Paul', lastName: 'Lalanne', birthDate: null };
const stay: StaySnapshot = {
  id: 7,
  placeId: 10,
  startDate: '2026-07-10',
  endDate: '2026-07-12',
  equipment: null,
  isLocked: false,
  isCancelled: false,
  occupants: [adult, { ...adult, firstName: 'Anne' }],
  animals: [],
  vehicles: [],
  extras: [],
};
const booking: BookingSnapshot = {
  kind: BOOKING_KIND.reservation,
  customerId: 1,
  optionValidUntil: null,
  reference: null,
  internetReference: null,
  notes: null,
  depositNature: 'arrhes',
  vacafAidCents: 0,
  vacafFileNumber: null,
  stays: [stay],
  totalCents: 17696,
  lines: [{ stayId: 7, stayIndex: 0, key: 'place', label: 'Emplacement', amountCents: 17696 }],
};
const withStay = (change: Partial<StaySnapshot>, rest: Partial<BookingSnapshot> = {}): BookingSnapshot => ({
  ...booking,
  stays: [{ ...stay, ...change }],
  ...rest,
});

describe('the history of a save (fields and price before and after)', () => {
  it('« Départ 12/07 → 14/07 ; + Électricité ; prix 176,96 → 206,96 € (the choice) »', () => {
    const after = withStay(
      { endDate: '2026-07-14', extras: [{ extraId: 5, quantity: 1 }] },
      {
        totalCents: 20696,
        lines: [
          { stayId: 7, stayIndex: 0, key: 'place', label: 'Emplacement', amountCents: 18696 },
          { stayId: 7, stayIndex: 0, key: 'extra:5', label: 'Électricité', amountCents: 2000 },
        ],
      },
    );
    const change = diffBookings(booking, after, 'keepExistingGrid', names);
    expect(change?.summary).toBe(
      'Départ 12/07 → 14/07 ; + 1 × Électricité ; prix 176,96 → 206,96 € (Recalculer avec la grille du séjour)',
    );
    expect(change?.detail.fields).toEqual([
      { field: 'Départ', before: '12/07/2026', after: '14/07/2026' },
      { field: 'Extras', before: null, after: '1 × Électricité' },
    ]);
    expect(change?.detail.price).toEqual({
      beforeCents: 17696,
      afterCents: 20696,
      lines: [
        { label: 'Emplacement', beforeCents: 17696, afterCents: 18696 },
        { label: 'Électricité', beforeCents: null, afterCents: 2000 },
      ],
    });
    expect(change?.detail.choice).toEqual({ code: 'keepExistingGrid', label: 'Recalculer avec la grille du séjour' });
  });

  it('the deposit nature and the VACAF aid and file are fields of the booking: « Aide VACAF — → 120,00 € »', () => {
    const after = withStay({}, { depositNature: 'acompte', vacafAidCents: 12_000, vacafFileNumber: 'V-2026-17' });
    const change = diffBookings(booking, after, 'keepExistingGrid', names);
    expect(change?.detail.fields).toEqual([
      { field: "Nature de l'acompte", before: 'Arrhes', after: 'Acompte' },
      { field: 'Aide VACAF', before: null, after: '120,00 €' },
      { field: 'N° dossier VACAF', before: null, after: 'V-2026-17' },
    ]);
    expect(change?.summary).toBe(
      "Nature de l'acompte Arrhes → Acompte ; Aide VACAF — → 120,00 € ; N° dossier VACAF — → V-2026-17",
    );
  });

  it('a save that changed nothing records nothing', () => {
    expect(diffBookings(booking, withStay({}), 'updateFromGrid', names)).toBeNull();
  });

  it('names the place moved, the party changed, an animal and a vehicle removed or added', () => {
    const before = withStay({
      animals: [{ animalTypeId: 1, quantity: 1 }],
      vehicles: [],
    });
    const after = withStay({
      placeId: 11,
      occupants: [...stay.occupants, { ageCategoryId: 2, firstName: 'Léo', lastName: 'Lalanne', birthDate: null }],
      animals: [],
      vehicles: [{ vehicleTypeId: 1, plate: 'AB-123-CD' }],
    });
    const change = diffBookings(before, after, 'updateFromGrid', names);
    expect(change?.summary).toBe(
      'Emplacement 12 → 14 ; Occupants 2 × Adulte → 2 × Adulte, 1 × Enfant ; − 1 × Chien ; + Voiture AB-123-CD',
    );
    expect(change?.detail.price).toBeUndefined();
  });

  it('a kind, customer, option validity and notes change are fields too; a name fixed is said once', () => {
    const after = withStay(
      { occupants: [adult, { ...adult, firstName: 'Annie' }] },
      { kind: BOOKING_KIND.option, customerId: 2, optionValidUntil: '2026-06-23', notes: 'Arrivée tardive' },
    );
    const change = diffBookings(booking, after, 'keepExistingGrid', names);
    expect(change?.summary).toBe(
      "Type Réservation → Option ; Client LALANNE Paul → GUÉRIN Anne ; Validité de l'option — → 23/06/2026 ; Notes modifiées ; Noms des occupants modifiés",
    );
    expect(change?.detail.fields?.at(-1)).toEqual({
      field: 'Noms des occupants',
      before: 'Paul Lalanne, Anne Lalanne',
      after: 'Paul Lalanne, Annie Lalanne',
    });
  });

  it('a stay added, a stay cancelled: each named by its place and dates, with the prefix of its occupancy', () => {
    const second: StaySnapshot = { ...stay, id: 8, placeId: 11 };
    const before = { ...booking, stays: [stay, second] };
    const after = { ...booking, stays: [stay, { ...second, isCancelled: true }, { ...stay, id: 0, placeId: 11 }] };
    const change = diffBookings(before, after, 'keepExistingGrid', names);
    expect(change?.summary).toBe(
      'Occupation 2 — Occupation annulée ; + Occupation emplacement 14 du 10/07/2026 au 12/07/2026',
    );
  });

  it('a creation lists what the booking starts with and its price', () => {
    const change = diffBookings(null, booking, 'keepExistingGrid', names);
    expect(change?.summary).toBe(
      'Réservation : emplacement 12 du 10/07/2026 au 12/07/2026, 2 × Adulte ; prix 176,96 €',
    );
    expect(change?.detail.price).toEqual({
      beforeCents: null,
      afterCents: 17696,
      lines: [{ label: 'Emplacement', beforeCents: null, afterCents: 17696 }],
    });
  });

  it('amounts are written in French from integer cents', () => {
    expect([historyAmount(0), historyAmount(5), historyAmount(123456789), historyAmount(-1050)]).toEqual([
      '0,00',
      '0,05',
      '1\u202f234\u202f567,89',
      '-10,50',
    ]);
  });
});
