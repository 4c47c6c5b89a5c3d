// How a list cell shows a value, by its format.
import type { ReactNode } from 'react';
import { formatDate, formatDateTime, formatMoney, formatPercent, formatPhone } from '../format';
import { t } from '../i18n';
import type { CellFormat } from './types';

export function renderCell(value: unknown, format: CellFormat = 'text'): ReactNode {
  if (value === null || value === undefined || value === '') return '';
  switch (format) {
    case 'date':
      return formatDate(String(value));
    case 'datetime':
      return formatDateTime(String(value));
    case 'bool':
      return value ? t('entity:yes') : '';
    case 'money':
      return formatMoney(Number(value));
    case 'percent':
      return formatPercent(Number(value) / 100);
    case 'phone':
      return formatPhone(String(value));
    case 'color':
      return (
        <span
          title={String(value)}
          style={{ display: 'inline-block', width: 24, height: 14, borderRadius: 3, background: String(value) }}
        />
      );
    case 'text':
      return String(value);
  }
}
