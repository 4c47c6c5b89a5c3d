// The totals of a quote as the simulator and the booking sheet show them: total, tourist tax,
// VAT per rate, deposit and balance with their dates, and the grid version with its offers.
import { Descriptions, Tooltip } from 'antd';
import type { Quote } from '../../../service/domains/pricing/quote-types';
import { formatDate, formatMoney, formatPercent } from '../../format';

const money = (cents: number) => formatMoney(cents, null);
const rate = (bp: number) => formatPercent(bp / 100);

export function QuoteTotals({ quote, columns }: { quote: Quote; columns: number }) {
  return (
    <Descriptions size="small" column={columns} bordered>
      <Descriptions.Item label="Total TTC">
        <strong className="quote-total">{money(quote.totals.totalCents)}</strong>
      </Descriptions.Item>
      <Descriptions.Item label="dont taxe de séjour">{money(quote.totals.touristTaxCents)}</Descriptions.Item>
      <Descriptions.Item label="dont TVA">{money(quote.totals.vatCents)}</Descriptions.Item>
      {quote.vat.map((v) => (
        <Descriptions.Item key={v.rateBp} label={`TVA ${rate(v.rateBp)}`}>
          {money(v.vatCents)} (HT {money(v.exclusiveCents)})
        </Descriptions.Item>
      ))}
      <Descriptions.Item label="Acompte">
        <Tooltip title={quote.deposit.explain}>
          {money(quote.deposit.amountCents)} au {formatDate(quote.deposit.dueDate)}
        </Tooltip>
      </Descriptions.Item>
      <Descriptions.Item label="Solde">
        {money(quote.deposit.balanceCents)} au {formatDate(quote.deposit.balanceDueDate)}
      </Descriptions.Item>
      <Descriptions.Item label="Grille">
        v{quote.gridVersion} — {quote.nights} nuit(s)
        {quote.appliedOffers.length > 0 && ` — offres : ${quote.appliedOffers.map((o) => o.label).join(', ')}`}
      </Descriptions.Item>
    </Descriptions>
  );
}
