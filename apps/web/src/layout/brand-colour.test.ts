import { describe, expect, it } from 'vitest';
import { brandColourStyle } from './brand-colour';

describe('the site colour on the page', () => {
  it('becomes the brand token, with white text on a dark colour', () => {
    expect(brandColourStyle('#1A2E51')).toEqual({ '--brand': '#1A2E51', '--brand-contrast': '#ffffff' });
  });

  it('takes dark text on a light colour, which white would not read on', () => {
    expect(brandColourStyle('#F5D547')).toEqual({ '--brand': '#F5D547', '--brand-contrast': '#141a24' });
  });

  it('leaves the stylesheet alone for anything but #RRGGBB', () => {
    for (const value of ['', null, undefined, 'red', '#fff', 'url(x)', '#12345g']) expect(brandColourStyle(value)).toBeUndefined();
  });
});
