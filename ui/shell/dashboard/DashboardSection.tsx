// One section of the dashboard of the day: its title and count, its first rows, and the link to
// the list that holds them all.
import { Link } from '@tanstack/react-router';
import { Badge, Card, Typography } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/** Rows shown per section; the list behind the link has the rest. */
const SHOWN_ROWS = 6;

interface Props<T> {
  title: string;
  subtitle?: string;
  count: number;
  linkText: string;
  to: string;
  rows: readonly T[];
  rowKey: (row: T) => string | number;
  renderRow: (row: T) => ReactNode;
}

export function DashboardSection<T>({ title, subtitle, count, linkText, to, rows, rowKey, renderRow }: Props<T>) {
  const { t } = useTranslation('dashboard');
  return (
    <Card
      size="small"
      role="region"
      aria-label={title}
      title={
        <span>
          {title}{' '}
          <Badge
            count={count}
            overflowCount={999}
            showZero
            color={count > 0 ? '#1f6f43' : '#bfbfbf'}
            aria-label={String(count)}
          />
        </span>
      }
      extra={<Link to={to}>{linkText}</Link>}
      style={{ height: '100%' }}
    >
      {subtitle && (
        <Typography.Paragraph type="secondary" style={{ marginBottom: 4 }}>
          {subtitle}
        </Typography.Paragraph>
      )}
      {rows.length === 0 ? (
        <Typography.Text type="secondary">{t('none')}</Typography.Text>
      ) : (
        <ul style={{ margin: 0, paddingLeft: 0, listStyle: 'none', lineHeight: 1.8 }}>
          {rows.slice(0, SHOWN_ROWS).map((row) => (
            <li key={rowKey(row)}>{renderRow(row)}</li>
          ))}
          {rows.length > SHOWN_ROWS && (
            <li>
              <Typography.Text type="secondary">{t('more', { count: rows.length - SHOWN_ROWS })}</Typography.Text>
            </li>
          )}
        </ul>
      )}
    </Card>
  );
}
