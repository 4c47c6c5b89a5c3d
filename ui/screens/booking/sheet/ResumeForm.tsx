// The resume form (/new-booking/resume/...): the booking on one compact page — customer, the
// first occupancy's place and dates, the party by age category, notes — with the live price.
import { Button, Col, Descriptions, Form, Input, InputNumber, Row } from 'antd';
import { formatMoney } from '../../../format';
import { customerName } from '../../customers/customer-ui';
import { useCustomer } from '../booking-api';
import { addDays, nightsBetween, withDuration, withStart } from '../stay-dates';
import { BookingMoneyFields } from './BookingMoneyFields';
import { ChoiceCell, DayCell } from './CellInputs';
import { CustomerPicker } from './CustomerPicker';
import { newOccupancy, withOccupancy, withOccupantCount } from './occupancy-edit';
import { labelIn } from './sheet-choices';
import type { DraftQuote, TabProps } from './tab-props';

interface Props extends TabProps {
  quote: DraftQuote | undefined;
  /** The business date a first stay starts on. */
  today: string;
  defaultStayDays: number;
}

export function ResumeForm({ body, change, choices, isReadOnly, quote, today, defaultStayDays }: Props) {
  const o = body.occupancies[0];
  const setFirst = (update: Parameters<typeof withOccupancy>[2]) =>
    change((b) => (b.occupancies.length > 0 ? withOccupancy(b, 0, update) : b));
  const deposit = quote?.occupancies[0]?.quote?.deposit;
  const customer = useCustomer(body.customerId ?? 0);
  return (
    <Form layout="vertical" size="small" disabled={isReadOnly} className="booking-resume">
      <Row gutter={12}>
        <Col xs={24} md={12}>
          <Form.Item label={customer ? `Client : ${customerName(customer)} (${customer.code})` : 'Client'}>
            <CustomerPicker
              civilities={choices.civilities}
              isReadOnly={isReadOnly}
              onChoose={(customerId) => change((b) => ({ ...b, customerId }))}
            />
          </Form.Item>
        </Col>
        <Col xs={12} md={6}>
          <Form.Item label="Place">
            {o ? (
              <ChoiceCell
                label="Place"
                value={o.placeId}
                choices={choices.places}
                onChange={(placeId) => setFirst((x) => ({ ...x, placeId }))}
              />
            ) : (
              <Button
                size="small"
                type="link"
                onClick={() =>
                  change((b) => ({ ...b, occupancies: [newOccupancy(today, addDays(today, defaultStayDays))] }))
                }
              >
                Ajouter une occupation
              </Button>
            )}
          </Form.Item>
        </Col>
        <Col xs={12} md={6}>
          <Form.Item label="Total">
            <strong className="sheet-total">{formatMoney(quote?.totalCents ?? 0)}</strong>
          </Form.Item>
        </Col>
      </Row>
      {o && (
        <Row gutter={12}>
          <Col xs={12} md={4}>
            <Form.Item label="Arrivée">
              <DayCell
                label="Arrivée"
                value={o.startDate}
                onChange={(v) => v && setFirst((x) => ({ ...x, ...withStart(x, v, defaultStayDays) }))}
              />
            </Form.Item>
          </Col>
          <Col xs={12} md={4}>
            <Form.Item label="Départ">
              <DayCell
                label="Départ"
                value={o.endDate}
                onChange={(v) => v && setFirst((x) => ({ ...x, endDate: v }))}
              />
            </Form.Item>
          </Col>
          <Col xs={8} md={2}>
            <Form.Item label="Nuits">
              <InputNumber
                aria-label="Nuits"
                min={1}
                value={nightsBetween(o.startDate, o.endDate)}
                onChange={(v) => setFirst((x) => ({ ...x, ...withDuration(x, typeof v === 'number' ? v : null) }))}
              />
            </Form.Item>
          </Col>
          {choices.ageCategories.map((c) => (
            <Col key={c.value} xs={8} md={2}>
              <Form.Item label={c.label}>
                <InputNumber
                  aria-label={c.label}
                  min={0}
                  max={60}
                  value={o.occupants.filter((p) => p.ageCategoryId === c.value).length}
                  onChange={(v) => setFirst((x) => withOccupantCount(x, c.value, typeof v === 'number' ? v : 0))}
                />
              </Form.Item>
            </Col>
          ))}
        </Row>
      )}
      <BookingMoneyFields body={body} change={change} isReadOnly={isReadOnly} totalCents={quote?.totalCents ?? 0} />
      <Row gutter={12}>
        <Col xs={24} md={12}>
          <Form.Item label="Notes">
            <Input.TextArea
              aria-label="Notes"
              rows={2}
              maxLength={4000}
              value={body.notes ?? ''}
              onChange={(e) => change((b) => ({ ...b, notes: e.target.value.trim() ? e.target.value : null }))}
            />
          </Form.Item>
        </Col>
        <Col xs={24} md={12}>
          {deposit && (
            <Descriptions size="small" column={1} bordered>
              <Descriptions.Item label="Acompte">{formatMoney(deposit.amountCents)}</Descriptions.Item>
              <Descriptions.Item label="Solde">{formatMoney(deposit.balanceCents)}</Descriptions.Item>
              <Descriptions.Item label="Place">{labelIn(choices.places, o?.placeId)}</Descriptions.Item>
            </Descriptions>
          )}
        </Col>
      </Row>
    </Form>
  );
}
