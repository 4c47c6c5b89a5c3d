// An invoice's amounts: lines with unit price, quantity and VAT rate; totals excluding VAT, VAT per
// rate (computed once on each rate's total), tourist tax outside the VAT base, total including
// VAT, down payments deducted and what was paid when it was issued.
import { Descriptions, Table } from 'antd';
import type { InvoiceDetail, InvoiceLineDto } from '../../../service/domains/billing/read-contract';
import { formatMoney, formatPercent } from '../../format';

const rate = (bp: number) => formatPercent(bp / 100);

export function InvoiceLines({ lines }: { lines: InvoiceLineDto[] }) {
  return (
    <Table<InvoiceLineDto>
      aria-label="Lignes de la facture"
      rowKey="id"
      size="small"
      bordered
      pagination={false}
      dataSource={lines}
      columns={[
        { key: 'label', dataIndex: 'label', title: 'Désignation' },
        { key: 'quantity', dataIndex: 'quantity', title: 'Quantité', align: 'right', width: 90 },
        {
          key: 'unit',
          title: 'Prix unitaire TTC',
          align: 'right',
          width: 140,
          render: (_, l) => formatMoney(l.unitCents),
        },
        {
          key: 'vat',
          title: 'TVA',
          align: 'right',
          width: 110,
          render: (_, l) => (l.isOutsideVatBase ? 'Hors base' : rate(l.vatBp)),
        },
        {
          key: 'amount',
          title: 'Montant TTC',
          align: 'right',
          width: 130,
          render: (_, l) => formatMoney(l.amountCents),
        },
      ]}
    />
  );
}

export function InvoiceTotals({ bill }: { bill: InvoiceDetail }) {
  const items = [
    { key: 'ht', label: 'Total HT', children: formatMoney(bill.totalExclVatCents) },
    ...bill.vatDetail.map((d) => ({
      key: `vat-${d.vatBp}`,
      label: `TVA ${rate(d.vatBp)} sur ${formatMoney(d.baseCents)}`,
      children: formatMoney(d.vatCents),
    })),
    { key: 'tax', label: 'Taxe de séjour (hors base TVA)', children: formatMoney(bill.touristTaxCents) },
    { key: 'ttc', label: 'Total TTC', children: <strong>{formatMoney(bill.totalCents)}</strong> },
    { key: 'deposit', label: 'Acomptes déduits', children: formatMoney(bill.depositCents) },
    { key: 'paid', label: 'Déjà payé', children: formatMoney(bill.paidCents) },
  ];
  return (
    <Descriptions
      aria-label="Totaux"
      size="small"
      bordered
      column={1}
      items={items}
      style={{ maxWidth: 420, marginLeft: 'auto' }}
      labelStyle={{ width: 260 }}
      contentStyle={{ textAlign: 'right' }}
    />
  );
}
