// The price simulator: a stay (place type, dates, occupants by age category, extras, promo code,
// partner) priced by `POST /rest/price/quote`, shown as the booking would be: lines with their
// explanation in a tooltip, totals, VAT per rate, deposit and balance, warnings.
import { useMutation } from '@tanstack/react-query';
import { Alert, Button, DatePicker, Form, Input, InputNumber, Select, Space, Table, Tooltip } from 'antd';
import type { Quote, QuoteLine } from '../../../service/domains/pricing/quote-types';
import { ApiError, api } from '../../api/client';
import { dayProps } from '../../entity/EntityFields';
import { clearEditedErrors, fromServerFields } from '../../entity/form-errors';
import { formatMoney, formatPercent } from '../../format';
import type { Choice } from './grid-data';
import { QuoteTotals } from './QuoteTotals';

interface Props {
  /** Price with this grid (and version) rather than the one the engine would choose. */
  gridId?: number;
  historyVersion?: number;
  placeTypes: Choice[];
  ageCategories: Choice[];
  /** From the grid's answer: a reader of grids may not read the extras' or partners' lists. */
  extras: Choice[];
  partners: Choice[];
}

interface Stay {
  placeTypeId?: number;
  arrival?: string;
  departure?: string;
  occupants?: Record<string, number | null>;
  extras?: number[];
  promoCode?: string;
  partnerId?: number;
}

function requestOf(stay: Stay, gridId?: number, historyVersion?: number) {
  return {
    placeTypeId: stay.placeTypeId ?? null,
    arrival: stay.arrival ?? '',
    departure: stay.departure ?? '',
    gridId: gridId || null,
    historyVersion: gridId && historyVersion ? historyVersion : null,
    partnerId: stay.partnerId ?? null,
    occupants: Object.entries(stay.occupants ?? {})
      .filter(([, count]) => (count ?? 0) > 0)
      .map(([ageCategoryId, count]) => ({ ageCategoryId: Number(ageCategoryId), count })),
    extras: (stay.extras ?? []).map((extraId) => ({ extraId, quantity: 1 })),
    promoCode: stay.promoCode || null,
  };
}

/** The form's own fields; a refusal of anything else is shown apart. */
const ownFields = new Set(['placeTypeId', 'arrival', 'departure', 'promoCode', 'partnerId']);

const money = (cents: number) => formatMoney(cents, null);
/** Rates travel in basis points. */
const rate = (bp: number) => formatPercent(bp / 100);

function QuoteResult({ quote }: { quote: Quote }) {
  return (
    <Space direction="vertical" style={{ width: '100%' }} className="price-quote">
      {quote.warnings.map((w) => (
        <Alert key={w.message} type="warning" showIcon message={w.message} />
      ))}
      <Table<QuoteLine>
        size="small"
        pagination={false}
        rowKey="key"
        dataSource={[...quote.lines]}
        columns={[
          {
            key: 'label',
            title: 'Libellé',
            render: (_v, l) => (
              <Tooltip title={l.explain}>
                <span className="quote-line-label">{l.label}</span>
              </Tooltip>
            ),
          },
          { key: 'quantity', title: 'Qté', align: 'right', render: (_v, l) => l.quantity },
          { key: 'unit', title: 'Unitaire', align: 'right', render: (_v, l) => money(l.unitCents) },
          { key: 'amount', title: 'Montant', align: 'right', render: (_v, l) => money(l.amountCents) },
          { key: 'vat', title: 'TVA', align: 'right', render: (_v, l) => rate(l.vatBp) },
        ]}
      />
      <QuoteTotals quote={quote} columns={1} />
    </Space>
  );
}

export function PriceSimulator({ gridId, historyVersion, placeTypes, ageCategories, extras, partners }: Props) {
  const [form] = Form.useForm();
  const asOptions = (choices: Choice[]) => choices.map((c) => ({ value: c.id, label: c.label }));
  const quote = useMutation({
    mutationFn: (stay: Stay) =>
      api<Quote>('price/quote', { body: requestOf(stay, gridId, historyVersion), quiet: true }),
    // A new try forgets the last one's refusals.
    onMutate: () =>
      form.setFields(
        form
          .getFieldsError()
          .filter((f) => f.errors.length > 0)
          .map((f) => ({ name: f.name, errors: [] })),
      ),
    // Refusals of the stay's own fields show under them; the rest (an occupant, an extra) above the result.
    onError: (error) => {
      if (!(error instanceof ApiError)) return;
      form.setFields(fromServerFields(error.fields).filter((f) => ownFields.has(String(f.name[0]))));
    },
  });
  const refused = quote.error instanceof ApiError ? quote.error : null;
  const error = refused
    ? (fromServerFields(refused.fields).find((f) => !ownFields.has(String(f.name[0])))?.errors[0] ??
      (refused.fields ? null : refused.message))
    : null;
  return (
    <Space direction="vertical" style={{ width: '100%' }}>
      <Form
        form={form}
        layout="vertical"
        size="small"
        className="price-simulator"
        onFieldsChange={clearEditedErrors(form)}
        onFinish={(s: Stay) => quote.mutate(s)}
      >
        <Form.Item name="placeTypeId" label="Type d'hébergement" style={{ marginBottom: 8 }}>
          <Select options={placeTypes.map((c) => ({ value: c.id, label: c.label }))} aria-label="Type d'hébergement" />
        </Form.Item>
        <Space>
          <Form.Item name="arrival" label="Arrivée" style={{ marginBottom: 8 }} {...dayProps}>
            <DatePicker format="DD/MM/YYYY" placeholder="JJ/MM/AAAA" aria-label="Arrivée" />
          </Form.Item>
          <Form.Item name="departure" label="Départ" style={{ marginBottom: 8 }} {...dayProps}>
            <DatePicker format="DD/MM/YYYY" placeholder="JJ/MM/AAAA" aria-label="Départ" />
          </Form.Item>
        </Space>
        <Space wrap>
          {ageCategories.map((c) => (
            <Form.Item key={c.id} name={['occupants', String(c.id)]} label={c.label} style={{ marginBottom: 8 }}>
              <InputNumber min={0} max={50} style={{ width: 80 }} aria-label={c.label} />
            </Form.Item>
          ))}
        </Space>
        <Form.Item name="extras" label="Extras" style={{ marginBottom: 8 }}>
          <Select mode="multiple" options={asOptions(extras)} allowClear />
        </Form.Item>
        <Space>
          <Form.Item name="promoCode" label="Code promo" style={{ marginBottom: 8 }}>
            <Input maxLength={40} />
          </Form.Item>
          <Form.Item name="partnerId" label="Partenaire" style={{ marginBottom: 8, minWidth: 180 }}>
            <Select options={asOptions(partners)} allowClear />
          </Form.Item>
        </Space>
        <div>
          <Button type="primary" htmlType="submit" loading={quote.isPending}>
            Calculer le prix
          </Button>
        </div>
      </Form>
      {error && <Alert type="error" showIcon message={error} />}
      {quote.data && !quote.isError && <QuoteResult quote={quote.data} />}
    </Space>
  );
}
