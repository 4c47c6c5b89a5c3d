// The setup checklist as a pure function of what the site holds (the facts store.ts reads): each
// step's state and its reasons in French, and whether the site can take a booking yet.
import { SETUP_STATE, type SetupChecklist, type SetupStep, type SetupStepKey } from './contract';

/** A labelled row and whether it is usable as it stands. */
interface Named {
  label: string;
}

export interface SetupFacts {
  /** The business date. */
  today: string;
  establishment: { corporateName: string; stars: number | null };
  financialYears: { startDate: string; endDate: string; isClosed: boolean }[];
  activityPeriods: { startDate: string; endDate: string }[];
  activeVatRates: number;
  ageCategories: { active: number; hasDefaultForAttendant: boolean };
  /** Active place types. */
  placeTypes: (Named & { id: number; isVatActive: boolean; activePlaces: number; isResidential: boolean })[];
  activeExtras: number;
  animalTypes: (Named & { isCharged: boolean })[];
  vehicleTypes: (Named & { isCharged: boolean })[];
  /** Active tourist taxes, and whether one of their price periods ends on or after today. */
  taxes: (Named & { hasPriceAhead: boolean })[];
  activeGrids: number;
  /** Place types an active public grid prices in a period ending on or after today. */
  pricedPlaceTypeIds: number[];
  activePaymentMethods: number;
}

type Outcome = Pick<SetupStep, 'state' | 'why'>;

const done: Outcome = { state: SETUP_STATE.done, why: [] };
const missing = (why: string): Outcome => ({ state: SETUP_STATE.missing, why: [why] });
const incomplete = (why: string[]): Outcome => (why.length === 0 ? done : { state: SETUP_STATE.incomplete, why });

/** `2026-11-26` → `26/11/2026`. */
const frenchDate = (day: string) => day.split('-').reverse().join('/');
const names = (rows: readonly Named[]) => rows.map((r) => r.label).join(', ');
/** « 1 type » / « 2 types ». */
const count = (n: number, one: string, many: string) => `${n} ${n > 1 ? many : one}`;

const isOpenAhead = (today: string) => (y: SetupFacts['financialYears'][number]) => !y.isClosed && y.endDate >= today;
const isAhead = (today: string) => (p: { endDate: string }) => p.endDate >= today;

/**
 * The rule that hides the checklist: an active place whose type is priced ahead (an active public
 * grid, a period ending on or after today), an open financial year and an activity period, both
 * ending on or after today.
 */
export function canTakeBookings(f: SetupFacts): boolean {
  const priced = new Set(f.pricedPlaceTypeIds);
  return (
    f.placeTypes.some((t) => t.activePlaces > 0 && priced.has(t.id)) &&
    f.financialYears.some(isOpenAhead(f.today)) &&
    f.activityPeriods.some(isAhead(f.today))
  );
}

const steps: { key: SetupStepKey; label: string; isRequired: boolean; outcome: (f: SetupFacts) => Outcome }[] = [
  {
    key: 'establishment',
    label: 'Établissement et classement',
    isRequired: false,
    outcome: (f) => {
      if (f.establishment.corporateName.trim() === '') return missing('Raison sociale non renseignée');
      return incomplete(f.establishment.stars === null ? ['Classement (étoiles) non renseigné'] : []);
    },
  },
  {
    key: 'financialYear',
    label: 'Exercice comptable',
    isRequired: true,
    outcome: (f) => {
      if (f.financialYears.length === 0) return missing('Aucun exercice comptable');
      const ahead = f.financialYears.some(isOpenAhead(f.today));
      return incomplete(ahead ? [] : [`Aucun exercice ouvert au-delà du ${frenchDate(f.today)}`]);
    },
  },
  {
    key: 'activityPeriod',
    label: "Périodes d'activité",
    isRequired: true,
    outcome: (f) => {
      if (f.activityPeriods.length === 0) return missing("Aucune période d'activité : les dates d'ouverture");
      const ahead = f.activityPeriods.some(isAhead(f.today));
      return incomplete(ahead ? [] : [`Aucune période d'activité après le ${frenchDate(f.today)}`]);
    },
  },
  {
    key: 'vatRate',
    label: 'Taux de TVA',
    isRequired: true,
    outcome: (f) => (f.activeVatRates === 0 ? missing('Aucun taux de TVA actif') : done),
  },
  {
    key: 'ageCategory',
    label: "Catégories d'âge",
    isRequired: false,
    outcome: (f) => {
      if (f.ageCategories.active === 0) return missing("Aucune catégorie d'âge active");
      return incomplete(f.ageCategories.hasDefaultForAttendant ? [] : ['Aucune catégorie par défaut des occupants']);
    },
  },
  {
    key: 'placeType',
    label: "Types d'hébergement (avec leur TVA)",
    isRequired: true,
    outcome: (f) => {
      if (f.placeTypes.length === 0) return missing("Aucun type d'hébergement actif");
      const inactiveVat = f.placeTypes.filter((t) => !t.isVatActive);
      const why = inactiveVat.length
        ? [`${count(inactiveVat.length, 'type', 'types')} à TVA inactive : ${names(inactiveVat)}`]
        : [];
      return incomplete(why);
    },
  },
  {
    key: 'place',
    label: 'Emplacements',
    isRequired: true,
    outcome: (f) => {
      if (!f.placeTypes.some((t) => t.activePlaces > 0)) return missing('Aucun emplacement actif');
      const empty = f.placeTypes.filter((t) => t.activePlaces === 0);
      return incomplete(empty.length ? [`Aucun emplacement de type ${names(empty)}`] : []);
    },
  },
  {
    key: 'extra',
    label: 'Extras',
    isRequired: false,
    outcome: (f) => (f.activeExtras === 0 ? missing('Aucun extra actif (électricité, animal, véhicule…)') : done),
  },
  {
    key: 'itemType',
    label: "Types d'animaux et de véhicules",
    isRequired: false,
    outcome: (f) => {
      if (f.animalTypes.length === 0 && f.vehicleTypes.length === 0)
        return missing("Aucun type d'animal ni de véhicule");
      const why: string[] = [];
      if (f.animalTypes.length === 0) why.push("Aucun type d'animal");
      if (f.vehicleTypes.length === 0) why.push('Aucun type de véhicule');
      const free = [...f.animalTypes, ...f.vehicleTypes].filter((t) => !t.isCharged);
      if (free.length) why.push(`Facturé par aucun extra ni option de grille : ${names(free)}`);
      return incomplete(why);
    },
  },
  {
    key: 'touristTax',
    label: 'Taxe de séjour',
    isRequired: false,
    outcome: (f) => {
      if (f.taxes.length === 0) return missing('Aucune taxe de séjour active');
      const stale = f.taxes.filter((t) => !t.hasPriceAhead);
      return incomplete(stale.length ? [`Aucun tarif après le ${frenchDate(f.today)} : ${names(stale)}`] : []);
    },
  },
  {
    key: 'priceGrid',
    label: 'Grilles tarifaires',
    isRequired: true,
    outcome: (f) => {
      if (f.activeGrids === 0) return missing('Aucune grille tarifaire active');
      const priced = new Set(f.pricedPlaceTypeIds);
      // Residential parcels are let by the year (their annual rent), not through a grid.
      const unpriced = f.placeTypes.filter((t) => !t.isResidential && !priced.has(t.id));
      return incomplete(
        unpriced.map((t) => `Aucune grille active ne tarife ${t.label} après le ${frenchDate(f.today)}`),
      );
    },
  },
  {
    key: 'paymentMethod',
    label: 'Moyens de paiement',
    isRequired: false,
    outcome: (f) => (f.activePaymentMethods === 0 ? missing('Aucun moyen de paiement actif') : done),
  },
];

/** Each step's state and reasons; `pathOf` gives the step's screen, or null when the user may not open it. */
export function setupChecklist(f: SetupFacts, pathOf: (key: SetupStepKey) => string | null): SetupChecklist {
  return {
    canTakeBookings: canTakeBookings(f),
    steps: steps.map((s) => ({
      key: s.key,
      label: s.label,
      isRequired: s.isRequired,
      ...s.outcome(f),
      path: pathOf(s.key),
    })),
  };
}
