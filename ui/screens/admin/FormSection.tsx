// A form section's title, flush left as the labels under it, over a thin rule.
import { Typography, theme } from 'antd';
import type { ReactNode } from 'react';

export function FormSection({ children }: { children: ReactNode }) {
  const { token } = theme.useToken();
  return (
    <Typography.Title
      level={5}
      style={{ fontSize: 14, margin: '4px 0 8px', paddingBottom: 4, borderBottom: `1px solid ${token.colorSplit}` }}
    >
      {children}
    </Typography.Title>
  );
}
