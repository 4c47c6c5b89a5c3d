// A list of plain ids typed by hand (place type ids while their screens are another slice's):
// tags that must be whole numbers, kept as numbers in the form.
import { Form, Select } from 'antd';

interface Props {
  name: string;
  label: string;
  isReadOnly: boolean;
}

const toIds = (values: (string | number)[] | undefined) =>
  (values ?? []).map(Number).filter((n) => Number.isInteger(n) && n > 0);

export function IdListField({ name, label, isReadOnly }: Props) {
  return (
    <Form.Item name={name} label={label} normalize={toIds}>
      <Select mode="tags" tokenSeparators={[',', ' ']} open={false} disabled={isReadOnly} placeholder="3, 5" />
    </Form.Item>
  );
}
