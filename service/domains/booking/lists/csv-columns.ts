// The columns of the booking lists' and occupant reports' CSV exports: what each screen shows, in
// its order, written by the entity exports' one CSV writer (French dates and amounts, texts a
// spreadsheet would run as formulas neutralised).
import type { CsvColumn } from '../../../http/entity/descriptor';
import {
  type BirthdayRow,
  BOOKING_KIND_LABELS,
  BOOKING_STATE_LABELS,
  type BookingRow,
  balanceWording,
  type NationalityRow,
  type OccupantRow,
  type OccupationReport,
  type PresenceRow,
} from './contract';

const EQUIPMENT: Record<string, string> = { TENT: 'Tente', CARAVAN: 'Caravane', CAMPER_VAN: 'Camping-car' };

export const bookingCsv: readonly CsvColumn<BookingRow>[] = [
  { header: 'Code', value: (r) => r.code },
  { header: 'N° devis', value: (r) => r.quoteNumber },
  { header: 'Client', value: (r) => r.customerName },
  { header: 'Arrivée', value: (r) => r.startDate, format: 'date' },
  { header: 'Départ', value: (r) => r.endDate, format: 'date' },
  { header: 'Nuits', value: (r) => r.nights },
  { header: 'Emplacements', value: (r) => r.places },
  { header: 'Personnes', value: (r) => r.persons },
  { header: 'Type', value: (r) => BOOKING_KIND_LABELS[r.kind] },
  { header: 'Total', value: (r) => r.totalCents, format: 'money' },
  { header: 'Payé', value: (r) => r.paidCents, format: 'money' },
  { header: 'Reste dû', value: (r) => r.remainingCents, format: 'money' },
  { header: 'Partenaire', value: (r) => r.partnerName },
  { header: 'Validée', value: (r) => r.isValidated, format: 'bool' },
  // An option's validity date, and whether it has passed (« Échue »).
  { header: 'Validité', value: (r) => r.optionValidUntil, format: 'date' },
  { header: 'Échue', value: (r) => r.isExpired, format: 'bool' },
];

// A cancelled stay's total is what it keeps; its balance is owed, or to refund when below zero.
export const cancellationCsv: readonly CsvColumn<BookingRow>[] = [
  ...bookingCsv.filter((c) => c.header !== 'Validée' && c.header !== 'Reste dû'),
  { header: 'Retenu', value: (r) => r.keptCents, format: 'money' },
  { header: 'Solde', value: (r) => r.remainingCents, format: 'money' },
  { header: 'Reste dû / à rembourser', value: (r) => balanceWording(r.remainingCents) },
  { header: 'État', value: (r) => BOOKING_STATE_LABELS[r.state] ?? r.state },
  { header: "Motif d'annulation", value: (r) => r.cancellationReason },
];

export const presenceCsv = (movement: 'arrival' | 'departure'): readonly CsvColumn<PresenceRow>[] => [
  { header: 'Emplacement', value: (r) => r.placeNumber },
  { header: 'Type', value: (r) => r.placeTypeLabel },
  { header: 'Client', value: (r) => r.customerName },
  { header: 'Code', value: (r) => r.bookingCode },
  { header: 'Statut', value: (r) => BOOKING_KIND_LABELS[r.kind] },
  { header: 'Arrivée', value: (r) => r.startDate, format: 'date' },
  { header: 'Départ', value: (r) => r.endDate, format: 'date' },
  { header: 'Heure', value: (r) => (movement === 'arrival' ? r.arrivalHours : `avant ${r.departureBefore}`) },
  { header: 'Nuits', value: (r) => r.nights },
  { header: 'Personnes', value: (r) => r.persons },
  { header: 'Matériel', value: (r) => (r.equipment ? EQUIPMENT[r.equipment] : '') },
  { header: 'Reste dû', value: (r) => r.remainingCents, format: 'money' },
  { header: 'Arrivé', value: (r) => r.isArrived, format: 'bool' },
  { header: 'Parti', value: (r) => r.isGone, format: 'bool' },
];

export const occupantCsv: readonly CsvColumn<OccupantRow>[] = [
  { header: 'Emplacement', value: (r) => r.placeNumber },
  { header: 'Nom', value: (r) => r.lastName },
  { header: 'Prénom', value: (r) => r.firstName },
  { header: 'Né(e) le', value: (r) => r.birthDate, format: 'date' },
  { header: "Catégorie d'âge", value: (r) => r.ageCategoryLabel },
  { header: 'Nationalité', value: (r) => r.nationality },
  { header: 'Arrivée', value: (r) => r.startDate, format: 'date' },
  { header: 'Départ', value: (r) => r.endDate, format: 'date' },
];

export const birthdayCsv: readonly CsvColumn<BirthdayRow>[] = [
  { header: 'Anniversaire', value: (r) => r.birthday, format: 'date' },
  { header: 'Âge atteint', value: (r) => r.age },
  ...occupantCsv,
];

export const nationalityCsv: readonly CsvColumn<NationalityRow>[] = [
  { header: 'Nationalité', value: (r) => r.nationality },
  { header: 'Nuitées', value: (r) => r.nights },
  { header: 'Personnes', value: (r) => r.persons },
];

/** One line per night: each place type's places held out of its active ones, the total and persons. */
export function occupationCsv(report: OccupationReport): readonly CsvColumn<OccupationReport['days'][number]>[] {
  return [
    { header: 'Nuit du', value: (d) => d.day, format: 'date' },
    ...report.types.map(
      (t): CsvColumn<OccupationReport['days'][number]> => ({
        header: t.label,
        value: (d) => `${d.occupied[t.id] ?? 0} / ${t.total}`,
      }),
    ),
    { header: 'Total', value: (d) => `${d.totalOccupied} / ${report.totalPlaces}` },
    { header: 'Personnes', value: (d) => d.persons },
  ];
}
