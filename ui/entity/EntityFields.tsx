// The form fields of a detail screen, from the entity's field definitions.
import { Checkbox, Col, DatePicker, Form, Input, InputNumber, Row, Select } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import type { FieldDef } from './types';

type Choice = Record<string, unknown> & { id: number };

const dayProps = {
  getValueProps: (value: string | null) => ({ value: value ? dayjs(value) : null }),
  normalize: (value: Dayjs | null) => (value ? value.format('YYYY-MM-DD') : null),
};

function control(field: FieldDef, choices: Choice[], isReadOnly: boolean) {
  switch (field.kind) {
    case 'textarea':
      return <Input.TextArea rows={4} maxLength={field.maxLength} disabled={isReadOnly} />;
    case 'integer':
      return <InputNumber precision={0} style={{ width: '100%' }} disabled={isReadOnly} />;
    case 'decimal':
      return <InputNumber decimalSeparator="," style={{ width: '100%' }} disabled={isReadOnly} />;
    case 'select':
      return (
        <Select
          allowClear
          showSearch={{ optionFilterProp: 'label' }}
          disabled={isReadOnly}
          options={choices.map((c) => ({ value: c.id, label: String(c[field.choiceLabel ?? 'label'] ?? c.id) }))}
        />
      );
    case 'date':
      return <DatePicker format="DD/MM/YYYY" style={{ width: '100%' }} disabled={isReadOnly} />;
    case 'password':
      return <Input.Password autoComplete="new-password" disabled={isReadOnly} />;
    default:
      return <Input maxLength={field.maxLength} disabled={isReadOnly} type={field.kind === 'email' ? 'email' : 'text'} />;
  }
}

export function EntityFields({ fields, item, isReadOnly }: { fields: readonly FieldDef[]; item: Record<string, unknown>; isReadOnly: boolean }) {
  return (
    <Row gutter={12}>
      {fields.map((field) => {
        const choices = (field.choices ? (item[field.choices] as Choice[] | undefined) : undefined) ?? [];
        const extra = field.kind === 'bool' ? { valuePropName: 'checked' } : field.kind === 'date' ? dayProps : {};
        return (
          <Col key={String(field.name)} xs={24} md={field.span === 2 || field.kind === 'textarea' ? 24 : 12}>
            <Form.Item name={field.name} label={field.label} required={field.required} {...extra}>
              {field.kind === 'bool' ? <Checkbox disabled={isReadOnly} /> : control(field, choices, isReadOnly)}
            </Form.Item>
          </Col>
        );
      })}
    </Row>
  );
}
