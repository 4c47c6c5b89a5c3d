// The columns of a payment waiting for the bank or banked on a deposit.
import type { DepositPaymentDto } from '../../../service/domains/bank-deposit/contract';
import { formatDate, formatMoney } from '../../format';

export const paymentColumns = [
  { key: 'date', title: 'Date', width: 100, render: (_: unknown, p: DepositPaymentDto) => formatDate(p.paidOn) },
  { key: 'customer', title: 'Client', render: (_: unknown, p: DepositPaymentDto) => p.customerName ?? '' },
  { key: 'booking', dataIndex: 'bookingCode', title: 'Séjour', width: 100 },
  { key: 'cheque', dataIndex: 'chequeNumber', title: 'N° de chèque', width: 120 },
  { key: 'holder', dataIndex: 'chequeHolder', title: 'Titulaire', width: 150 },
  { key: 'bank', dataIndex: 'payingBankName', title: 'Banque', width: 150 },
  {
    key: 'cashOn',
    title: 'À encaisser le',
    width: 120,
    render: (_: unknown, p: DepositPaymentDto) => (p.cashOn ? formatDate(p.cashOn) : ''),
  },
  {
    key: 'amount',
    title: 'Montant',
    width: 120,
    align: 'right' as const,
    render: (_: unknown, p: DepositPaymentDto) => formatMoney(p.amountCents),
  },
];
