// A tax's prices per period: one row per period (start, end, price in the tax's unit), added and
// removed in place; the service refuses two periods sharing a day.
import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { Button, Col, Divider, Form, Row } from 'antd';
import { FieldItem } from '../../entity/EntityFields';
import { pricePeriodFields } from './tax-ui';

interface Props {
  item: Record<string, unknown>;
  isReadOnly: boolean;
}

export function TaxPricePeriods({ item, isReadOnly }: Props) {
  const unit = Form.useWatch<number | undefined>('unit');
  return (
    <>
      <Divider titlePlacement="start" plain>
        Prix par période
      </Divider>
      <Form.List name="pricePeriods">
        {(rows, { add, remove }, { errors }) => (
          <>
            {rows.map(({ key, name }) => (
              <Row key={key} gutter={12} align="middle">
                {pricePeriodFields(name, unit).map((field) => (
                  <FieldItem key={String(field.name)} field={field} item={item} isReadOnly={isReadOnly} md={7} />
                ))}
                {!isReadOnly && (
                  <Col md={3}>
                    <Button
                      type="text"
                      danger
                      icon={<DeleteOutlined />}
                      aria-label="Supprimer la période"
                      onClick={() => remove(name)}
                    />
                  </Col>
                )}
              </Row>
            ))}
            {/* The list's own error (no period at all) is shown under it. */}
            <Form.ErrorList errors={errors} />
            {!isReadOnly && (
              <Button icon={<PlusOutlined />} onClick={() => add({ startDate: null, endDate: null, price: null })}>
                Ajouter une période
              </Button>
            )}
          </>
        )}
      </Form.List>
    </>
  );
}
