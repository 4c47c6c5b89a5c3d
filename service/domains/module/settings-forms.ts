// The single settings forms of /admin/module/ (spec §2 "other module screens"). Where the spec
// gives a setting it is cited; every other field was chosen by us for a French campsite.
import { z } from 'zod';
import { defineSettings, type SettingsDefinition, setting } from '../../settings/definition';
import { connectorSettings } from './connector-settings';
import { taxStatementInformationSettings, taxStatementSettings, tvaStatementSettings } from './statement-settings';

const placeOrders = ['equipment_number', 'equipment_name', 'number', 'name'] as const;
const placeOrderOptions = [
  { id: 'equipment_number', label: 'Par équipement et numéro' },
  { id: 'equipment_name', label: 'Par équipement et nom' },
  { id: 'number', label: 'Par numéro' },
  { id: 'name', label: 'Par nom' },
];

// Spec §9: default days and days before today configurable; place ordering modes. Colours: ours.
export const planningSettings = defineSettings({
  key: 'planning',
  path: '/admin/module/planning',
  title: 'Module planning',
  schema: z.object({
    defaultDays: setting.int(30, 7, 366),
    daysBeforeToday: setting.int(3, 0, 60),
    placeOrder: setting.choice(placeOrders, 'equipment_number'),
    showCustomerName: setting.bool(true),
    showUnavailabilities: setting.bool(true),
    colorBy: setting.choice(['status', 'partner'] as const, 'status'),
  }),
  fields: [
    { name: 'defaultDays', label: 'Nombre de jours affichés par défaut', kind: 'integer', min: 7, max: 366 },
    { name: 'daysBeforeToday', label: "Jours affichés avant aujourd'hui", kind: 'integer', min: 0, max: 60 },
    { name: 'placeOrder', label: 'Ordre des emplacements', kind: 'select', options: placeOrderOptions },
    { name: 'showCustomerName', label: 'Afficher le nom du client', kind: 'bool' },
    { name: 'showUnavailabilities', label: 'Afficher les indisponibilités', kind: 'bool' },
    {
      name: 'colorBy',
      label: 'Couleur des séjours',
      kind: 'select',
      options: [
        { id: 'status', label: 'Selon le statut' },
        { id: 'partner', label: 'Selon le partenaire' },
      ],
    },
  ],
});

// Spec §9: tokens per day per person, shower minutes, buttons per page and maximum pages. Kiosk
// opening hour, signature and welcome e-mail: ours.
export const checkInSettings = defineSettings({
  key: 'check-in',
  path: '/admin/module/check-in',
  title: 'Module check-in',
  schema: z.object({
    tokensPerDayPerPerson: setting.int(1, 0, 20),
    showerMinutes: setting.int(5, 1, 60),
    buttonsPerPage: setting.int(8, 1, 24),
    maxPages: setting.int(5, 1, 20),
    kioskFromHour: setting.hour('14:00'),
    requireSignature: setting.bool(true),
    sendWelcomeEmail: setting.bool(true),
  }),
  fields: [
    { name: 'tokensPerDayPerPerson', label: 'Jetons par jour et par personne', kind: 'integer', min: 0, max: 20 },
    { name: 'showerMinutes', label: 'Durée d’une douche (minutes)', kind: 'integer', min: 1, max: 60 },
    { name: 'buttonsPerPage', label: 'Boutons par page', kind: 'integer', min: 1, max: 24 },
    { name: 'maxPages', label: 'Nombre maximal de pages', kind: 'integer', min: 1, max: 20 },
    { name: 'kioskFromHour', label: 'Arrivées à la borne à partir de', kind: 'text', placeholder: 'HH:MM' },
    { name: 'requireSignature', label: 'Signature du client obligatoire', kind: 'bool' },
    { name: 'sendWelcomeEmail', label: "E-mail de bienvenue à l'arrivée", kind: 'bool' },
  ],
});

// Ours: the plan's display. The plan coordinates of each place live with the places.
export const planSettings = defineSettings({
  key: 'plan',
  path: '/admin/module/plan',
  title: 'Module plan',
  schema: z.object({
    showPlaceNumbers: setting.bool(true),
    showCustomerName: setting.bool(false),
    defaultZoomPercent: setting.int(100, 25, 400),
    refreshSeconds: setting.int(60, 10, 3600),
  }),
  fields: [
    { name: 'showPlaceNumbers', label: 'Afficher les numéros des emplacements', kind: 'bool' },
    { name: 'showCustomerName', label: 'Afficher le nom du client', kind: 'bool' },
    { name: 'defaultZoomPercent', label: 'Zoom par défaut (%)', kind: 'integer', min: 25, max: 400 },
    { name: 'refreshSeconds', label: 'Actualisation (secondes)', kind: 'integer', min: 10, max: 3600 },
  ],
});

// Ours, after the French rule (CESEDA R611-42): a police form for every foreign guest aged 15
// or more, kept six months.
export const policeNoteBookSettings = defineSettings({
  key: 'police-note-book',
  path: '/admin/module/police-note-book',
  title: 'Module registre de police',
  schema: z.object({
    foreignersOnly: setting.bool(true),
    includeEuCitizens: setting.bool(true),
    minimumAge: setting.int(15, 0, 18),
    requireBirthPlace: setting.bool(true),
    requireIdDocument: setting.bool(false),
    retentionMonths: setting.int(6, 1, 60),
    printOnArrival: setting.bool(false),
  }),
  fields: [
    { name: 'foreignersOnly', label: 'Clients étrangers uniquement', kind: 'bool' },
    { name: 'includeEuCitizens', label: "Inclure les ressortissants de l'Union européenne", kind: 'bool' },
    { name: 'minimumAge', label: 'À partir de (âge)', kind: 'integer', min: 0, max: 18 },
    { name: 'requireBirthPlace', label: 'Lieu de naissance obligatoire', kind: 'bool' },
    { name: 'requireIdDocument', label: "Pièce d'identité obligatoire", kind: 'bool' },
    { name: 'retentionMonths', label: 'Conservation des fiches (mois)', kind: 'integer', min: 1, max: 60 },
    { name: 'printOnArrival', label: "Imprimer la fiche à l'arrivée", kind: 'bool' },
  ],
});

// Ours: the VACAF agreement and how aids are invoiced to the CAF.
export const vacafSettings = defineSettings({
  key: 'vacaf',
  path: '/admin/module/vacaf',
  title: 'Module VACAF',
  schema: z.object({
    agreementNumber: setting.text('', 30),
    invoiceDelayDays: setting.int(30, 0, 365),
    includeTouristTax: setting.bool(false),
    maxAidCents: setting.cents(0),
  }),
  fields: [
    { name: 'agreementNumber', label: "Numéro d'agrément VACAF", kind: 'text', maxLength: 30 },
    { name: 'invoiceDelayDays', label: 'Facturation à la CAF après le départ (jours)', kind: 'integer', min: 0 },
    { name: 'includeTouristTax', label: "Taxe de séjour comprise dans l'aide", kind: 'bool' },
    { name: 'maxAidCents', label: 'Aide maximale par séjour (0 = sans plafond)', kind: 'money' },
  ],
});

// Ours: quote validity, numbering and relaunch.
export const quotationSettings = defineSettings({
  key: 'quotation',
  path: '/admin/module/quotation',
  title: 'Module devis',
  schema: z.object({
    validityDays: setting.int(15, 1, 365),
    numberPrefix: setting.text('DEV', 8),
    relaunchDays: setting.int(7, 0, 365),
    showPriceDetail: setting.bool(true),
  }),
  fields: [
    { name: 'validityDays', label: 'Validité du devis (jours)', kind: 'integer', min: 1, max: 365 },
    { name: 'numberPrefix', label: 'Préfixe des numéros de devis', kind: 'text', maxLength: 8 },
    { name: 'relaunchDays', label: 'Relance après (jours, 0 = jamais)', kind: 'integer', min: 0 },
    { name: 'showPriceDetail', label: 'Détailler les prix sur le devis', kind: 'bool' },
  ],
});

// Spec §9: billing units (day, month, year, package), automatic sending on the 5th of the month,
// parcel-free check initial value 126. Retrocession rate and notice: ours.
export const residentialSettings = defineSettings({
  key: 'residential',
  path: '/admin/module/residential-preference',
  title: 'Préférences résidentielles',
  schema: z.object({
    billingUnit: setting.choice(['day', 'month', 'year', 'package'] as const, 'year'),
    automaticSendingDay: setting.int(5, 1, 28),
    parcelFreeCheckInitial: setting.int(126, 0, 1_000_000),
    subletRetrocessionRate: setting.int(7000, 0, 10_000),
    contractNoticeDays: setting.int(90, 0, 365),
  }),
  fields: [
    {
      name: 'billingUnit',
      label: 'Unité de facturation',
      kind: 'select',
      options: [
        { id: 'day', label: 'Jour' },
        { id: 'month', label: 'Mois' },
        { id: 'year', label: 'Année' },
        { id: 'package', label: 'Forfait' },
      ],
    },
    { name: 'automaticSendingDay', label: 'Envoi automatique le (jour du mois)', kind: 'integer', min: 1, max: 28 },
    { name: 'parcelFreeCheckInitial', label: 'Valeur initiale du contrôle des parcelles libres', kind: 'integer' },
    { name: 'subletRetrocessionRate', label: 'Taux de rétrocession des sous-locations', kind: 'percent' },
    { name: 'contractNoticeDays', label: 'Préavis de fin de contrat (jours)', kind: 'integer', min: 0, max: 365 },
  ],
});

// Spec §9: up to 3 reference years, regenerated nightly, rates in 10 % bands. Hour and filters: ours.
export const statisticsInternSettings = defineSettings({
  key: 'statistics-intern',
  path: '/admin/module/statistics-intern',
  title: 'Statistiques internes',
  schema: z.object({
    referenceYears: setting.int(3, 1, 3),
    nightlyRegeneration: setting.bool(true),
    regenerationHour: setting.hour('03:00'),
    includeResidential: setting.bool(false),
  }),
  fields: [
    { name: 'referenceYears', label: 'Années de référence', kind: 'integer', min: 1, max: 3 },
    { name: 'nightlyRegeneration', label: 'Recalcul chaque nuit', kind: 'bool' },
    { name: 'regenerationHour', label: 'Heure du recalcul', kind: 'text', placeholder: 'HH:MM' },
    { name: 'includeResidential', label: 'Inclure les résidents', kind: 'bool' },
  ],
});

/** Keyed by the setting's key (its REST path segment and storage key). */
export const moduleSettings = {
  clicamp: connectorSettings('clicamp', 'Module Clicamp'),
  easycamp: connectorSettings('easycamp', 'Module Easycamp'),
  todocamp: connectorSettings('todocamp', 'Module Todocamp'),
  'police-note-book': policeNoteBookSettings,
  'check-in': checkInSettings,
  planning: planningSettings,
  plan: planSettings,
  vacaf: vacafSettings,
  quotation: quotationSettings,
  'tax-statement': taxStatementSettings,
  'tax-statement-informations': taxStatementInformationSettings,
  'tva-statement': tvaStatementSettings,
  residential: residentialSettings,
  'statistics-intern': statisticsInternSettings,
} as const;

export type ModuleSettingKey = keyof typeof moduleSettings;

export const moduleSettingsForms: readonly SettingsDefinition[] = Object.values(moduleSettings);
