// The form fields of a detail screen, from the entity's field definitions. A richer screen lays
// out `FieldItem`s itself (its own rows, widths, an addon beside a control).
import { Checkbox, Col, ColorPicker, DatePicker, Flex, Form, Input, InputNumber, Row, Select } from 'antd';
import type { Color } from 'antd/es/color-picker';
import dayjs, { type Dayjs } from 'dayjs';
import type { ReactNode } from 'react';
import { formatPhone, formatSiret } from '../format';
import { FormattedInput } from './FormattedInput';
import { MoneyInput } from './MoneyInput';
import type { FieldDef } from './types';

type Choice = Record<string, unknown> & { id: number };

/** A date control's value is the `YYYY-MM-DD` day the service expects, shown as a dayjs date. */
export const dayProps = {
  getValueProps: (value: string | null) => ({ value: value ? dayjs(value) : null }),
  normalize: (value: Dayjs | null) => (value ? value.format('YYYY-MM-DD') : null),
};

// The picker hands a Color object; the form keeps the text the service stores ('#1677FF', or null when cleared).
const colorProps = {
  normalize: (value: Color | string | null) =>
    value && typeof value === 'object' ? (value.cleared ? null : value.toHexString().toUpperCase()) : value,
};

/**
 * A select with nothing chosen shows its placeholder: a new record's reference is 0 or null (no
 * row has id 0), which antd would otherwise print as a raw « 0 ».
 */
const selectProps = (choices: Choice[]) => ({
  getValueProps: (value: unknown) => ({
    value: value === null || (value === 0 && !choices.some((c) => c.id === 0)) ? undefined : value,
  }),
});

function control(field: FieldDef, choices: Choice[], isReadOnly: boolean) {
  switch (field.kind) {
    case 'textarea':
      return <Input.TextArea rows={field.rows ?? 4} maxLength={field.maxLength} disabled={isReadOnly} />;
    case 'integer':
      return (
        <InputNumber
          precision={0}
          min={field.min}
          max={field.max}
          placeholder={field.placeholder}
          style={{ width: '100%' }}
          disabled={isReadOnly}
        />
      );
    case 'decimal':
      return (
        <InputNumber
          decimalSeparator=","
          min={field.min}
          max={field.max}
          style={{ width: '100%' }}
          disabled={isReadOnly}
        />
      );
    case 'money':
      return <MoneyInput disabled={isReadOnly} placeholder={field.placeholder} />;
    case 'percent':
      // Basis points are hundredths of a percent as cents are of a euro: the same input, another unit.
      return <MoneyInput disabled={isReadOnly} placeholder={field.placeholder} suffix="%" />;
    case 'select':
    case 'multiselect':
      return (
        <Select
          allowClear
          mode={field.kind === 'multiselect' ? 'multiple' : undefined}
          showSearch={{ optionFilterProp: 'label' }}
          disabled={isReadOnly}
          placeholder={field.placeholder ?? (field.kind === 'select' ? 'Choisir…' : undefined)}
          options={choices.map((c) => ({
            value: c.id,
            label: String(c[field.choiceLabel ?? 'label'] ?? c.id),
            disabled: c.disabled === true,
          }))}
        />
      );
    case 'date':
      return (
        <DatePicker format="DD/MM/YYYY" placeholder="JJ/MM/AAAA" style={{ width: '100%' }} disabled={isReadOnly} />
      );
    case 'color':
      return <ColorPicker showText allowClear disabledAlpha format="hex" disabled={isReadOnly} />;
    case 'password':
      return <Input.Password autoComplete="new-password" disabled={isReadOnly} />;
    case 'phone':
      return <FormattedInput format={formatPhone} maxLength={field.maxLength ?? 20} disabled={isReadOnly} />;
    case 'siret':
      return <FormattedInput format={formatSiret} maxLength={field.maxLength ?? 17} disabled={isReadOnly} />;
    default:
      return (
        <Input
          maxLength={field.maxLength}
          disabled={isReadOnly}
          placeholder={field.placeholder}
          type={field.kind === 'email' ? 'email' : 'text'}
        />
      );
  }
}

interface FieldItemProps {
  field: FieldDef;
  /** The edit answer: where a select finds its choice list. */
  item: Record<string, unknown>;
  isReadOnly: boolean;
  /** Column width out of 24 on a medium screen; by default half a row (a whole one for `span: 2`). */
  md?: number;
  /** Shown beside the control (an age beside a birth date). */
  addon?: ReactNode;
}

export function FieldItem({ field, item, isReadOnly, md, addon }: FieldItemProps) {
  const choices = (field.choices ? (item[field.choices] as Choice[] | undefined) : undefined) ?? [];
  const extra =
    field.kind === 'bool'
      ? { valuePropName: 'checked' }
      : field.kind === 'date'
        ? dayProps
        : field.kind === 'color'
          ? colorProps
          : field.kind === 'select'
            ? selectProps(choices)
            : {};
  const isLocked = isReadOnly || field.disabledReason !== undefined;
  const input = field.kind === 'bool' ? <Checkbox disabled={isLocked} /> : control(field, choices, isLocked);
  const tooltip = field.disabledReason;
  const width = md ?? (field.span === 2 || field.kind === 'textarea' ? 24 : 12);
  // With an addon the control sits in a nested item; the label still points at it.
  const id = (Array.isArray(field.name) ? field.name : [field.name]).join('_');
  return (
    <Col xs={24} md={width}>
      {addon === undefined ? (
        <Form.Item
          name={field.name}
          label={field.label}
          required={field.required}
          extra={field.hint}
          tooltip={tooltip}
          {...extra}
        >
          {input}
        </Form.Item>
      ) : (
        <Form.Item label={field.label} required={field.required} htmlFor={id} extra={field.hint} tooltip={tooltip}>
          <Flex gap={8} align="center">
            <Form.Item name={field.name} noStyle {...extra}>
              {input}
            </Form.Item>
            {addon}
          </Flex>
        </Form.Item>
      )}
    </Col>
  );
}

export function EntityFields({
  fields,
  item,
  isReadOnly,
}: {
  fields: readonly FieldDef[];
  item: Record<string, unknown>;
  isReadOnly: boolean;
}) {
  if (fields.length === 0) return null;
  return (
    <Row gutter={12}>
      {fields.map((field) => (
        <FieldItem key={String(field.name)} field={field} item={item} isReadOnly={isReadOnly} />
      ))}
    </Row>
  );
}
