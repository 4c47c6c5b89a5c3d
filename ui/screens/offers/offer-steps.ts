// The special-offer wizard's steps: what each asks, which contract fields it
// answers for, and the neutral values standing for a later step's fields while an earlier step is
// checked (the contract's cross-field rules only run on a whole offer).
import type { FieldDef } from '../../entity/types';
import { isPercentOffer } from './offer-ui';

type Values = Record<string, unknown>;

export interface OfferStep {
  readonly key: string;
  readonly title: string;
  /** Top-level contract fields this step answers for: its errors are shown here. */
  readonly names: readonly string[];
  /** The controls, by what is chosen so far (a percent reduction, the x-for-y nights...). */
  readonly fields: (values: Values) => readonly FieldDef[];
  /** Valid values of this step's fields, used while an earlier step is checked. */
  readonly neutral?: Values;
}

/** The languages an offer is labelled in; French is required. */
export const OFFER_LANGUAGES = [
  { code: 'fr', label: 'Français' },
  { code: 'en', label: 'Anglais' },
  { code: 'de', label: 'Allemand' },
  { code: 'nl', label: 'Néerlandais' },
  { code: 'es', label: 'Espagnol' },
] as const;

/** The edit answer's list of each kind of included service. */
const SERVICE_CHOICES: Record<string, string> = {
  extra: 'availableExtra',
  animal: 'availableAnimal',
  vehicle: 'availableVehicle',
};

const reductionFields = (v: Values): FieldDef[] => {
  const type = v.type;
  const fields: FieldDef[] = [];
  if (type === 7 || type === 8)
    fields.push({ name: 'reductionUnit', label: 'Réduction en', kind: 'select', choices: 'availableReductionUnit' });
  if (type === 4) {
    fields.push(
      { name: 'nightsStayed', label: 'Nuits séjournées (x)', kind: 'integer', required: true, min: 1 },
      { name: 'nightsPaid', label: 'Nuits payées (y)', kind: 'integer', required: true, min: 1 },
    );
  } else {
    const hint =
      type === 5
        ? 'Le prix barré : le séjour ramené à ce montant'
        : type === 6
          ? 'Au plus ce montant de la prestation incluse'
          : undefined;
    fields.push({
      name: 'reduction',
      label: isPercentOffer({ type, reductionUnit: v.reductionUnit }) ? 'Réduction (%)' : 'Réduction (€)',
      kind: isPercentOffer({ type, reductionUnit: v.reductionUnit }) ? 'percent' : 'money',
      required: true,
      hint,
    });
  }
  if (type === 7 || type === 8)
    fields.push({
      name: 'daysBeforeArrival',
      label: type === 7 ? "Au plus tant de jours avant l'arrivée" : "Au moins tant de jours avant l'arrivée",
      kind: 'integer',
      required: true,
      min: 0,
    });
  if (type === 6)
    fields.push(
      {
        name: 'serviceKind',
        label: 'Nature de la prestation',
        kind: 'select',
        choices: 'availableServiceKind',
        required: true,
      },
      {
        name: 'serviceRefId',
        label: 'Prestation incluse',
        kind: 'select',
        choices: SERVICE_CHOICES[String(v.serviceKind)] ?? 'availableExtra',
        required: true,
      },
    );
  return fields;
};

const depositFields = (v: Values): FieldDef[] => [
  {
    name: 'depositMode',
    label: 'Acompte',
    kind: 'select',
    choices: 'availableDepositMode',
    hint: "Vide : celui de l'établissement",
  },
  ...(v.depositMode === 'percent'
    ? [{ name: 'depositRate', label: "Taux d'acompte (%)", kind: 'percent' } as const]
    : v.depositMode === 'fixed'
      ? [{ name: 'depositAmountCents', label: "Montant de l'acompte", kind: 'money' } as const]
      : []),
  ...(v.depositMode
    ? [{ name: 'depositBalanceDays', label: 'Solde dû, jours avant arrivée', kind: 'integer', min: 0 } as const]
    : []),
  {
    name: 'bookingFeeMode',
    label: 'Frais de dossier',
    kind: 'select',
    choices: 'availableBookingFeeMode',
    hint: 'Vide : ceux de la grille',
  },
  ...(v.bookingFeeMode === 'amount'
    ? [{ name: 'bookingFeeCents', label: 'Montant des frais', kind: 'money' } as const]
    : []),
];

export const offerSteps: readonly OfferStep[] = [
  {
    key: 'type',
    title: "Type d'offre",
    names: ['type'],
    fields: () => [
      { name: 'type', label: "Type d'offre", kind: 'select', choices: 'availableOfferType', required: true, span: 2 },
    ],
  },
  {
    key: 'period',
    title: 'Période',
    names: ['offerStartDate', 'offerEndDate'],
    fields: () => [
      { name: 'offerStartDate', label: 'Réservable du', kind: 'date', required: true },
      { name: 'offerEndDate', label: 'au', kind: 'date', required: true },
    ],
    neutral: { offerStartDate: '2000-01-01', offerEndDate: '2000-01-01' },
  },
  {
    key: 'grids',
    title: 'Grilles tarifaires',
    names: ['gridIds'],
    fields: () => [
      {
        name: 'gridIds',
        label: 'Grilles tarifaires',
        kind: 'multiselect',
        choices: 'availablePriceGrid',
        required: true,
        span: 2,
      },
    ],
    neutral: { gridIds: [1] },
  },
  {
    key: 'stay',
    title: "Période d'application",
    names: ['stayStartDate', 'stayEndDate', 'minNights', 'maxNights'],
    fields: () => [
      { name: 'stayStartDate', label: 'Séjours du', kind: 'date', required: true },
      { name: 'stayEndDate', label: 'au', kind: 'date', required: true },
      { name: 'minNights', label: 'Nuits minimum', kind: 'integer', min: 0 },
      { name: 'maxNights', label: 'Nuits maximum', kind: 'integer', min: 0 },
    ],
    neutral: { stayStartDate: '2000-01-01', stayEndDate: '2000-01-01', minNights: null, maxNights: null },
  },
  {
    key: 'reduction',
    title: 'Montant de la réduction',
    names: [
      'reduction',
      'reductionUnit',
      'nightsStayed',
      'nightsPaid',
      'daysBeforeArrival',
      'serviceKind',
      'serviceRefId',
    ],
    fields: reductionFields,
    neutral: {
      reduction: 0,
      reductionUnit: 'euro',
      nightsStayed: 2,
      nightsPaid: 1,
      daysBeforeArrival: 0,
      serviceKind: 'extra',
      serviceRefId: 1,
    },
  },
  {
    key: 'application',
    title: 'Application',
    names: ['application'],
    fields: () => [
      {
        name: 'application',
        label: "S'applique sur",
        kind: 'select',
        choices: 'availableApplication',
        required: true,
        span: 2,
      },
    ],
    neutral: { application: 'accommodation' },
  },
  {
    key: 'persons',
    title: 'Nombre de personnes',
    names: ['minPersons', 'maxPersons'],
    fields: () => [
      { name: 'minPersons', label: 'Personnes minimum', kind: 'integer', min: 0 },
      { name: 'maxPersons', label: 'Personnes maximum', kind: 'integer', min: 0 },
    ],
    neutral: { minPersons: null, maxPersons: null },
  },
  {
    key: 'deposit',
    title: 'Acompte et frais de dossier',
    names: [
      'depositMode',
      'depositRate',
      'depositAmountCents',
      'depositBalanceDays',
      'bookingFeeMode',
      'bookingFeeCents',
    ],
    fields: depositFields,
    neutral: {
      depositMode: null,
      depositRate: null,
      depositAmountCents: null,
      depositBalanceDays: null,
      bookingFeeMode: null,
      bookingFeeCents: null,
    },
  },
  {
    key: 'payment',
    title: 'Moyens de paiement',
    names: ['paymentMethodIds'],
    fields: () => [
      {
        name: 'paymentMethodIds',
        label: 'Moyens de paiement acceptés',
        kind: 'multiselect',
        choices: 'availablePaymentMethod',
        span: 2,
        hint: 'Vide : tous les moyens de paiement',
      },
    ],
    neutral: { paymentMethodIds: [] },
  },
  {
    key: 'validity',
    title: 'Période de validité',
    names: ['validityStartDate', 'validityEndDate'],
    fields: () => [
      { name: 'validityStartDate', label: 'Valide du', kind: 'date', hint: 'Vide : toute la période de réservation' },
      { name: 'validityEndDate', label: 'au', kind: 'date' },
    ],
    neutral: { validityStartDate: null, validityEndDate: null },
  },
  {
    key: 'labels',
    title: 'Libellés',
    names: ['labels'],
    fields: () =>
      OFFER_LANGUAGES.map((l) => ({
        name: ['labels', l.code],
        label: `Libellé (${l.label})`,
        kind: 'text',
        required: l.code === 'fr',
        maxLength: 120,
      })),
    neutral: { labels: { fr: '-' } },
  },
  {
    key: 'visibility',
    title: 'Visibilité',
    names: ['visibility'],
    fields: () => [
      {
        name: 'visibility',
        label: 'Visibilité',
        kind: 'select',
        choices: 'availableVisibility',
        required: true,
        span: 2,
      },
    ],
    neutral: { visibility: 'competition' },
  },
  {
    key: 'promo',
    title: 'Code promo',
    names: ['promoCode', 'isActive', 'order'],
    fields: () => [
      {
        name: 'promoCode',
        label: 'Code promo',
        kind: 'text',
        maxLength: 40,
        hint: "Vide : l'offre s'applique sans code",
      },
      { name: 'order', label: 'Ordre', kind: 'integer', min: 0 },
      { name: 'isActive', label: 'Active', kind: 'bool' },
    ],
    neutral: { promoCode: null, isActive: true, order: 0 },
  },
  { key: 'summary', title: 'Récapitulatif', names: [], fields: () => [] },
];

/** The step holding a contract field ('labels' for 'labels.en'). */
export const stepOfField = (name: string | number | undefined) =>
  Math.max(
    0,
    offerSteps.findIndex((s) => s.names.includes(String(name))),
  );

/** The values to check step `index` with: the later steps' fields stand at neutral values. */
export function valuesForStep(values: Values, index: number): Values {
  const checked = { ...values };
  for (const step of offerSteps.slice(index + 1)) Object.assign(checked, step.neutral);
  return checked;
}

/** The form's values as the contract takes them: x-for-y offers carry no amount; blank labels dropped. */
export function prepareOffer(values: Values): Values {
  const labels = Object.fromEntries(
    Object.entries((values.labels as Record<string, string | null | undefined>) ?? {}).filter(
      ([language, label]) => language === 'fr' || (label ?? '').trim() !== '',
    ),
  );
  return {
    ...values,
    labels: { ...labels, fr: labels.fr ?? '' },
    reduction: values.type === 4 ? 0 : values.reduction,
  };
}
