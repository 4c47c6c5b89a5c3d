// The compact inputs of the sheet's editable rows: a blank text or choice is null on the wire.
import { DatePicker, Input, InputNumber, Select } from 'antd';
import dayjs from 'dayjs';
import { useMemo } from 'react';
import type { Choice } from '../booking-api';

interface Base<T> {
  value: T;
  onChange: (value: T) => void;
  label: string;
  disabled?: boolean;
}

export function TextCell({ value, onChange, label, disabled, maxLength }: Base<string | null> & { maxLength: number }) {
  return (
    <Input
      size="small"
      aria-label={label}
      value={value ?? ''}
      maxLength={maxLength}
      disabled={disabled}
      onChange={(e) => onChange(e.target.value.trim() === '' ? null : e.target.value)}
    />
  );
}

export function ChoiceCell({ value, onChange, label, disabled, choices }: Base<number | null> & { choices: Choice[] }) {
  return (
    <Select
      size="small"
      aria-label={label}
      value={value ?? undefined}
      options={choices}
      disabled={disabled}
      allowClear
      showSearch
      optionFilterProp="label"
      style={{ width: '100%' }}
      onChange={(v: number | undefined) => onChange(v ?? null)}
    />
  );
}

/** `isClosed`: a day the picker offers greyed and refuses (a night outside the activity periods). */
export function DayCell({
  value,
  onChange,
  label,
  disabled,
  isClosed,
}: Base<string | null> & { isClosed?: (day: string) => boolean }) {
  // The same day object while the day is the same: a re-render (the live price arriving) must not
  // reset what is being typed.
  const day = useMemo(() => (value ? dayjs(value) : null), [value]);
  return (
    <DatePicker
      size="small"
      aria-label={label}
      format="DD/MM/YYYY"
      placeholder="JJ/MM/AAAA"
      value={day}
      disabled={disabled}
      disabledDate={isClosed && ((d) => isClosed(d.format('YYYY-MM-DD')))}
      style={{ width: '100%' }}
      onChange={(d) => onChange(d ? d.format('YYYY-MM-DD') : null)}
    />
  );
}

export function CountCell({ value, onChange, label, disabled }: Base<number>) {
  return (
    <InputNumber
      size="small"
      aria-label={label}
      min={1}
      max={999}
      value={value}
      disabled={disabled}
      style={{ width: 70 }}
      onChange={(v) => onChange(typeof v === 'number' && Number.isFinite(v) ? v : 1)}
    />
  );
}
