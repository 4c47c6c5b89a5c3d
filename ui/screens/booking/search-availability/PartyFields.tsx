// Who is coming, as the availability search asks it: adults, each child's age on arrival, and
// animals of one type. The search prices that party and the sheet opened from a result starts with it.
import { Form, InputNumber, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import type { Choice } from '../../../../service/domains/booking/contract';
import { type PartyDraft, withChildCount } from './party-draft';

interface Props {
  value: PartyDraft;
  onChange: (next: PartyDraft) => void;
  animalTypes: Choice[];
}

const whole = (v: number | null) => (typeof v === 'number' && Number.isInteger(v) ? v : null);

export function PartyFields({ value, onChange, animalTypes }: Props) {
  const { t } = useTranslation('booking-new');
  const set = (patch: Partial<PartyDraft>) => onChange({ ...value, ...patch });
  return (
    <>
      <Form.Item label={t('party.adults')}>
        <InputNumber
          aria-label={t('party.adults')}
          min={0}
          max={60}
          style={{ width: 60 }}
          value={value.adults}
          onChange={(v) => set({ adults: whole(v) ?? 0 })}
        />
      </Form.Item>
      <Form.Item label={t('party.children')}>
        <InputNumber
          aria-label={t('party.children')}
          min={0}
          max={30}
          style={{ width: 60 }}
          value={value.childAges.length}
          onChange={(v) => onChange(withChildCount(value, whole(v) ?? 0))}
        />
      </Form.Item>
      {value.childAges.map((age, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: a child is its position in the party
        <Form.Item key={i} label={t('party.childAge', { n: i + 1 })} tooltip={t('party.childAgeHint')}>
          <InputNumber
            aria-label={t('party.childAge', { n: i + 1 })}
            min={0}
            max={17}
            style={{ width: 60 }}
            status={age === null ? 'warning' : undefined}
            value={age}
            onChange={(v) => set({ childAges: value.childAges.map((a, j) => (j === i ? whole(v) : a)) })}
          />
        </Form.Item>
      ))}
      <Form.Item label={t('party.animals')}>
        <InputNumber
          aria-label={t('party.animalCount')}
          min={0}
          max={10}
          style={{ width: 60 }}
          value={value.animalCount}
          onChange={(v) => set({ animalCount: whole(v) ?? 0 })}
        />
      </Form.Item>
      <Form.Item>
        <Select
          aria-label={t('party.animalType')}
          placeholder={t('party.animalType')}
          allowClear
          style={{ width: 140 }}
          options={animalTypes}
          value={value.animalTypeId ?? undefined}
          onChange={(v?: number) => set({ animalTypeId: v ?? null })}
        />
      </Form.Item>
    </>
  );
}
