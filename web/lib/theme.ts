// antd theme for Casebook. The colour overrides keep text contrast at WCAG AA (4.5:1): antd's
// default primary (#1677ff) under white button text, its error red (#ff4d4f) on white, and its
// 45%-black description text are all below it, as is the #bfbfbf of a Select's placeholder (drawn
// as text, which axe measures) and a date picker's. antd derives the hover colours from the primary
// lighter (button #2e7ae6 at 4.1:1 under white text, link #69b1ff at 2.2:1), and a pointer resting on a
// button after a click is what a user (and axe) sees: hover goes darker instead (7.2:1, 9:1).
import type { ThemeConfig } from 'antd';

export const theme: ThemeConfig = {
  token: {
    colorPrimary: '#0958d9',
    colorPrimaryHover: '#0b4fc4',
    colorLink: '#0958d9',
    colorLinkHover: '#003eb3',
    colorError: '#cf1322',
    colorTextDescription: 'rgba(0, 0, 0, 0.65)',
    colorTextPlaceholder: 'rgba(0, 0, 0, 0.6)',
    borderRadius: 8,
  },
};
