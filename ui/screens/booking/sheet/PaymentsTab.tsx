// The amounts due (read-only): the saved booking's down payment, balance and due dates, or the
// draft's as priced. Taking payments comes with billing, which is not built yet.
import { Alert, Descriptions } from 'antd';
import type { BookingDto } from '../../../../service/domains/booking/contract';
import { balanceWording } from '../../../../service/domains/booking/lists/contract';
import { formatDate, formatMoney } from '../../../format';
import type { DraftQuote } from './tab-props';

interface Due {
  totalCents: number;
  downPaymentCents: number;
  downPaymentDueDate: string | null;
  balanceCents: number;
  balanceDueDate: string | null;
  paidCents: number;
}

const earliest = (days: (string | undefined)[]) => days.filter(Boolean).sort()[0] ?? null;

/** The draft's amounts: its occupancies' deposits and balances added, the earliest due dates. */
function dueOfQuote(quote: DraftQuote | undefined): Due {
  const quotes = (quote?.occupancies ?? []).flatMap((o) => (o.quote ? [o.quote] : []));
  return {
    totalCents: quote?.totalCents ?? 0,
    downPaymentCents: quotes.reduce((sum, q) => sum + q.deposit.amountCents, 0),
    downPaymentDueDate: earliest(quotes.map((q) => q.deposit.dueDate)),
    balanceCents: quotes.reduce((sum, q) => sum + q.deposit.balanceCents, 0),
    balanceDueDate: earliest(quotes.map((q) => q.deposit.balanceDueDate)),
    paidCents: 0,
  };
}

export function PaymentsTab({
  booking,
  quote,
  isModified,
}: {
  booking: BookingDto | null;
  quote: DraftQuote | undefined;
  isModified: boolean;
}) {
  const due: Due = booking && !isModified ? booking : dueOfQuote(quote);
  const money = (cents: number) => formatMoney(cents);
  // A cancelled stay's total is what it keeps; paid beyond it is to refund.
  const isCancelled = booking !== null && booking.state !== 'NORMAL';
  const remaining = due.totalCents - due.paidCents;
  const on = (day: string | null) => (day ? ` au ${formatDate(day)}` : '');
  return (
    <>
      <Alert
        type="info"
        showIcon
        style={{ marginBottom: 8 }}
        message="Les encaissements arriveront avec la facturation : les montants dus sont affichés en lecture seule."
      />
      <Descriptions size="small" column={2} bordered className="sheet-payments">
        <Descriptions.Item label={isCancelled ? 'Retenu (annulation)' : 'Total du séjour'}>
          {money(due.totalCents)}
        </Descriptions.Item>
        <Descriptions.Item label="Déjà réglé">{money(due.paidCents)}</Descriptions.Item>
        <Descriptions.Item label="Acompte">
          {money(due.downPaymentCents)}
          {on(due.downPaymentDueDate)}
        </Descriptions.Item>
        <Descriptions.Item label="Solde">
          {money(due.balanceCents)}
          {on(due.balanceDueDate)}
        </Descriptions.Item>
        <Descriptions.Item label={remaining < 0 ? balanceWording(remaining) : 'Reste dû'}>
          {money(Math.abs(remaining))}
        </Descriptions.Item>
      </Descriptions>
    </>
  );
}
