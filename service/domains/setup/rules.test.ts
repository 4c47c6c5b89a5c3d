import { describe, expect, it } from 'vitest';
import { SETUP_STEPS } from './contract';
import { canTakeBookings, type SetupFacts, setupChecklist } from './rules';

const today = '2026-11-22';

/** A site that can take a booking: one mobile home priced ahead, an open year, an activity period ahead. */
const ready: SetupFacts = {
  today,
  establishment: { corporateName: 'Camping des Dunes', stars: 3 },
  financialYears: [{ startDate: '2026-01-01', endDate: '2026-12-31', isClosed: false }],
  activityPeriods: [{ startDate: '2026-04-01', endDate: '2026-12-15' }],
  activeVatRates: 3,
  ageCategories: { active: 4, hasDefaultForAttendant: true },
  placeTypes: [{ id: 7, label: 'Mobil-home', isVatActive: true, activePlaces: 2, isResidential: false }],
  activeExtras: 1,
  animalTypes: [{ label: 'Chien', isCharged: true }],
  vehicleTypes: [{ label: 'Voiture', isCharged: true }],
  taxes: [{ label: 'Taxe de séjour', hasPriceAhead: true }],
  activeGrids: 1,
  pricedPlaceTypeIds: [7],
  activePaymentMethods: 5,
};

const stepOf = (f: SetupFacts, key: (typeof SETUP_STEPS)[number]) => {
  const step = setupChecklist(f, () => null).steps.find((s) => s.key === key);
  if (!step) throw new Error(key);
  return step;
};

describe('the site can take a booking (rule that hides the setup checklist)', () => {
  it('with a place of a type priced ahead, an open financial year and an activity period ahead', () => {
    expect(canTakeBookings(ready)).toBe(true);
  });

  it.each<[string, Partial<SetupFacts>]>([
    [
      'no place',
      { placeTypes: [{ id: 7, label: 'Mobil-home', isVatActive: true, activePlaces: 0, isResidential: false }] },
    ],
    ['the placed type priced by no grid ahead', { pricedPlaceTypeIds: [] }],
    ['only another type priced', { pricedPlaceTypeIds: [8] }],
    ['no financial year', { financialYears: [] }],
    [
      'the only financial year closed',
      { financialYears: [{ startDate: '2026-01-01', endDate: '2026-12-31', isClosed: true }] },
    ],
    [
      'the only financial year ended',
      { financialYears: [{ startDate: '2025-01-01', endDate: '2025-12-31', isClosed: false }] },
    ],
    ['no activity period', { activityPeriods: [] }],
    ['the only activity period past', { activityPeriods: [{ startDate: '2026-04-01', endDate: '2026-09-30' }] }],
  ])('not with %s', (_, change) => {
    expect(canTakeBookings({ ...ready, ...change })).toBe(false);
  });

  it('an activity period or a financial year ending today still counts', () => {
    expect(
      canTakeBookings({
        ...ready,
        activityPeriods: [{ startDate: '2026-04-01', endDate: today }],
        financialYears: [{ startDate: '2026-01-01', endDate: today, isClosed: false }],
      }),
    ).toBe(true);
  });
});

describe('each step says why it is missing or incomplete', () => {
  it('a ready site has every step done, in the setup order', () => {
    const list = setupChecklist(ready, () => null);
    expect(list.steps.map((s) => s.key)).toEqual([...SETUP_STEPS]);
    expect(list.steps.filter((s) => s.state !== 'DONE')).toEqual([]);
  });

  it.each<[(typeof SETUP_STEPS)[number], Partial<SetupFacts>, string, string]>([
    [
      'establishment',
      { establishment: { corporateName: ' ', stars: null } },
      'MISSING',
      'Raison sociale non renseignée',
    ],
    [
      'establishment',
      { establishment: { corporateName: 'Les Dunes', stars: null } },
      'INCOMPLETE',
      'Classement (étoiles) non renseigné',
    ],
    ['financialYear', { financialYears: [] }, 'MISSING', 'Aucun exercice comptable'],
    [
      'financialYear',
      { financialYears: [{ startDate: '2026-01-01', endDate: '2026-12-31', isClosed: true }] },
      'INCOMPLETE',
      'Aucun exercice ouvert au-delà du 22/11/2026',
    ],
    [
      'activityPeriod',
      { activityPeriods: [{ startDate: '2026-04-01', endDate: '2026-09-30' }] },
      'INCOMPLETE',
      "Aucune période d'activité après le 22/11/2026",
    ],
    ['vatRate', { activeVatRates: 0 }, 'MISSING', 'Aucun taux de TVA actif'],
    [
      'ageCategory',
      { ageCategories: { active: 2, hasDefaultForAttendant: false } },
      'INCOMPLETE',
      'Aucune catégorie par défaut des occupants',
    ],
    [
      'placeType',
      {
        placeTypes: [
          { id: 7, label: 'Mobil-home', isVatActive: false, activePlaces: 2, isResidential: false },
          { id: 8, label: 'Chalet', isVatActive: false, activePlaces: 1, isResidential: false },
        ],
        pricedPlaceTypeIds: [7, 8],
      },
      'INCOMPLETE',
      '2 types à TVA inactive : Mobil-home, Chalet',
    ],
    [
      'place',
      {
        placeTypes: [
          { id: 7, label: 'Mobil-home', isVatActive: true, activePlaces: 2, isResidential: false },
          { id: 8, label: 'Emplacement', isVatActive: true, activePlaces: 0, isResidential: false },
        ],
        pricedPlaceTypeIds: [7, 8],
      },
      'INCOMPLETE',
      'Aucun emplacement de type Emplacement',
    ],
    ['place', { placeTypes: [] }, 'MISSING', 'Aucun emplacement actif'],
    ['extra', { activeExtras: 0 }, 'MISSING', 'Aucun extra actif (électricité, animal, véhicule…)'],
    ['itemType', { animalTypes: [], vehicleTypes: [] }, 'MISSING', "Aucun type d'animal ni de véhicule"],
    [
      'itemType',
      { animalTypes: [{ label: 'Chat', isCharged: false }] },
      'INCOMPLETE',
      'Facturé par aucun extra ni option de grille : Chat',
    ],
    ['touristTax', { taxes: [] }, 'MISSING', 'Aucune taxe de séjour active'],
    [
      'touristTax',
      { taxes: [{ label: 'Taxe de séjour', hasPriceAhead: false }] },
      'INCOMPLETE',
      'Aucun tarif après le 22/11/2026 : Taxe de séjour',
    ],
    ['priceGrid', { activeGrids: 0 }, 'MISSING', 'Aucune grille tarifaire active'],
    [
      'priceGrid',
      { pricedPlaceTypeIds: [] },
      'INCOMPLETE',
      'Aucune grille active ne tarife Mobil-home après le 22/11/2026',
    ],
    [
      'priceGrid',
      {
        placeTypes: [
          { id: 7, label: 'Mobil-home', isVatActive: true, activePlaces: 2, isResidential: false },
          { id: 9, label: 'Parcelle résidentielle', isVatActive: true, activePlaces: 3, isResidential: true },
        ],
      },
      'DONE',
      'a residential parcel, let by its annual rent, needs no grid',
    ],
    ['paymentMethod', { activePaymentMethods: 0 }, 'MISSING', 'Aucun moyen de paiement actif'],
  ])('%s: %s', (key, change, state, why) => {
    const step = stepOf({ ...ready, ...change }, key);
    expect(step.state).toBe(state);
    if (state === 'DONE') expect(step.why).toEqual([]);
    else expect(step.why).toContain(why);
  });

  it('marks as required the steps the booking rule needs, and only those', () => {
    const required = setupChecklist(ready, () => null)
      .steps.filter((s) => s.isRequired)
      .map((s) => s.key);
    expect(required).toEqual(['financialYear', 'activityPeriod', 'vatRate', 'placeType', 'place', 'priceGrid']);
  });
});
