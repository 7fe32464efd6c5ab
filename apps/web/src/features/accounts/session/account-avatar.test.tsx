import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { AccountAvatar } from './account-avatar';

describe('<AccountAvatar>', () => {
  it('shows the reader’s picture, decorative (the button has the words)', () => {
    const html = renderToString(<AccountAvatar name="ada" picture="https://news.example.com/media/profiles/ada.webp" />);
    expect(html).toMatch(/<img src="https:\/\/news.example.com\/media\/profiles\/ada.webp" alt=""/);
    expect(html).not.toContain('>A<');
  });

  it('shows the initial without a picture, and a dot without a name', () => {
    expect(renderToString(<AccountAvatar name=" ada" picture="" />)).toMatch(/aria-hidden="true"[^>]*>A<\/span>/);
    expect(renderToString(<AccountAvatar name="" picture="" />)).toContain('>•</span>');
  });
});
