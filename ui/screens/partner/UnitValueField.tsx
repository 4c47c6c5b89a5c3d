// A value whose unit is chosen beside it (unit types): typed in euros when the unit is an
// amount, in percent when it is a rate; both are kept as integers (cents, basis points).
import { Form } from 'antd';
import { FieldItem } from '../../entity/EntityFields';
import type { FieldDef } from '../../entity/types';

interface Props {
  name: string;
  label: string;
  /** The form field holding the unit, and its value meaning a percent. */
  unitField: string;
  percentUnit: string;
  item: Record<string, unknown>;
  isReadOnly: boolean;
  md?: number;
}

export function UnitValueField({ name, label, unitField, percentUnit, item, isReadOnly, md }: Props) {
  const unit = Form.useWatch<string | undefined>(unitField);
  const field: FieldDef = { name, label, kind: unit === percentUnit ? 'percent' : 'money', required: true };
  return <FieldItem field={field} item={item} isReadOnly={isReadOnly} md={md} />;
}
