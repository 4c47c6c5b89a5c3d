// The module grids of /admin/module/ (spec §2): each lists provider configurations of one module,
// a provider of spec §9's enumeration where it gives one, an active flag and typed settings.
// The spec numbers the providers without naming them (Swikly aside): labels say the number.
// Settings fields are ours unless cited.
import { z } from 'zod';
import { numbered, type SettingField, setting } from '../../settings/definition';
import type { ProviderKind } from './provider-kind';

const several = (noun: string, count: number) =>
  numbered(Array.from({ length: count }, (_, i) => `${noun} n° ${i + 1}`));
const single = (label: string) => numbered([label]);
const apiFields: SettingField[] = [
  { name: 'apiUrl', label: "Adresse de l'API", kind: 'text', maxLength: 200 },
  { name: 'apiKey', label: "Clé d'API", kind: 'text', maxLength: 200 },
];
const api = { apiUrl: setting.text('', 200), apiKey: setting.text('', 200) };

// Business rules §3 and §9: calcul 1 surety, 2 balance, 3 both; first notice and reminder X days
// before arrival (D-10 and D-5 by default); payment link validity in days. Amount: ours.
export const suretySettingsSchema = z.object({
  calcul: setting.choice([1, 2, 3] as const, 1),
  nbdaySurety: setting.int(10, 0, 365),
  nbdaySuretyReminder: setting.int(5, 0, 365),
  suretyAmountCents: setting.cents(30_000),
  linkValidityDays: setting.int(7, 1, 90),
  ...api,
});

function kind(k: ProviderKind): ProviderKind {
  return k;
}

export const providerKinds: readonly ProviderKind[] = [
  kind({
    kind: 'accounting',
    module: 'accounting_export',
    title: 'Logiciels comptables',
    providers: several('Logiciel comptable', 11),
    schema: z.object({
      ...api,
      salesJournal: setting.text('VE', 8),
      bankJournal: setting.text('BQ', 8),
      exportPayments: setting.bool(true),
      fileNamePrefix: setting.text('export', 30),
    }),
    fields: [
      ...apiFields,
      { name: 'salesJournal', label: 'Journal des ventes', kind: 'text', maxLength: 8 },
      { name: 'bankJournal', label: 'Journal de banque', kind: 'text', maxLength: 8 },
      { name: 'exportPayments', label: 'Exporter les règlements', kind: 'bool' },
      { name: 'fileNamePrefix', label: 'Préfixe des fichiers', kind: 'text', maxLength: 30 },
    ],
  }),
  kind({
    kind: 'insurance',
    module: 'insurance',
    title: 'Assurances annulation',
    idParam: 'insuranceId',
    providers: single('Assureur'),
    schema: z.object({
      contractNumber: setting.text('', 40),
      rate: setting.int(350, 0, 10_000),
      minimumCents: setting.cents(0),
      offeredByDefault: setting.bool(true),
      includeTouristTax: setting.bool(false),
    }),
    fields: [
      { name: 'contractNumber', label: 'Numéro de contrat', kind: 'text', maxLength: 40 },
      { name: 'rate', label: 'Taux sur le montant du séjour', kind: 'percent' },
      { name: 'minimumCents', label: 'Prime minimale', kind: 'money' },
      { name: 'offeredByDefault', label: 'Proposée par défaut', kind: 'bool' },
      { name: 'includeTouristTax', label: 'Taxe de séjour dans la base', kind: 'bool' },
    ],
  }),
  kind({
    kind: 'emailing',
    module: 'emailing',
    title: 'Campagnes e-mailing',
    idParam: 'emailingId',
    providers: single('Routeur'),
    // Spec §9: campaigns by e-mail or SMS.
    schema: z.object({
      ...api,
      channel: setting.choice(['email', 'sms'] as const, 'email'),
      senderName: setting.text('', 80),
      smsSender: setting.text('', 11),
      dailyLimit: setting.int(1000, 1, 1_000_000),
    }),
    fields: [
      ...apiFields,
      {
        name: 'channel',
        label: 'Canal',
        kind: 'select',
        options: [
          { id: 'email', label: 'E-mail' },
          { id: 'sms', label: 'SMS' },
        ],
      },
      { name: 'senderName', label: "Nom de l'expéditeur", kind: 'text', maxLength: 80 },
      { name: 'smsSender', label: 'Émetteur des SMS (11 caractères)', kind: 'text', maxLength: 11 },
      { name: 'dailyLimit', label: 'Envois maximum par jour', kind: 'integer', min: 1 },
    ],
  }),
  kind({
    kind: 'satisfaction-survey',
    module: 'satisfaction_survey',
    title: 'Enquêtes de satisfaction',
    idParam: 'satisfactionSurveyId',
    providers: several('Prestataire', 2),
    schema: z.object({ ...api, sendDaysAfterDeparture: setting.int(1, 0, 60) }),
    fields: [
      ...apiFields,
      { name: 'sendDaysAfterDeparture', label: 'Envoi après le départ (jours)', kind: 'integer', min: 0, max: 60 },
    ],
  }),
  kind({
    kind: 'access-control',
    module: 'access_control',
    title: "Contrôles d'accès",
    idParam: 'accessControlId',
    providers: several("Système d'accès", 6),
    schema: z.object({
      serialPort: setting.text('/dev/ttyUSB0', 80),
      badgesPerBooking: setting.int(2, 0, 20),
      openBeforeArrivalHours: setting.int(0, 0, 48),
      closeAfterDepartureHours: setting.int(2, 0, 48),
    }),
    fields: [
      { name: 'serialPort', label: 'Port série', kind: 'text', maxLength: 80 },
      { name: 'badgesPerBooking', label: 'Badges par réservation', kind: 'integer', min: 0, max: 20 },
      { name: 'openBeforeArrivalHours', label: "Accès avant l'arrivée (heures)", kind: 'integer', min: 0, max: 48 },
      { name: 'closeAfterDepartureHours', label: 'Accès après le départ (heures)', kind: 'integer', min: 0, max: 48 },
    ],
  }),
  kind({
    kind: 'statistics',
    module: 'statistics',
    title: 'Statistiques externes',
    idParam: 'statisticsId',
    providers: several('Prestataire', 3),
    schema: z.object({ ...api, siteCode: setting.text('', 30), sendNightly: setting.bool(true) }),
    fields: [
      ...apiFields,
      { name: 'siteCode', label: 'Code du site', kind: 'text', maxLength: 30 },
      { name: 'sendNightly', label: 'Envoi chaque nuit', kind: 'bool' },
    ],
  }),
  kind({
    kind: 'yield-management',
    module: 'yield_management',
    title: 'Revenue management',
    idParam: 'yieldManagementId',
    providers: several('Outil de revenue management', 10),
    schema: z.object({
      ...api,
      siteCode: setting.text('', 30),
      pushPrices: setting.bool(false),
      floorPriceCents: setting.cents(0),
    }),
    fields: [
      ...apiFields,
      { name: 'siteCode', label: 'Code du site', kind: 'text', maxLength: 30 },
      { name: 'pushPrices', label: 'Appliquer les prix recommandés', kind: 'bool' },
      { name: 'floorPriceCents', label: 'Prix plancher par nuit', kind: 'money' },
    ],
  }),
  kind({
    kind: 'doc-editor',
    module: 'doc_editor',
    title: 'Éditeur de documents',
    idParam: 'docEditorId',
    providers: single('Éditeur intégré'),
    schema: z.object({
      pageSize: setting.choice(['A4', 'A5'] as const, 'A4'),
      marginMm: setting.int(15, 0, 50),
      showLogo: setting.bool(true),
    }),
    fields: [
      {
        name: 'pageSize',
        label: 'Format de page',
        kind: 'select',
        options: [
          { id: 'A4', label: 'A4' },
          { id: 'A5', label: 'A5' },
        ],
      },
      { name: 'marginMm', label: 'Marges (mm)', kind: 'integer', min: 0, max: 50 },
      { name: 'showLogo', label: 'Logo en en-tête', kind: 'bool' },
    ],
  }),
  kind({
    kind: 'gift',
    module: 'gift',
    title: 'Bons cadeaux',
    idParam: 'giftId',
    providers: single('Bons cadeaux du camping'),
    // Spec §9: gift voucher kinds article, value, service; credit validity in months.
    schema: z.object({
      defaultKind: setting.choice(['article', 'value', 'service'] as const, 'value'),
      validityMonths: setting.int(12, 1, 60),
      numberPrefix: setting.text('BC', 8),
      soldOnline: setting.bool(false),
    }),
    fields: [
      {
        name: 'defaultKind',
        label: 'Type de bon par défaut',
        kind: 'select',
        options: [
          { id: 'article', label: 'Article' },
          { id: 'value', label: 'Valeur' },
          { id: 'service', label: 'Prestation' },
        ],
      },
      { name: 'validityMonths', label: 'Validité (mois)', kind: 'integer', min: 1, max: 60 },
      { name: 'numberPrefix', label: 'Préfixe des numéros', kind: 'text', maxLength: 8 },
      { name: 'soldOnline', label: 'Vendus en ligne', kind: 'bool' },
    ],
  }),
  kind({
    kind: 'online-booking',
    module: 'online_booking',
    title: 'Réservation en ligne',
    idParam: 'onlineBookingId',
    providers: several('Moteur de réservation', 7),
    schema: z.object({
      ...api,
      importAutomatically: setting.bool(true),
      minNights: setting.int(1, 1, 60),
      bookingWindowDays: setting.int(365, 1, 730),
    }),
    fields: [
      ...apiFields,
      { name: 'importAutomatically', label: 'Intégrer automatiquement les réservations', kind: 'bool' },
      { name: 'minNights', label: 'Nuits minimum', kind: 'integer', min: 1, max: 60 },
      { name: 'bookingWindowDays', label: 'Réservable jusqu’à (jours)', kind: 'integer', min: 1, max: 730 },
    ],
  }),
  kind({
    kind: 'concierge-service',
    module: 'concierge_service',
    title: 'E-conciergerie',
    idParam: 'conciergeServiceId',
    providers: single('Prestataire'),
    schema: z.object({ ...api, sendDaysBeforeArrival: setting.int(7, 0, 60), offerExtras: setting.bool(true) }),
    fields: [
      ...apiFields,
      { name: 'sendDaysBeforeArrival', label: "Envoi avant l'arrivée (jours)", kind: 'integer', min: 0, max: 60 },
      { name: 'offerExtras', label: 'Proposer les extras', kind: 'bool' },
    ],
  }),
  kind({
    kind: 'surety',
    module: 'surety',
    title: 'Cautions',
    idParam: 'suretyId',
    providers: numbered(['Swikly', 'Prestataire n° 2']),
    schema: suretySettingsSchema,
    fields: [
      {
        name: 'calcul',
        label: 'Calcul',
        kind: 'select',
        options: numbered(['Caution', 'Solde', 'Caution et solde']),
      },
      { name: 'nbdaySurety', label: "Premier envoi avant l'arrivée (jours)", kind: 'integer', min: 0, max: 365 },
      { name: 'nbdaySuretyReminder', label: "Relance avant l'arrivée (jours)", kind: 'integer', min: 0, max: 365 },
      { name: 'suretyAmountCents', label: 'Montant de la caution', kind: 'money' },
      { name: 'linkValidityDays', label: 'Validité du lien de paiement (jours)', kind: 'integer', min: 1, max: 90 },
      ...apiFields,
    ],
  }),
  kind({
    kind: 'cleanning',
    module: 'cleaning',
    title: 'Ménage',
    idParam: 'cleanningId',
    providers: single('Équipe du camping'),
    // Business rules §4: task kinds cleaning, control, inter.
    schema: z.object({
      startHour: setting.hour('10:00'),
      minutesPerPlace: setting.int(90, 5, 600),
      teams: setting.int(2, 1, 50),
      controlAfterCleaning: setting.bool(true),
    }),
    fields: [
      { name: 'startHour', label: 'Début du ménage', kind: 'text', placeholder: 'HH:MM' },
      { name: 'minutesPerPlace', label: 'Durée par hébergement (minutes)', kind: 'integer', min: 5, max: 600 },
      { name: 'teams', label: "Nombre d'équipes", kind: 'integer', min: 1, max: 50 },
      { name: 'controlAfterCleaning', label: 'Contrôle après le ménage', kind: 'bool' },
    ],
  }),
];

export function providerKind(kind: string): ProviderKind {
  const found = providerKinds.find((k) => k.kind === kind);
  if (!found) throw new Error(`unknown provider kind ${kind}`);
  return found;
}
