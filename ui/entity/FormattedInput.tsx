// A text input shown formatted (phone in pairs, SIRET 3-3-3-5) except while it is being typed;
// leaving it keeps the formatted text, which the service's schema normalizes before sending.
import { Input, type InputProps } from 'antd';
import { useState } from 'react';

interface Props extends Omit<InputProps, 'value' | 'onChange'> {
  value?: string | null;
  onChange?: (value: string) => void;
  format: (value: string) => string;
}

export function FormattedInput({ value, onChange, format, onFocus, onBlur, ...rest }: Props) {
  const [isEditing, setEditing] = useState(false);
  const text = value ?? '';
  return (
    <Input
      {...rest}
      value={isEditing || !text ? text : format(text)}
      onChange={(event) => onChange?.(event.target.value)}
      onFocus={(event) => {
        setEditing(true);
        onFocus?.(event);
      }}
      onBlur={(event) => {
        setEditing(false);
        if (text && format(text) !== text) onChange?.(format(text));
        onBlur?.(event);
      }}
    />
  );
}
