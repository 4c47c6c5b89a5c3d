// The customer tab: the booking's customer (chosen or created inline) and the booking's own
// fields: partner, references, option validity, notes.
import { Col, DatePicker, Descriptions, Form, Input, Row, Select } from 'antd';
import dayjs from 'dayjs';
import { BOOKING_KIND } from '../../../../service/domains/booking/contract';
import { formatPhone } from '../../../format';
import { customerName } from '../../customers/customer-ui';
import { useCustomer } from '../booking-api';
import { CustomerPicker } from './CustomerPicker';
import type { TabProps } from './tab-props';

export function CustomerTab({ body, change, choices, isReadOnly }: TabProps) {
  const customerId = body.customerId ?? 0;
  const c = useCustomer(customerId);
  const text = (v: string) => (v.trim() === '' ? null : v);
  return (
    <Row gutter={16}>
      <Col xs={24} lg={12}>
        {c ? (
          <Descriptions size="small" column={1} bordered className="sheet-customer">
            <Descriptions.Item label="Client">
              <strong>{customerName(c)}</strong> ({c.code})
            </Descriptions.Item>
            <Descriptions.Item label="Adresse">
              {[c.addressList[0]?.address1, c.addressList[0]?.postalCode, c.addressList[0]?.town]
                .filter(Boolean)
                .join(' ')}
            </Descriptions.Item>
            <Descriptions.Item label="Téléphone">{formatPhone(c.phone ?? c.mobile ?? '')}</Descriptions.Item>
            <Descriptions.Item label="E-mail">{c.email}</Descriptions.Item>
          </Descriptions>
        ) : (
          <p>Aucun client choisi.</p>
        )}
        <div style={{ marginTop: 8 }}>
          <CustomerPicker
            civilities={choices.civilities}
            isReadOnly={isReadOnly}
            onChoose={(customerId) => change((b) => ({ ...b, customerId }))}
          />
        </div>
      </Col>
      <Col xs={24} lg={12}>
        <Form layout="horizontal" size="small" labelCol={{ span: 8 }} disabled={isReadOnly}>
          <Form.Item label="Partenaire">
            <Select
              aria-label="Partenaire"
              allowClear
              showSearch
              optionFilterProp="label"
              options={choices.partners}
              value={body.partnerId ?? undefined}
              onChange={(v: number | undefined) => change((b) => ({ ...b, partnerId: v ?? null }))}
            />
          </Form.Item>
          {body.kind === BOOKING_KIND.option && (
            <Form.Item label="Option valable jusqu'au">
              <DatePicker
                aria-label="Option valable jusqu'au"
                format="DD/MM/YYYY"
                value={body.optionValidUntil ? dayjs(body.optionValidUntil) : null}
                onChange={(d) => change((b) => ({ ...b, optionValidUntil: d ? d.format('YYYY-MM-DD') : null }))}
              />
            </Form.Item>
          )}
          <Form.Item label="Référence">
            <Input
              aria-label="Référence"
              maxLength={60}
              value={body.reference ?? ''}
              onChange={(e) => change((b) => ({ ...b, reference: text(e.target.value) }))}
            />
          </Form.Item>
          <Form.Item label="Référence internet">
            <Input
              aria-label="Référence internet"
              maxLength={60}
              value={body.internetReference ?? ''}
              onChange={(e) => change((b) => ({ ...b, internetReference: text(e.target.value) }))}
            />
          </Form.Item>
          <Form.Item label="Notes">
            <Input.TextArea
              aria-label="Notes"
              rows={4}
              maxLength={4000}
              value={body.notes ?? ''}
              onChange={(e) => change((b) => ({ ...b, notes: text(e.target.value) }))}
            />
          </Form.Item>
        </Form>
      </Col>
    </Row>
  );
}
