// A customer's bookings in a dense table (the customer detail's "Séjours" tab and the resume's
// past / current / future); a double-click opens the booking's resume form.
import { useQuery } from '@tanstack/react-query';
import { Table } from 'antd';
import type { BookingRow } from '../../../../service/domains/booking/lists/contract';
import { renderCell } from '../../../entity/cells';
import { bookingColumns, STATE_LABELS } from './booking-columns';
import { listQueries } from './lists.queries';
import { useOpenBooking } from './useOpenBooking';

// The customer is known and the detail is narrow: no customer, quote number, paid, partner, validation.
const hidden = new Set(['customerName', 'quoteNumber', 'paidCents', 'partnerName', 'isValidated']);
const columns = [
  ...bookingColumns.filter((c) => !hidden.has(c.key)),
  { key: 'state' as const, title: 'État', render: (r: BookingRow) => STATE_LABELS[r.state] ?? r.state },
].map((c) => ({
  key: c.key,
  title: c.title,
  width: c.width,
  align: 'format' in c && c.format === 'money' ? ('right' as const) : undefined,
  render: (_: unknown, row: BookingRow) =>
    c.render ? c.render(row) : renderCell(row[c.key], 'format' in c ? c.format : undefined),
}));

export function StaysTable({ rows, label }: { rows: BookingRow[]; label: string }) {
  const openBooking = useOpenBooking();
  return (
    <Table<BookingRow>
      aria-label={label}
      rowKey="id"
      size="small"
      bordered
      scroll={{ x: 'max-content' }}
      pagination={rows.length > 20 ? { pageSize: 20 } : false}
      dataSource={rows}
      columns={columns}
      locale={{ emptyText: 'Aucun séjour' }}
      onRow={(row) => ({ onDoubleClick: () => openBooking(row) })}
    />
  );
}

/** The "Séjours" tab of /customer/:tab/:customerId. */
export function CustomerStays({ customerId }: { customerId: number }) {
  const { data } = useQuery(listQueries.customerStays(customerId));
  return <StaysTable rows={data ?? []} label="Séjours du client" />;
}
