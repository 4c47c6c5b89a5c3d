// Preferences of bookings (/preference/booking, booking/option, arrival_departure, early_departure,
// cancellation, fees), read by the booking domain. Values marked "ours" are our choice.
import { defineSettings, field, withHint } from '../../settings/definition';
import { NOT_BUILT } from '../../settings/not-built';
import { DEPOSIT_NATURES } from '../payment/kinds';

// Deposit modes (fixed amount, percentage, by started week, equal to first night,
// 100 % option) and occupancy order by code or by date; the end date pushed by a default
// number of days. Rate, amount, balance delay: ours.
export const bookingPreference = defineSettings({
  key: 'booking',
  path: '/preference/booking',
  title: 'Préférences des réservations',
  fields: {
    depositMode: field.select(
      "Mode de calcul de l'acompte",
      [
        { id: 'fixed', label: 'Montant fixe' },
        { id: 'percent', label: 'Pourcentage' },
        { id: 'started_week', label: 'Par semaine commencée' },
        { id: 'first_night', label: 'Égal à la première nuit' },
        { id: 'full', label: 'Acompte de 100 %' },
      ],
      'percent',
    ),
    depositRate: field.percent("Taux de l'acompte", 2500),
    depositFixedCents: field.money("Montant fixe de l'acompte (ou par semaine)", 0),
    balanceDueDaysBeforeArrival: field.int("Solde dû avant l'arrivée (jours)", 30, 0, 365),
    // Sent by the site box's morning jobs balance-reminders and pre-stay (docs/surety.md).
    balanceReminders: withHint(
      field.bool('Rappels de solde par e-mail (J-10 et J-5)', true),
      "Chaque matin, un rappel part 10 jours puis 5 jours avant l'échéance du solde (l'arrivée sans échéance) vers le client qui doit encore, une seule fois chacun.",
    ),
    preStayEmail: withHint(
      field.bool('E-mail avant le séjour (J-10)', true),
      "Chaque matin, l'e-mail « Avant le séjour » part vers le client d'une réservation qui arrive dans 10 jours ou moins, une seule fois.",
    ),
    occupancyOrder: field.select(
      'Ordre des occupations',
      [
        { id: 'code', label: 'Par code' },
        { id: 'date', label: 'Par date' },
      ],
      'code',
    ),
    defaultStayDays: field.int('Durée de séjour par défaut (jours)', 7, 1, 365),
    // Ours: arrhes, the usual French campsite terms (either side may withdraw, the customer losing them).
    depositNature: withHint(
      field.select("Nature de l'acompte par défaut", DEPOSIT_NATURES, 'arrhes'),
      "Celle d'une nouvelle réservation, modifiable sur sa fiche. Arrhes : le client qui annule les perd. Acompte : engagement ferme des deux parties, le client qui annule doit tout le séjour.",
    ),
  },
});

// Run by expireOptions (booking/option-expiry.ts): the site box's nightly job, or staff now.
const cancelExpiredOptionsField = field.bool('Annuler les options échues', false);
const cancelExpiredOptions = {
  ...cancelExpiredOptionsField,
  ui: {
    ...cancelExpiredOptionsField.ui,
    hint: "Chaque nuit (dès que le planificateur du site l'exécute), les options échues sont annulées sans frais et leur emplacement libéré ; « Annuler les options échues maintenant » (liste des options) le fait tout de suite. Décochée : rien n'est annulé.",
  },
};

// Options (options with a validity date; reminder flags): validity and relaunch, ours.
export const bookingOptionPreference = defineSettings({
  key: 'booking/option',
  path: '/preference/booking/option',
  title: 'Préférences des options',
  fields: {
    optionValidityDays: field.int("Validité d'une option (jours)", 8, 1, 90),
    // The window of the options to chase on home's dashboard (by phone until e-mails exist).
    relaunchDaysBeforeExpiry: field.int("Relance avant l'échéance (jours)", 2, 0, 90),
    relaunchByEmail: withHint(
      field.bool("Relancer l'option par e-mail", true),
      "Chaque matin, la relance d'option part vers le client d'une option qui arrive à échéance dans le délai de relance, une seule fois.",
    ),
    // Applied by the payment write: an option whose deposit is paid becomes a reservation.
    convertOnDeposit: field.bool("Confirmer l'option au paiement de l'acompte", true),
    cancelExpiredOptions,
  },
});

// Ours: the usual French campsite hours, pitches and rentals apart. The start hour comes before the end hour.
export const arrivalDeparturePreference = defineSettings({
  key: 'arrival_departure',
  path: '/preference/arrival_departure',
  title: 'Arrivées et départs',
  fields: {
    arrivalFromHour: field.hour('Arrivées à partir de (emplacements)', '14:00'),
    arrivalToHour: field.hour("Arrivées jusqu'à", '20:00'),
    departureBeforeHour: field.hour('Départs avant (emplacements)', '12:00'),
    rentalArrivalFromHour: field.hour('Arrivées à partir de (locations)', '16:00'),
    rentalDepartureBeforeHour: field.hour('Départs avant (locations)', '10:00'),
  },
  refine: (schema) =>
    schema.refine((v) => v.arrivalFromHour < v.arrivalToHour, {
      path: ['arrivalToHour'],
      error: 'START_HOUR_AFTER_END_HOUR',
    }),
});

// Early departure is a booking line kind (21) carrying the refund; the rules are ours: nothing, every
// unused night, or a share of them minus a fee when announced with the notice. The tourist tax is due
// for the nights stayed only (CGCT L2333-29), so refunding it is the default.
export const earlyDeparturePreference = defineSettings({
  key: 'early_departure',
  path: '/preference/early_departure',
  title: 'Départs anticipés',
  fields: {
    refundRule: field.select(
      'Remboursement des nuits non consommées',
      [
        { id: 'none', label: 'Aucun remboursement' },
        { id: 'unused_nights', label: 'Remboursement des nuits non consommées' },
        { id: 'rule', label: 'Remboursement selon la règle (part, frais retenus, préavis)' },
        { id: 'credit_note', label: 'Avoir sur les nuits non consommées', notBuilt: NOT_BUILT.invoices },
      ],
      'none',
    ),
    refundRate: field.percent('Part remboursée des nuits non consommées (règle)', 10_000),
    refundFeeCents: field.money('Frais retenus (règle)', 0),
    refundTouristTax: field.bool('Rembourser la taxe de séjour des nuits non consommées', true),
    minimumNoticeDays: field.int('Préavis minimum (jours, règle)', 0, 0, 30),
  },
  refine: (schema) =>
    schema.refine((v) => v.refundRule !== 'rule' || v.refundRate > 0, {
      path: ['refundRate'],
      error: 'EARLY_DEPARTURE_RULE_RATE_REQUIRED',
    }),
});

// Cancellation and deletion of stays require a reason. What a cancelled reservation keeps (ours,
// after the usual French campsite terms: arrhes are lost when the customer cancels; the fee grows
// when the cancellation comes late, fewer than N days before arrival): booking/cancellation-rules.ts.
export const cancellationPreference = defineSettings({
  key: 'cancellation',
  path: '/preference/cancellation',
  title: 'Annulations',
  fields: {
    cancellationReasons: field.lines(
      "Motifs d'annulation (un par ligne)",
      ['Annulation du client', 'Raisons de santé', 'Météo', 'Non-présentation', 'Erreur de saisie'],
      30,
      60,
    ),
    deletionReasons: field.lines('Motifs de suppression (un par ligne)', ['Doublon', 'Erreur de saisie'], 30, 60),
    keepDeposit: withHint(
      field.bool("Conserver l'acompte (arrhes) en cas d'annulation", true),
      "Une réservation annulée dont l'acompte est de nature « arrhes » les garde : la ligne d'annulation les retient. Un acompte de nature « acompte » engage les deux parties : tout le séjour reste dû, quel que soit ce réglage. Un devis ou une option n'ont pas d'acompte demandé : rien n'est retenu.",
    ),
    feesMode: withHint(
      field.select(
        "Frais d'annulation",
        [
          { id: 'none', label: 'Aucun' },
          { id: 'percent', label: 'Pourcentage du séjour' },
          { id: 'amount', label: 'Montant fixe' },
        ],
        'none',
      ),
      "Frais ajoutés à l'acompte conservé, jamais plus que le prix du séjour (hors taxe de séjour).",
    ),
    feesRate: field.percent("Taux des frais d'annulation (annulation anticipée)", 0),
    feesCents: field.money("Montant des frais d'annulation (annulation anticipée)", 0),
    lateFeesDays: withHint(
      field.int("Délai d'annulation tardive (jours avant l'arrivée)", 30, 0, 365),
      "Annulée moins de jours que cela avant l'arrivée, une réservation prend les frais tardifs ; 0 : jamais tardive.",
    ),
    lateFeesRate: withHint(
      field.percent("Taux des frais d'annulation tardive", 10_000),
      'Jamais moins que les frais anticipés. 100 % : tout le séjour reste dû.',
    ),
    lateFeesCents: withHint(
      field.money("Montant des frais d'annulation tardive", 0),
      'Jamais moins que les frais anticipés.',
    ),
  },
});

// Booking fee modes base (from the price grid), free, amount. Partner and online: ours.
export const feesPreference = defineSettings({
  key: 'fees',
  path: '/preference/fees',
  title: 'Frais de dossier',
  fields: {
    bookingFeeMode: field.select(
      'Frais de dossier',
      [
        { id: 'base', label: 'Selon la grille tarifaire' },
        { id: 'free', label: 'Gratuits' },
        { id: 'amount', label: 'Montant fixe' },
      ],
      'base',
    ),
    bookingFeeCents: field.money('Montant des frais de dossier', 0),
    chargePartnerBookings: field.bool('Appliquer aux réservations des partenaires', false),
    chargeOnlineBookings: field.bool('Appliquer aux réservations en ligne', true),
  },
});
