// An amount typed in euros ('1 234,50') whose form value is integer cents (euros exist only
// here and in formatted text). Text that is not an amount stays as typed, so the service's schema
// refuses it with its own message instead of it silently becoming 0.
import { Input, type InputProps } from 'antd';
import { useState } from 'react';
import { formatMoney, parseMoney } from '../format';
import { useSession } from '../shell/session';

interface Props extends Omit<InputProps, 'value' | 'onChange'> {
  value?: number | string | null;
  onChange?: (value: number | string | null) => void;
}

const asText = (value: Props['value']) =>
  typeof value === 'number' ? formatMoney(value, null, { withSymbol: false }) : (value ?? '');

export function MoneyInput({ value, onChange, onFocus, onBlur, ...rest }: Props) {
  const symbol = useSession().establishment?.currency?.symbol ?? '€';
  const [editing, setEditing] = useState<string | null>(null);
  return (
    <Input
      inputMode="decimal"
      suffix={symbol}
      styles={{ input: { textAlign: 'right' } }}
      {...rest}
      value={editing ?? asText(value)}
      onChange={(event) => {
        const text = event.target.value;
        setEditing(text);
        onChange?.(text.trim() === '' ? null : (parseMoney(text) ?? text));
      }}
      onFocus={(event) => {
        setEditing(asText(value));
        onFocus?.(event);
      }}
      onBlur={(event) => {
        setEditing(null);
        onBlur?.(event);
      }}
    />
  );
}
