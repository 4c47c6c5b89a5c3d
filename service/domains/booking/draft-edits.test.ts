import { describe, expect, it } from 'vitest';
import { BOOKING_KIND, type DraftInput, draftInputSchema, type OccupancyInput } from './contract';
import { draftEdits, type EditLabels, mergeEdits } from './draft-edits';

const labels: EditLabels = {
  customers: new Map([
    [1, 'Lalanne Paul'],
    [2, 'Martin Anne'],
  ]),
  partners: new Map(),
  places: new Map([
    [11, '1'],
    [12, '2'],
  ]),
  ageCategories: new Map([
    [1, 'Adulte'],
    [2, 'Enfant'],
  ]),
  animalTypes: new Map([[5, 'Chien']]),
  vehicleTypes: new Map([[6, 'Voiture']]),
  extras: new Map([
    [7, 'Électricité'],
    [8, 'Réfrigérateur'],
  ]),
};

const opened: DraftInput = draftInputSchema.parse({
  customerId: 1,
  kind: BOOKING_KIND.option,
  optionValidUntil: '2026-06-23',
  occupancies: [
    {
      id: 100,
      placeId: 11,
      startDate: '2026-07-10',
      endDate: '2026-07-12',
      occupants: [
        { id: 1, ageCategoryId: 1, firstName: 'Paul', lastName: 'Lalanne' },
        { id: 2, ageCategoryId: 1, firstName: 'Anne', lastName: 'Lalanne' },
      ],
      animals: [{ animalTypeId: 5, quantity: 1 }],
      extras: [{ extraId: 8, quantity: 1 }],
    },
  ],
});

const stay = (body: DraftInput, change: Partial<OccupancyInput>): DraftInput => ({
  ...body,
  occupancies: body.occupancies.map((o, i) => (i === 0 ? { ...o, ...change } : o)),
});
const texts = (after: DraftInput, before = opened) => draftEdits(before, after, labels).map((e) => e.text);

describe('the edits a user made since opening a booking, in French', () => {
  it('nothing changed lists nothing', () => {
    expect(draftEdits(opened, opened, labels)).toEqual([]);
  });

  it.each([
    ['departure', stay(opened, { endDate: '2026-07-14' }), 'Départ : 12/07/2026 → 14/07/2026'],
    ['arrival', stay(opened, { startDate: '2026-07-09' }), 'Arrivée : 10/07/2026 → 09/07/2026'],
    ['place', stay(opened, { placeId: 12 }), 'Place : 1 → 2'],
    [
      'an extra added',
      stay(opened, {
        extras: [...opened.occupancies[0].extras, { extraId: 7, quantity: 1, startDate: null, endDate: null }],
      }),
      'Ajout : Électricité × 1',
    ],
    ['an extra removed', stay(opened, { extras: [] }), 'Retrait : Réfrigérateur × 1'],
    [
      'an extra quantity',
      stay(opened, { extras: [{ extraId: 8, quantity: 2, startDate: null, endDate: null }] }),
      'Réfrigérateur : 1 → 2',
    ],
    ['an animal more', stay(opened, { animals: [{ animalTypeId: 5, quantity: 2, name: null }] }), 'Chien : 1 → 2'],
    [
      'a vehicle',
      stay(opened, { vehicles: [{ vehicleTypeId: 6, brand: null, plate: 'AB-123-CD' }] }),
      'Ajout : Voiture AB-123-CD × 1',
    ],
    ['equipment', stay(opened, { equipment: 'CARAVAN' }), 'Équipement : (vide) → Caravane'],
    ['kind', { ...opened, kind: BOOKING_KIND.reservation }, 'Type : Option → Réservation'],
    ['customer', { ...opened, customerId: 2 }, 'Client : Lalanne Paul → Martin Anne'],
    ['notes', { ...opened, notes: 'Arrivée tardive' }, 'Notes : (vide) → « Arrivée tardive »'],
    [
      'option validity',
      { ...opened, optionValidUntil: '2026-06-30' },
      "Validité de l'option : 23/06/2026 → 30/06/2026",
    ],
    ['deposit nature', { ...opened, depositNature: 'acompte' as const }, "Nature de l'acompte : (vide) → Acompte"],
    ['VACAF aid', { ...opened, vacafAidCents: 12_050 }, 'Aide VACAF : 0,00 € → 120,50 €'],
    ['VACAF file', { ...opened, vacafFileNumber: 'CAF-1' }, 'N° dossier VACAF : (vide) → « CAF-1 »'],
  ])('names a change of %s', (_, after, line) => {
    expect(texts(after)).toEqual([line]);
  });

  it('names occupants added, removed and changed by their category and name', () => {
    const [paul] = opened.occupancies[0].occupants;
    const after = stay(opened, {
      occupants: [
        { ...(paul as NonNullable<typeof paul>), firstName: 'Pierre' },
        {
          id: 0,
          ageCategoryId: 2,
          firstName: 'Léa',
          lastName: null,
          birthDate: '2018-02-01',
          age: null,
          civilityId: null,
          nationalityId: null,
          taxExemption: null,
        },
      ],
    });
    expect(texts(after)).toEqual([
      'Occupant : Adulte — Paul Lalanne → Adulte — Pierre Lalanne',
      'Ajout : Enfant — Léa — né(e) le 01/02/2018',
      'Retrait : Adulte — Anne Lalanne',
    ]);
  });

  it('names a stay added or removed, and which occupancy a change is on when there are several', () => {
    const second = { ...opened.occupancies[0], id: 0, placeId: 12, extras: [], animals: [] };
    const two = { ...opened, occupancies: [opened.occupancies[0] as OccupancyInput, second] };
    expect(draftEdits(opened, two, labels)).toEqual([
      { where: 'Occupation 2', text: "Ajout d'une occupation : place 2, du 10/07/2026 au 12/07/2026, 2 pers." },
    ]);
    expect(texts({ ...opened, occupancies: [] })).toEqual([
      "Retrait d'une occupation : place 1, du 10/07/2026 au 12/07/2026, 2 pers.",
    ]);
  });

  it('an id no longer listed is named by its number', () => {
    expect(texts(stay(opened, { placeId: 99 }))).toEqual(['Place : 1 → n° 99']);
  });

  it('edits set aside at an earlier reload come first, each once', () => {
    const a = { where: '', text: 'Ajout : Électricité × 1' };
    const b = { where: '', text: 'Départ : 12/07/2026 → 14/07/2026' };
    expect(mergeEdits([a], [b, a])).toEqual([a, b]);
  });
});
