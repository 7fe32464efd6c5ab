/**
 * The site colour sits behind white text on the reader site (buttons, the active page number), so
 * the console measures that pair as WCAG does and warns below 4.5:1. Shared by the console (a
 * warning while picking) and the API (the answer says the same).
 */
export const COLOUR_PATTERN = /^#[0-9A-Fa-f]{6}$/;

/** The least contrast WCAG AA asks of normal-size text. */
export const READABLE_CONTRAST = 4.5;

function luminance(hex: string): number {
  const channel = (offset: number) => {
    const value = parseInt(hex.slice(offset, offset + 2), 16) / 255;
    return value <= 0.03928 ? value / 12.92 : ((value + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * channel(1) + 0.7152 * channel(3) + 0.0722 * channel(5);
}

/** Contrast of white text on `hex` (`#RRGGBB`), from 1 to 21, rounded to two decimals; null for another form. */
export function contrastWithWhite(hex: string): number | null {
  if (!COLOUR_PATTERN.test(hex)) return null;
  return Math.round((1.05 / (luminance(hex) + 0.05)) * 100) / 100;
}
