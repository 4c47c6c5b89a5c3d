// The booking's money fields on the sheet: « Nature de l'acompte » (arrhes or acompte, the
// preference's default for a new booking) and, when the VACAF module is on, « Aide VACAF » and
// « N° dossier VACAF », with what the family owes once the aid is deducted.
import { Col, Form, Input, Row, Select, Typography } from 'antd';
import { VACAF_FILE_NUMBER_MAX } from '../../../../service/domains/booking/contract';
import { DEPOSIT_NATURES } from '../../../../service/domains/payment/kinds';
import { MoneyInput } from '../../../entity/MoneyInput';
import { formatMoney } from '../../../format';
import { useBookingChoices } from '../booking-api';
import type { TabProps } from './tab-props';

interface Props extends Pick<TabProps, 'body' | 'change' | 'isReadOnly'> {
  /** The stay's live total, to say what the family owes beside the aid. */
  totalCents: number;
}

const natureOptions = DEPOSIT_NATURES.map((n) => ({ value: n.id, label: n.label }));

export function BookingMoneyFields({ body, change, isReadOnly, totalCents }: Props) {
  const choices = useBookingChoices('sheet');
  const aidCents = body.vacafAidCents ?? 0;
  return (
    <Row gutter={12}>
      <Col xs={12} md={6}>
        <Form.Item
          label="Nature de l'acompte"
          tooltip="Arrhes : perdues par le client qui annule. Acompte : engage les deux parties, le séjour reste dû."
        >
          <Select
            aria-label="Nature de l'acompte"
            disabled={isReadOnly}
            options={natureOptions}
            value={body.depositNature ?? choices?.defaultDepositNature ?? 'arrhes'}
            onChange={(depositNature) => change((b) => ({ ...b, depositNature }))}
          />
        </Form.Item>
      </Col>
      {choices?.vacaf && (
        <>
          <Col xs={12} md={6}>
            <Form.Item label="Aide VACAF">
              <MoneyInput
                aria-label="Aide VACAF"
                disabled={isReadOnly}
                value={aidCents}
                onChange={(v) => {
                  if (v === null || typeof v === 'number') change((b) => ({ ...b, vacafAidCents: v ?? 0 }));
                }}
              />
            </Form.Item>
          </Col>
          <Col xs={12} md={6}>
            <Form.Item label="N° dossier VACAF">
              <Input
                aria-label="N° dossier VACAF"
                disabled={isReadOnly}
                maxLength={VACAF_FILE_NUMBER_MAX}
                value={body.vacafFileNumber ?? ''}
                onChange={(e) =>
                  change((b) => ({ ...b, vacafFileNumber: e.target.value.trim() ? e.target.value : null }))
                }
              />
            </Form.Item>
          </Col>
          {aidCents > 0 && (
            <Col xs={12} md={6}>
              <Form.Item label="À la charge de la famille">
                <Typography.Text strong className="vacaf-family-share">
                  {formatMoney(Math.max(0, totalCents - aidCents))}
                </Typography.Text>
              </Form.Item>
            </Col>
          )}
        </>
      )}
    </Row>
  );
}
