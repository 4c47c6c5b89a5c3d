// The module grids of /admin/module/: each lists provider configurations of one module,
// a provider's enumeration where it gives one, an active flag and typed settings.
// The spec numbers the providers without naming them (Swikly aside): labels say the number.
// Settings fields are ours unless cited.
import { field, numbered, type SettingField, settingFields } from '../../settings/definition';
import { NOT_BUILT } from '../../settings/not-built';
import type { ProviderKind } from './provider-kind';

/** The settings of a module not built yet: shown disabled, never stored, like the typed settings'. */
const notBuilt = <S>(module: string, parts: { schema: S; fields: SettingField[] }) => ({
  schema: parts.schema,
  fields: parts.fields.map((f) => ({ ...f, notBuilt: module })),
});

const several = (noun: string, count: number) =>
  numbered(Array.from({ length: count }, (_, i) => `${noun} n° ${i + 1}`));
const single = (label: string) => numbered([label]);
const api = { apiUrl: field.text("Adresse de l'API", '', 200), apiKey: field.text("Clé d'API", '', 200) };

// Calcul 1 surety, 2 balance, 3 both; first notice and reminder X days
// before arrival (D-10 and D-5 by default); payment link validity in days. Amount: ours.
const surety = settingFields({
  calcul: field.select(
    'Calcul',
    [
      { id: 1, label: 'Caution' },
      { id: 2, label: 'Solde' },
      { id: 3, label: 'Caution et solde' },
    ],
    1,
  ),
  nbdaySurety: field.int("Premier envoi avant l'arrivée (jours)", 10, 0, 365),
  nbdaySuretyReminder: field.int("Relance avant l'arrivée (jours)", 5, 0, 365),
  suretyAmountCents: field.money('Montant de la caution', 30_000),
  linkValidityDays: field.int('Validité du lien de paiement (jours)', 7, 1, 90),
  // The box's own provider e-mails a link to its public page: the address guests reach it at.
  publicUrl: field.text('Adresse publique du camping (lien de caution)', '', 200),
  ...api,
});
export const suretySettingsSchema = surety.schema;

// The box decides itself (POST access/check): the validity around arrival and departure, the
// opening hours, the balance and the shower tokens per person and day (the spec's « tokens per day
// per person and shower minutes ») are read by service/domains/access. Hours and defaults: ours.
const accessControl = settingFields({
  // The OSDP badge reader wired to the box itself (RS-485 adapter); empty when the readers ask over HTTP.
  serialPort: field.text('Port série du lecteur de badges (vide : aucun)', '', 80),
  osdpAddress: field.int('Adresse OSDP du lecteur', 0, 0, 126),
  failSafe: field.select(
    'Si la décision manque (service occupé)',
    [
      { id: 'stay-closed', label: 'Rester fermé' },
      { id: 'cached-codes', label: 'Badges valides connus du lecteur' },
    ],
    'stay-closed',
  ),
  badgesPerBooking: field.int('Badges par réservation', 2, 0, 20),
  openBeforeArrivalHours: field.int("Accès avant l'heure d'arrivée (heures)", 0, 0, 48),
  closeAfterDepartureHours: field.int("Accès après l'heure de départ (heures)", 2, 0, 48),
  openFrom: field.hour("Ouverture de l'accès", '07:00'),
  openTo: field.hour("Fermeture de l'accès", '23:00'),
  refuseWhileBalanceDue: field.bool('Refuser tant que le solde est dû', false),
  showerTokensPerPersonPerDay: field.int('Jetons de douche par personne et par jour (0 = sans compte)', 0, 0, 20),
  showerMinutes: field.int("Minutes d'eau par jeton", 6, 1, 60),
});
export const accessControlSettingsSchema = accessControl.schema;

export const providerKinds: readonly ProviderKind[] = [
  {
    kind: 'accounting',
    module: 'accounting_export',
    title: 'Logiciels comptables',
    providers: several('Logiciel comptable', 11),
    ...notBuilt(
      NOT_BUILT.accountingExport,
      settingFields({
        ...api,
        salesJournal: field.text('Journal des ventes', 'VE', 8),
        bankJournal: field.text('Journal de banque', 'BQ', 8),
        exportPayments: field.bool('Exporter les règlements', true),
        fileNamePrefix: field.text('Préfixe des fichiers', 'export', 30),
      }),
    ),
  },
  {
    kind: 'insurance',
    module: 'insurance',
    title: 'Assurances annulation',
    idParam: 'insuranceId',
    providers: single('Assureur'),
    ...notBuilt(
      NOT_BUILT.insurance,
      settingFields({
        contractNumber: field.text('Numéro de contrat', '', 40),
        rate: field.percent('Taux sur le montant du séjour', 350),
        minimumCents: field.money('Prime minimale', 0),
        offeredByDefault: field.bool('Proposée par défaut', true),
        includeTouristTax: field.bool('Taxe de séjour dans la base', false),
      }),
    ),
  },
  {
    kind: 'emailing',
    module: 'emailing',
    title: 'Campagnes e-mailing',
    idParam: 'emailingId',
    providers: single('Routeur'),
    // Campaigns by e-mail or SMS.
    ...notBuilt(
      NOT_BUILT.emailing,
      settingFields({
        ...api,
        channel: field.select(
          'Canal',
          [
            { id: 'email', label: 'E-mail' },
            { id: 'sms', label: 'SMS' },
          ],
          'email',
        ),
        senderName: field.text("Nom de l'expéditeur", '', 80),
        smsSender: field.text('Émetteur des SMS (11 caractères)', '', 11),
        dailyLimit: field.int('Envois maximum par jour', 1000, 1, 1_000_000),
      }),
    ),
  },
  {
    kind: 'satisfaction-survey',
    module: 'satisfaction_survey',
    title: 'Enquêtes de satisfaction',
    idParam: 'satisfactionSurveyId',
    providers: several('Prestataire', 2),
    ...notBuilt(
      NOT_BUILT.satisfactionSurvey,
      settingFields({ ...api, sendDaysAfterDeparture: field.int('Envoi après le départ (jours)', 1, 0, 60) }),
    ),
  },
  {
    kind: 'access-control',
    module: 'access_control',
    title: "Contrôles d'accès",
    idParam: 'accessControlId',
    providers: several("Système d'accès", 6),
    ...accessControl,
  },
  {
    kind: 'statistics',
    module: 'statistics',
    title: 'Statistiques externes',
    idParam: 'statisticsId',
    providers: several('Prestataire', 3),
    ...notBuilt(
      NOT_BUILT.statistics,
      settingFields({
        ...api,
        siteCode: field.text('Code du site', '', 30),
        sendNightly: field.bool('Envoi chaque nuit', true),
      }),
    ),
  },
  {
    kind: 'yield-management',
    module: 'yield_management',
    title: 'Revenue management',
    idParam: 'yieldManagementId',
    providers: several('Outil de revenue management', 10),
    ...notBuilt(
      NOT_BUILT.yieldManagement,
      settingFields({
        ...api,
        siteCode: field.text('Code du site', '', 30),
        pushPrices: field.bool('Appliquer les prix recommandés', false),
        floorPriceCents: field.money('Prix plancher par nuit', 0),
      }),
    ),
  },
  {
    kind: 'doc-editor',
    module: 'doc_editor',
    title: 'Éditeur de documents',
    idParam: 'docEditorId',
    providers: single('Éditeur intégré'),
    ...notBuilt(
      NOT_BUILT.docEditor,
      settingFields({
        pageSize: field.select(
          'Format de page',
          [
            { id: 'A4', label: 'A4' },
            { id: 'A5', label: 'A5' },
          ],
          'A4',
        ),
        marginMm: field.int('Marges (mm)', 15, 0, 50),
        showLogo: field.bool('Logo en en-tête', true),
      }),
    ),
  },
  {
    kind: 'gift',
    module: 'gift',
    title: 'Bons cadeaux',
    idParam: 'giftId',
    providers: single('Bons cadeaux du camping'),
    // Gift voucher kinds article, value, service; credit validity in months.
    ...notBuilt(
      NOT_BUILT.giftVouchers,
      settingFields({
        defaultKind: field.select(
          'Type de bon par défaut',
          [
            { id: 'article', label: 'Article' },
            { id: 'value', label: 'Valeur' },
            { id: 'service', label: 'Prestation' },
          ],
          'value',
        ),
        validityMonths: field.int('Validité (mois)', 12, 1, 60),
        numberPrefix: field.text('Préfixe des numéros', 'BC', 8),
        soldOnline: field.bool('Vendus en ligne', false),
      }),
    ),
  },
  {
    kind: 'online-booking',
    module: 'online_booking',
    title: 'Réservation en ligne',
    idParam: 'onlineBookingId',
    providers: several('Moteur de réservation', 7),
    ...notBuilt(
      NOT_BUILT.bookingEngines,
      settingFields({
        ...api,
        importAutomatically: field.bool('Intégrer automatiquement les réservations', true),
        minNights: field.int('Nuits minimum', 1, 1, 60),
        bookingWindowDays: field.int('Réservable jusqu’à (jours)', 365, 1, 730),
      }),
    ),
  },
  {
    kind: 'concierge-service',
    module: 'concierge_service',
    title: 'E-conciergerie',
    idParam: 'conciergeServiceId',
    providers: single('Prestataire'),
    ...notBuilt(
      NOT_BUILT.concierge,
      settingFields({
        ...api,
        sendDaysBeforeArrival: field.int("Envoi avant l'arrivée (jours)", 7, 0, 60),
        offerExtras: field.bool('Proposer les extras', true),
      }),
    ),
  },
  {
    kind: 'surety',
    module: 'surety',
    title: 'Cautions',
    idParam: 'suretyId',
    // Provider n° 2 is the box's own link to its public page (docs/surety.md): Swikly is a third
    // party this box has no account with.
    providers: numbered(['Swikly', 'Lien du camping']),
    ...surety,
  },
  {
    kind: 'cleanning',
    module: 'cleaning',
    title: 'Ménage',
    idParam: 'cleanningId',
    providers: single('Équipe du camping'),
    // Task kinds cleaning, control, inter.
    ...notBuilt(
      NOT_BUILT.cleaningSchedule,
      settingFields({
        startHour: field.hour('Début du ménage', '10:00'),
        minutesPerPlace: field.int('Durée par hébergement (minutes)', 90, 5, 600),
        teams: field.int("Nombre d'équipes", 2, 1, 50),
        controlAfterCleaning: field.bool('Contrôle après le ménage', true),
      }),
    ),
  },
];

export function providerKind(kind: string): ProviderKind {
  const found = providerKinds.find((k) => k.kind === kind);
  if (!found) throw new Error(`unknown provider kind ${kind}`);
  return found;
}
