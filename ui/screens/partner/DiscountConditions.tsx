// The conditions of an automatic discount: a minimum of nights and a booking window. Other kinds
// have none (the service clears them), so they are shown only for an automatic discount.
import { Form, Row } from 'antd';
import { FieldItem } from '../../entity/EntityFields';

interface Props {
  item: Record<string, unknown>;
  isReadOnly: boolean;
}

export function DiscountConditions({ item, isReadOnly }: Props) {
  const kind = Form.useWatch<string | undefined>('kind');
  if (kind !== 'automatic') return null;
  const common = { item, isReadOnly, md: 8 };
  return (
    <Row gutter={12}>
      <FieldItem field={{ name: 'minNights', label: 'Nuits minimum', kind: 'integer', min: 0 }} {...common} />
      <FieldItem field={{ name: 'bookingStartDate', label: 'Réservé à partir du', kind: 'date' }} {...common} />
      <FieldItem field={{ name: 'bookingEndDate', label: "Réservé jusqu'au", kind: 'date' }} {...common} />
    </Row>
  );
}
