// antd theme for Casebook. The colour overrides keep text contrast at WCAG AA (4.5:1): antd's
// default primary (#1677ff) under white button text, its error red (#ff4d4f) on white, and its
// 45%-black description text are all below it.
import type { ThemeConfig } from 'antd';

export const theme: ThemeConfig = {
  token: {
    colorPrimary: '#0958d9',
    colorLink: '#0958d9',
    colorError: '#cf1322',
    colorTextDescription: 'rgba(0, 0, 0, 0.65)',
    borderRadius: 8,
  },
};
