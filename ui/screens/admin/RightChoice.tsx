// The choice of a right code as four small buttons: 000 none, 001 read, 011 create and modify,
// 111 everything with delete. No value selects nothing (an area whose rows differ).
import { Radio } from 'antd';
import { useTranslation } from 'react-i18next';
import { type RightCode, rightCodes } from './rights-model';

interface Props {
  value?: RightCode;
  onChange?: (code: RightCode) => void;
  disabled?: boolean;
  /** What the choice is about, for screen readers (the functionality's label). */
  label: string;
}

export function RightChoice({ value, onChange, disabled, label }: Props) {
  const { t } = useTranslation('admin');
  return (
    <Radio.Group
      size="small"
      optionType="button"
      buttonStyle="solid"
      aria-label={label}
      value={value ?? null}
      disabled={disabled}
      onChange={(event) => onChange?.(event.target.value as RightCode)}
      options={rightCodes.map((code) => ({
        value: code,
        label: t(`rights.short.${code}`),
        title: `${code} — ${t(`rights.long.${code}`)}`,
      }))}
    />
  );
}
