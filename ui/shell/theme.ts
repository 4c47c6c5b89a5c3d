import type { ThemeConfig } from 'antd';

// Dense and calm: staff read these screens eight hours a day.
export const theme: ThemeConfig = {
  token: {
    colorPrimary: '#2f6f4f',
    borderRadius: 4,
    fontSize: 13,
    fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
  },
  components: {
    Layout: { headerHeight: 44, headerPadding: '0 12px', headerBg: '#1f3d2e' },
    Table: { cellPaddingBlockSM: 4, cellPaddingInlineSM: 6 },
  },
};
