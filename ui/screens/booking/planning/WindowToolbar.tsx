// Date navigation of the plannings: previous and next window, today, go to a date, number of days.
import { LeftOutlined, RightOutlined } from '@ant-design/icons';
import { Button, DatePicker, Select, Space } from 'antd';
import dayjs from 'dayjs';

const dayChoices = [7, 14, 21, 30, 45, 60, 90, 120, 180, 365];

interface Props {
  start: string;
  days: number;
  today: string;
  daysBeforeToday: number;
  onChange: (next: { start: string; days: number }) => void;
}

export function WindowToolbar({ start, days, today, daysBeforeToday, onChange }: Props) {
  const shift = (by: number) => onChange({ start: dayjs(start).add(by, 'day').format('YYYY-MM-DD'), days });
  const choices = dayChoices.includes(days) ? dayChoices : [...dayChoices, days].sort((a, b) => a - b);
  return (
    <Space size="small" wrap>
      <Button size="small" icon={<LeftOutlined />} aria-label="Période précédente" onClick={() => shift(-days)} />
      <Button
        size="small"
        onClick={() => onChange({ start: dayjs(today).subtract(daysBeforeToday, 'day').format('YYYY-MM-DD'), days })}
      >
        Aujourd'hui
      </Button>
      <Button size="small" icon={<RightOutlined />} aria-label="Période suivante" onClick={() => shift(days)} />
      <DatePicker
        size="small"
        aria-label="Aller au"
        format="DD/MM/YYYY"
        placeholder="Aller au…"
        value={dayjs(start)}
        allowClear={false}
        onChange={(day) => day && onChange({ start: day.format('YYYY-MM-DD'), days })}
      />
      <Select
        size="small"
        aria-label="Nombre de jours"
        style={{ width: 110 }}
        value={days}
        options={choices.map((n) => ({ value: n, label: `${n} jours` }))}
        onChange={(n) => onChange({ start, days: n })}
      />
    </Space>
  );
}
