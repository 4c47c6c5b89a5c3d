// The price detail (line kinds, update choices, warnings): each occupancy's lines
// by kind with their explanation, amounts typable by hand (a price override, flagged), VAT per
// rate, tourist tax, deposit and balance; an existing booking chooses how it is re-priced.
import { Alert, Form, Radio, Space, Table, Tag, Tooltip, Typography } from 'antd';
import {
  type BookingDto,
  PRICE_UPDATE_CHOICE_LABELS,
  PRICE_UPDATE_CHOICES,
} from '../../../../service/domains/booking/contract';
import { LINE_KINDS } from '../../../../service/domains/pricing/line-kinds';
import type { Quote, QuoteLine } from '../../../../service/domains/pricing/quote-types';
import { messageOf } from '../../../entity/form-errors';
import { MoneyInput } from '../../../entity/MoneyInput';
import { formatMoney, formatPercent } from '../../../format';
import { QuoteTotals } from '../../pricing/QuoteTotals';
import { BookingMoneyFields } from './BookingMoneyFields';
import { CancelledPrice } from './CancelledPrice';
import { lineKindLabel } from './line-kind-labels';
import { withOverride } from './occupancy-edit';
import { labelIn } from './sheet-choices';
import type { DraftQuote, TabProps } from './tab-props';

const money = (cents: number) => formatMoney(cents);
const rate = (bp: number) => formatPercent(bp / 100);

interface Props extends TabProps {
  quote: DraftQuote | undefined;
  bookingId: number;
  /** The booking as stored: a cancelled one shows its cancellation line, not a price of its stay. */
  booking?: BookingDto | null;
}

export function PriceTab({ body, change, choices, isReadOnly, quote, bookingId, booking }: Props) {
  if (booking && booking.state !== 'NORMAL') return <CancelledPrice booking={booking} />;
  return (
    <Space direction="vertical" style={{ width: '100%' }} size={8}>
      {bookingId > 0 && (
        <Radio.Group
          aria-label="Mise à jour du prix"
          disabled={isReadOnly}
          value={body.priceUpdateChoice}
          onChange={(e) => change((b) => ({ ...b, priceUpdateChoice: e.target.value }))}
          options={PRICE_UPDATE_CHOICES.map((c) => ({ value: c, label: PRICE_UPDATE_CHOICE_LABELS[c] }))}
        />
      )}
      {(quote?.occupancies ?? []).map((o) => {
        const occupancy = body.occupancies[o.index];
        const title = `Occupation ${o.index + 1} — place ${labelIn(choices.places, occupancy?.placeId) || 'à choisir'}`;
        return (
          <div key={o.index}>
            <Typography.Text strong>{title}</Typography.Text>
            {o.error && <Alert type="warning" showIcon message={messageOf(o.error)} />}
            {o.quote && (
              <OccupancyPrice
                quote={o.quote}
                isReadOnly={isReadOnly}
                onPrice={(key, cents) => change((b) => withOverride(b, o.index, key, cents))}
              />
            )}
          </div>
        );
      })}
      <Typography.Title level={5} style={{ margin: 0 }} className="sheet-total">
        Total du séjour : {money(quote?.totalCents ?? 0)}
      </Typography.Title>
      <Form layout="vertical" size="small" disabled={isReadOnly}>
        <BookingMoneyFields body={body} change={change} isReadOnly={isReadOnly} totalCents={quote?.totalCents ?? 0} />
      </Form>
    </Space>
  );
}

function OccupancyPrice({
  quote,
  isReadOnly,
  onPrice,
}: {
  quote: Quote;
  isReadOnly: boolean;
  onPrice: (key: string, cents: number | null) => void;
}) {
  const lines = [...quote.lines].sort((a, b) => a.kind - b.kind);
  return (
    <Space direction="vertical" style={{ width: '100%' }} size={4}>
      {quote.warnings.map((w) => (
        <Alert key={w.message} type="warning" showIcon message={w.message} />
      ))}
      {lines.some((l) => l.kind === LINE_KINDS.earlyDeparture) && (
        <Alert
          type="info"
          showIcon
          message="Départ anticipé : le détail du séjour reste tel que réservé, les lignes de départ anticipé portent le remboursement."
        />
      )}
      <Table<QuoteLine>
        size="small"
        pagination={false}
        rowKey="key"
        dataSource={lines}
        columns={[
          { key: 'kind', title: 'Nature', width: 130, render: (_v, l) => lineKindLabel(l.kind) },
          {
            key: 'label',
            title: 'Libellé',
            render: (_v, l) => (
              <Space size={4}>
                <Tooltip title={l.explain}>
                  <span>{l.label}</span>
                </Tooltip>
                {l.isPriceManuallyChanged && <Tag color="orange">prix modifié manuellement</Tag>}
              </Space>
            ),
          },
          { key: 'quantity', title: 'Qté', width: 60, align: 'right', render: (_v, l) => l.quantity },
          { key: 'unit', title: 'Unitaire', width: 100, align: 'right', render: (_v, l) => money(l.unitCents) },
          {
            key: 'amount',
            title: 'Montant',
            width: 130,
            align: 'right',
            render: (_v, l) => (
              <MoneyInput
                size="small"
                aria-label={`Montant ${l.label}`}
                disabled={isReadOnly || l.isOutsideVatBase || l.kind === LINE_KINDS.earlyDeparture}
                value={l.amountCents}
                onBlur={(e) => {
                  const text = e.target.value.trim();
                  if (text === '') onPrice(l.key, null);
                }}
                onChange={(v) => typeof v === 'number' && v !== l.amountCents && onPrice(l.key, v)}
              />
            ),
          },
          {
            key: 'vat',
            title: 'TVA',
            width: 70,
            align: 'right',
            render: (_v, l) => (l.isOutsideVatBase ? '—' : rate(l.vatBp)),
          },
        ]}
      />
      <QuoteTotals quote={quote} columns={3} />
    </Space>
  );
}
