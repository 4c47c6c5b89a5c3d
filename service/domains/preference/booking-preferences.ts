// Preferences of bookings (/preference/booking, booking/option, arrival_departure, early_departure,
// cancellation, fees), read by the booking domain. Spec §9 values are cited; the rest is ours.
import { z } from 'zod';
import { defineSettings, setting } from '../../settings/definition';

// Spec §9: deposit modes (fixed amount, percentage, by started week, equal to first night,
// 100 % option) and occupancy order by code or by date; §5: the end date pushed by a default
// number of days. Rate, amount, balance delay: ours.
export const bookingPreference = defineSettings({
  key: 'booking',
  path: '/preference/booking',
  title: 'Préférences des réservations',
  schema: z.object({
    depositMode: setting.choice(['fixed', 'percent', 'started_week', 'first_night', 'full'] as const, 'percent'),
    depositRate: setting.int(2500, 0, 10_000),
    depositFixedCents: setting.cents(0),
    balanceDueDaysBeforeArrival: setting.int(30, 0, 365),
    occupancyOrder: setting.choice(['code', 'date'] as const, 'code'),
    defaultStayDays: setting.int(7, 1, 365),
  }),
  fields: [
    {
      name: 'depositMode',
      label: "Mode de calcul de l'acompte",
      kind: 'select',
      options: [
        { id: 'fixed', label: 'Montant fixe' },
        { id: 'percent', label: 'Pourcentage' },
        { id: 'started_week', label: 'Par semaine commencée' },
        { id: 'first_night', label: 'Égal à la première nuit' },
        { id: 'full', label: 'Acompte de 100 %' },
      ],
    },
    { name: 'depositRate', label: "Taux de l'acompte", kind: 'percent' },
    { name: 'depositFixedCents', label: "Montant fixe de l'acompte (ou par semaine)", kind: 'money' },
    { name: 'balanceDueDaysBeforeArrival', label: "Solde dû avant l'arrivée (jours)", kind: 'integer', min: 0 },
    {
      name: 'occupancyOrder',
      label: 'Ordre des occupations',
      kind: 'select',
      options: [
        { id: 'code', label: 'Par code' },
        { id: 'date', label: 'Par date' },
      ],
    },
    { name: 'defaultStayDays', label: 'Durée de séjour par défaut (jours)', kind: 'integer', min: 1, max: 365 },
  ],
});

// Options (spec §4: options with a validity date; reminder flags): validity and relaunch, ours.
export const bookingOptionPreference = defineSettings({
  key: 'booking/option',
  path: '/preference/booking/option',
  title: 'Préférences des options',
  schema: z.object({
    optionValidityDays: setting.int(8, 1, 90),
    relaunchDaysBeforeExpiry: setting.int(2, 0, 90),
    convertOnDeposit: setting.bool(true),
    cancelExpiredOptions: setting.bool(false),
  }),
  fields: [
    { name: 'optionValidityDays', label: "Validité d'une option (jours)", kind: 'integer', min: 1, max: 90 },
    { name: 'relaunchDaysBeforeExpiry', label: "Relance avant l'échéance (jours)", kind: 'integer', min: 0 },
    { name: 'convertOnDeposit', label: "Confirmer l'option au paiement de l'acompte", kind: 'bool' },
    { name: 'cancelExpiredOptions', label: 'Annuler les options échues', kind: 'bool' },
  ],
});

const isBefore = (from: string, to: string) => from < to;

// Ours: the usual French campsite hours, pitches and rentals apart. §5: start hour before end hour.
export const arrivalDeparturePreference = defineSettings({
  key: 'arrival_departure',
  path: '/preference/arrival_departure',
  title: 'Arrivées et départs',
  schema: z
    .object({
      arrivalFromHour: setting.hour('14:00'),
      arrivalToHour: setting.hour('20:00'),
      departureBeforeHour: setting.hour('12:00'),
      rentalArrivalFromHour: setting.hour('16:00'),
      rentalDepartureBeforeHour: setting.hour('10:00'),
    })
    .refine((v) => isBefore(v.arrivalFromHour, v.arrivalToHour), {
      path: ['arrivalToHour'],
      error: 'START_HOUR_AFTER_END_HOUR',
    }),
  fields: [
    { name: 'arrivalFromHour', label: 'Arrivées à partir de (emplacements)', kind: 'text', placeholder: 'HH:MM' },
    { name: 'arrivalToHour', label: "Arrivées jusqu'à", kind: 'text', placeholder: 'HH:MM' },
    { name: 'departureBeforeHour', label: 'Départs avant (emplacements)', kind: 'text', placeholder: 'HH:MM' },
    { name: 'rentalArrivalFromHour', label: 'Arrivées à partir de (locations)', kind: 'text', placeholder: 'HH:MM' },
    { name: 'rentalDepartureBeforeHour', label: 'Départs avant (locations)', kind: 'text', placeholder: 'HH:MM' },
  ],
});

// Spec §3: early departure is a booking line kind with a refund; the rule is ours.
export const earlyDeparturePreference = defineSettings({
  key: 'early_departure',
  path: '/preference/early_departure',
  title: 'Départs anticipés',
  schema: z.object({
    refundRule: setting.choice(['none', 'unused_nights', 'credit_note'] as const, 'none'),
    refundFeeCents: setting.cents(0),
    refundTouristTax: setting.bool(true),
    minimumNoticeDays: setting.int(0, 0, 30),
  }),
  fields: [
    {
      name: 'refundRule',
      label: 'Remboursement des nuits non consommées',
      kind: 'select',
      options: [
        { id: 'none', label: 'Aucun remboursement' },
        { id: 'unused_nights', label: 'Remboursement des nuits non consommées' },
        { id: 'credit_note', label: 'Avoir sur les nuits non consommées' },
      ],
    },
    { name: 'refundFeeCents', label: 'Frais retenus', kind: 'money' },
    { name: 'refundTouristTax', label: 'Rembourser la taxe de séjour des nuits non consommées', kind: 'bool' },
    { name: 'minimumNoticeDays', label: 'Préavis minimum (jours)', kind: 'integer', min: 0, max: 30 },
  ],
});

// Spec §5: cancellation and deletion of stays require a reason. Fees and the kept deposit
// (French law: arrhes are lost when the customer cancels): ours.
export const cancellationPreference = defineSettings({
  key: 'cancellation',
  path: '/preference/cancellation',
  title: 'Annulations',
  schema: z.object({
    cancellationReasons: setting.labels(
      ['Annulation du client', 'Raisons de santé', 'Météo', 'Non-présentation', 'Erreur de saisie'],
      30,
      60,
    ),
    deletionReasons: setting.labels(['Doublon', 'Erreur de saisie'], 30, 60),
    feesMode: setting.choice(['none', 'percent', 'amount'] as const, 'none'),
    feesRate: setting.int(0, 0, 10_000),
    feesCents: setting.cents(0),
    keepDeposit: setting.bool(true),
  }),
  fields: [
    { name: 'cancellationReasons', label: "Motifs d'annulation (un par ligne)", kind: 'lines' },
    { name: 'deletionReasons', label: 'Motifs de suppression (un par ligne)', kind: 'lines' },
    {
      name: 'feesMode',
      label: "Frais d'annulation",
      kind: 'select',
      options: [
        { id: 'none', label: 'Aucun' },
        { id: 'percent', label: 'Pourcentage du séjour' },
        { id: 'amount', label: 'Montant fixe' },
      ],
    },
    { name: 'feesRate', label: "Taux des frais d'annulation", kind: 'percent' },
    { name: 'feesCents', label: "Montant des frais d'annulation", kind: 'money' },
    { name: 'keepDeposit', label: "Conserver l'acompte (arrhes) en cas d'annulation", kind: 'bool' },
  ],
});

// Spec §9: booking fee modes base (from the price grid), free, amount. Partner and online: ours.
export const feesPreference = defineSettings({
  key: 'fees',
  path: '/preference/fees',
  title: 'Frais de dossier',
  schema: z.object({
    bookingFeeMode: setting.choice(['base', 'free', 'amount'] as const, 'base'),
    bookingFeeCents: setting.cents(0),
    chargePartnerBookings: setting.bool(false),
    chargeOnlineBookings: setting.bool(true),
  }),
  fields: [
    {
      name: 'bookingFeeMode',
      label: 'Frais de dossier',
      kind: 'select',
      options: [
        { id: 'base', label: 'Selon la grille tarifaire' },
        { id: 'free', label: 'Gratuits' },
        { id: 'amount', label: 'Montant fixe' },
      ],
    },
    { name: 'bookingFeeCents', label: 'Montant des frais de dossier', kind: 'money' },
    { name: 'chargePartnerBookings', label: 'Appliquer aux réservations des partenaires', kind: 'bool' },
    { name: 'chargeOnlineBookings', label: 'Appliquer aux réservations en ligne', kind: 'bool' },
  ],
});
