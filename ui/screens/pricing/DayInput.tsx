// A day typed or picked as the app shows it (31/12/2027) whose value is the service's
// `YYYY-MM-DD` text, for the controlled inputs of the pricing screens (outside antd forms).
import { DatePicker } from 'antd';
import dayjs from 'dayjs';

interface Props {
  value: string | undefined;
  onChange: (day: string) => void;
  id?: string;
  disabled?: boolean;
  status?: 'error';
  size?: 'small';
  'aria-label'?: string;
}

export function DayInput({ value, onChange, ...rest }: Props) {
  return (
    <DatePicker
      format="DD/MM/YYYY"
      placeholder="JJ/MM/AAAA"
      style={{ width: '100%' }}
      value={value ? dayjs(value) : null}
      onChange={(day) => onChange(day ? day.format('YYYY-MM-DD') : '')}
      {...rest}
    />
  );
}
