import type { ThemeConfig } from 'antd';

// Staff whose system asks for less motion get none: dialogs and menus open at once.
const prefersLessMotion =
  typeof window !== 'undefined' && (window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false);

// Dense and calm: staff read these screens eight hours a day.
export const theme: ThemeConfig = {
  token: {
    motion: !prefersLessMotion,
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
