// A text input shown formatted (phone in pairs, SIRET 3-3-3-5); what is typed stays as typed until
// the input is left, which formats it again. The service's schema normalizes it before sending.
// Focusing does not change the text, so a select-all on focus (Tab, double-click) is kept and
// typing replaces the whole value.
import { Input, type InputProps } from 'antd';
import { useState } from 'react';

interface Props extends Omit<InputProps, 'value' | 'onChange'> {
  value?: string | null;
  onChange?: (value: string) => void;
  format: (value: string) => string;
}

export function FormattedInput({ value, onChange, format, onBlur, ...rest }: Props) {
  const [isEditing, setEditing] = useState(false);
  const text = value ?? '';
  return (
    <Input
      {...rest}
      value={isEditing || !text ? text : format(text)}
      onChange={(event) => {
        setEditing(true);
        onChange?.(event.target.value);
      }}
      onBlur={(event) => {
        setEditing(false);
        if (text && format(text) !== text) onChange?.(format(text));
        onBlur?.(event);
      }}
    />
  );
}
