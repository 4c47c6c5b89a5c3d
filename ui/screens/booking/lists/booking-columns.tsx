// The columns of a booking row (code, quote number, customer, dates, nights, places, persons,
// kind, an option's validity (« Échue » past it), amounts, partner, validated) and the way to its
// booking sheet's resume form.
import { Tag } from 'antd';
import {
  BOOKING_KIND_LABELS,
  BOOKING_STATE_LABELS,
  type BookingRow,
  balanceWording,
} from '../../../../service/domains/booking/lists/contract';
import type { ColumnDef } from '../../../entity/types';
import { formatDate, formatMoney } from '../../../format';

export { BOOKING_KIND_LABELS as KIND_LABELS, BOOKING_STATE_LABELS as STATE_LABELS };

/** The resume form of the booking sheet, its :statusId being the booking's kind. */
export function bookingResumePath(row: { bookingId?: number; id: number; customerId: number; kind: number }): string {
  return `/new-booking/resume/${row.bookingId ?? row.id}/0/-1/0/${row.customerId}/${row.kind}`;
}

export const bookingColumns: readonly ColumnDef<BookingRow>[] = [
  { key: 'code', title: 'Code', sortable: true, width: 110 },
  { key: 'quoteNumber', title: 'N° devis', sortable: true, width: 100 },
  { key: 'customerName', title: 'Client', sortable: true },
  { key: 'startDate', title: 'Arrivée', sortable: true, format: 'date', width: 100 },
  { key: 'endDate', title: 'Départ', sortable: true, format: 'date', width: 100 },
  { key: 'nights', title: 'Nuits', width: 60 },
  { key: 'places', title: 'Emplacements', width: 120 },
  { key: 'persons', title: 'Pers.', width: 60 },
  { key: 'kind', title: 'Type', sortable: true, width: 100, render: (r) => BOOKING_KIND_LABELS[r.kind] ?? '' },
  // An option's validity date; past it, the option is « Échue ».
  {
    key: 'optionValidUntil',
    title: 'Validité',
    sortable: true,
    width: 150,
    render: (r) =>
      r.optionValidUntil && (
        <span style={{ whiteSpace: 'nowrap' }}>
          {formatDate(r.optionValidUntil)}
          {r.isExpired && (
            <Tag color="red" style={{ marginLeft: 4 }}>
              Échue
            </Tag>
          )}
        </span>
      ),
  },
  { key: 'totalCents', title: 'Total', sortable: true, format: 'money', width: 100 },
  { key: 'paidCents', title: 'Payé', sortable: true, format: 'money', width: 100 },
  { key: 'remainingCents', title: 'Reste dû', sortable: true, format: 'money', width: 100 },
  { key: 'partnerName', title: 'Partenaire', width: 130 },
  { key: 'isValidated', title: 'Validée', format: 'bool', width: 70 },
];

/** A balance below zero is to refund: « À rembourser 15,00 € », else « Reste dû 12,00 € ». */
function balanceText(r: BookingRow) {
  const wording = balanceWording(r.remainingCents);
  return r.remainingCents === 0 ? wording : `${wording} ${formatMoney(Math.abs(r.remainingCents))}`;
}

// A cancelled stay's total is what it keeps (its cancellation line): what it keeps, was paid and
// owes or gets back come first after its dates, so they show without scrolling.
const column = (key: keyof BookingRow) => bookingColumns.filter((c) => c.key === key);

export const cancellationColumns: readonly ColumnDef<BookingRow>[] = [
  ...(['code', 'quoteNumber', 'customerName', 'startDate', 'endDate', 'kind'] as const).flatMap(column),
  { key: 'state', title: 'État', sortable: true, width: 110, render: (r) => BOOKING_STATE_LABELS[r.state] ?? r.state },
  { key: 'keptCents', title: 'Retenu', format: 'money', width: 100 },
  ...column('paidCents'),
  { key: 'remainingCents', title: 'Solde', sortable: true, width: 170, render: balanceText },
  { key: 'cancellationReason', title: "Motif d'annulation", width: 160 },
  ...(['totalCents', 'nights', 'places', 'persons', 'partnerName'] as const).flatMap(column),
];
