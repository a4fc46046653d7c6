// antd's `isBright` (antd/es/color-picker/components/ColorPresets.js, antd 6.6), alone. antd's
// Button and Tag styles import it from the colour picker's presets panel, which imports Collapse:
// without this module every page loaded Collapse and rc-collapse (≈ 4 KiB gzipped) for one colour
// test. vite.config.ts resolves those two imports here (decision 0014, "Fourth round").
import { Color as RcColor } from '@rc-component/color-picker';

interface RgbColor {
  toRgb(): { r: number; g: number; b: number; a: number };
  toRgbString(): string;
}

export const isBright = (value: RgbColor, bgColorToken: string): boolean => {
  const { r, g, b, a } = value.toRgb();
  const hsv = new RcColor(value.toRgbString()).onBackground(bgColorToken).toHsv();
  if (a <= 0.5) {
    // Adapted to dark mode
    return hsv.v > 0.5;
  }
  return r * 0.299 + g * 0.587 + b * 0.114 > 192;
};
