// The single settings forms of /admin/module/ ("other module screens"). Where the spec
// gives a setting it is cited; every other field was chosen by us for a French campsite.
import { z } from 'zod';
import { defineSettings, field, notBuilt, type SettingsDefinition, withHint } from '../../settings/definition';
import { NOT_BUILT } from '../../settings/not-built';
import { connectorSettings } from './connector-settings';
import { taxStatementInformationSettings, taxStatementSettings, tvaStatementSettings } from './statement-settings';

// Default days and days before today configurable; place ordering modes. Colours: ours.
export const planningSettings = defineSettings({
  key: 'planning',
  path: '/admin/module/planning',
  title: 'Module planning',
  fields: {
    defaultDays: field.int('Nombre de jours affichés par défaut', 30, 7, 366),
    daysBeforeToday: field.int("Jours affichés avant aujourd'hui", 3, 0, 60),
    placeOrder: field.select(
      'Ordre des emplacements',
      [
        { id: 'equipment_number', label: 'Par équipement et numéro' },
        { id: 'equipment_name', label: 'Par équipement et nom' },
        { id: 'number', label: 'Par numéro' },
        { id: 'name', label: 'Par nom' },
      ],
      'equipment_number',
    ),
    showCustomerName: field.bool('Afficher le nom du client', true),
    showUnavailabilities: field.bool('Afficher les indisponibilités', true),
    colorBy: field.select(
      'Couleur des séjours',
      [
        { id: 'status', label: 'Selon le statut' },
        { id: 'partner', label: 'Selon le partenaire' },
      ],
      'status',
    ),
  },
});

// Tokens per day per person, shower minutes, buttons per page and maximum pages. Kiosk
// opening hour, signature and welcome e-mail: ours.
export const checkInSettings = defineSettings({
  key: 'check-in',
  path: '/admin/module/check-in',
  title: 'Module check-in',
  notBuilt: NOT_BUILT.kiosk,
  fields: {
    tokensPerDayPerPerson: field.int('Jetons par jour et par personne', 1, 0, 20),
    showerMinutes: field.int('Durée d’une douche (minutes)', 5, 1, 60),
    buttonsPerPage: field.int('Boutons par page', 8, 1, 24),
    maxPages: field.int('Nombre maximal de pages', 5, 1, 20),
    kioskFromHour: field.hour('Arrivées à la borne à partir de', '14:00'),
    requireSignature: field.bool('Signature du client obligatoire', true),
    sendWelcomeEmail: field.bool("E-mail de bienvenue à l'arrivée", true),
  },
});

// Ours: the plan's display. The plan coordinates of each place live with the places.
export const planSettings = defineSettings({
  key: 'plan',
  path: '/admin/module/plan',
  title: 'Module plan',
  fields: {
    showPlaceNumbers: field.bool('Afficher les numéros des emplacements', true),
    showCustomerName: field.bool('Afficher le nom du client', false),
    defaultZoomPercent: field.int('Zoom par défaut (%)', 100, 25, 400),
    refreshSeconds: field.int('Actualisation (secondes)', 60, 10, 3600),
  },
});

// Ours, after the French rule (CESEDA R611-42): a police form for every foreign guest aged 15
// or more, kept six months.
export const policeNoteBookSettings = defineSettings({
  key: 'police-note-book',
  path: '/admin/module/police-note-book',
  title: 'Module registre de police',
  notBuilt: NOT_BUILT.policeRegister,
  fields: {
    foreignersOnly: field.bool('Clients étrangers uniquement', true),
    includeEuCitizens: field.bool("Inclure les ressortissants de l'Union européenne", true),
    minimumAge: field.int('À partir de (âge)', 15, 0, 18),
    requireBirthPlace: field.bool('Lieu de naissance obligatoire', true),
    requireIdDocument: field.bool("Pièce d'identité obligatoire", false),
    retentionMonths: field.int('Conservation des fiches (mois)', 6, 1, 60),
    printOnArrival: field.bool("Imprimer la fiche à l'arrivée", false),
  },
});

// Ours: the VACAF agreement and how aids are invoiced to the CAF. The booking's save bounds an aid
// by the stay (tourist tax in or not) and the cap; /vacaf-list shows the agreement and the day each
// aid may be invoiced to the CAF.
export const vacafSettings = defineSettings({
  key: 'vacaf',
  path: '/admin/module/vacaf',
  title: 'Module VACAF',
  fields: {
    agreementNumber: withHint(
      field.text("Numéro d'agrément VACAF", '', 30),
      'Affiché en tête de la liste des dossiers VACAF.',
    ),
    invoiceDelayDays: withHint(
      field.int('Facturation à la CAF après le départ (jours)', 30, 0, 365),
      'La liste des dossiers VACAF donne pour chaque aide le jour où elle devient facturable.',
    ),
    includeTouristTax: withHint(
      field.bool("Taxe de séjour comprise dans l'aide", false),
      "Décochée : l'aide d'un séjour ne dépasse pas son prix hors taxe de séjour.",
    ),
    maxAidCents: withHint(
      field.money('Aide maximale par séjour (0 = sans plafond)', 0),
      "Une aide plus élevée est refusée à l'enregistrement de la réservation.",
    ),
  },
});

// Ours: quote validity, numbering and relaunch. The prefix (letters and digits, so that it sorts
// and matches as typed) starts each quote number, D by default: D26-00042.
export const quotationSettings = defineSettings({
  key: 'quotation',
  path: '/admin/module/quotation',
  title: 'Module devis',
  fields: {
    validityDays: notBuilt(NOT_BUILT.quoteValidity, field.int('Validité du devis (jours)', 15, 1, 365)),
    numberPrefix: field.custom(
      z
        .string({ error: 'INVALID_TYPE' })
        .trim()
        .max(8, { error: 'TOO_LONG' })
        .regex(/^[A-Za-z0-9]*$/, { error: 'INVALID_TYPE' })
        .default('D'),
      { label: 'Préfixe des numéros de devis', kind: 'text', maxLength: 8, hint: 'Lettres et chiffres' },
    ),
    relaunchDays: notBuilt(NOT_BUILT.quoteRelaunch, field.int('Relance après (jours, 0 = jamais)', 7, 0, 365)),
    showPriceDetail: field.bool('Détailler les prix sur le devis', true),
  },
});

// Billing units (day, month, year, package), automatic sending on the 5th of the month,
// parcel-free check initial value 126. Retrocession rate and notice: ours.
export const residentialSettings = defineSettings({
  key: 'residential',
  path: '/admin/module/residential-preference',
  title: 'Préférences résidentielles',
  notBuilt: NOT_BUILT.residents,
  fields: {
    billingUnit: field.select(
      'Unité de facturation',
      [
        { id: 'day', label: 'Jour' },
        { id: 'month', label: 'Mois' },
        { id: 'year', label: 'Année' },
        { id: 'package', label: 'Forfait' },
      ],
      'year',
    ),
    automaticSendingDay: field.int('Envoi automatique le (jour du mois)', 5, 1, 28),
    parcelFreeCheckInitial: field.int('Valeur initiale du contrôle des parcelles libres', 126, 0, 1_000_000),
    subletRetrocessionRate: field.percent('Taux de rétrocession des sous-locations', 7000),
    contractNoticeDays: field.int('Préavis de fin de contrat (jours)', 90, 0, 365),
  },
});

// Up to 3 reference years, regenerated nightly, rates in 10 % bands. Hour and filters: ours.
export const statisticsInternSettings = defineSettings({
  key: 'statistics-intern',
  path: '/admin/module/statistics-intern',
  title: 'Statistiques internes',
  notBuilt: NOT_BUILT.statistics,
  fields: {
    referenceYears: field.int('Années de référence', 3, 1, 3),
    nightlyRegeneration: field.bool('Recalcul chaque nuit', true),
    regenerationHour: field.hour('Heure du recalcul', '03:00'),
    includeResidential: field.bool('Inclure les résidents', false),
  },
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
