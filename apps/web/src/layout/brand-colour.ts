import type { CSSProperties } from 'react';
import { COLOUR_PATTERN, contrastWithWhite, READABLE_CONTRAST } from '@newsroom/contract/admin/settings-colour';

/** Text on a light site colour: the page's own dark text, so buttons stay readable. */
const DARK_TEXT = '#141a24';

/**
 * The site colour of the settings (`web_color_code`) as the page's `--brand` token, with the text
 * colour that reads on it: white where white reaches WCAG AA on it, dark text otherwise. Another
 * form than `#RRGGBB` leaves the stylesheet's own colours.
 */
export function brandColourStyle(colour: string | undefined | null): CSSProperties | undefined {
  if (!colour || !COLOUR_PATTERN.test(colour)) return undefined;
  const onBrand = (contrastWithWhite(colour) ?? 0) >= READABLE_CONTRAST ? '#ffffff' : DARK_TEXT;
  return { '--brand': colour, '--brand-contrast': onBrand } as CSSProperties;
}
