import { renderToString } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import { isRightToLeft, languageOfPath } from '../../i18n/error-language';
import { ErrorScreen } from './error-screen';

describe('the error page', () => {
  it('speaks the language of the page that failed, with a retry and a way home', () => {
    const arabic = renderToString(<ErrorScreen code="ar" homeHref="/ar" onRetry={vi.fn()} />);
    expect(arabic).toContain('<h1>حدث خطأ ما. يرجى المحاولة مرة أخرى.</h1>');
    expect(arabic).toMatch(/<button type="button"[^>]*>أعد المحاولة<\/button>/);
    expect(arabic).toMatch(/<a href="\/ar"[^>]*>العودة إلى الصفحة الرئيسية<\/a>/);
    const french = renderToString(<ErrorScreen code="fr" homeHref="/fr" onRetry={vi.fn()} />);
    expect(french).toContain('Une erreur est survenue. Veuillez réessayer.');
    expect(renderToString(<ErrorScreen code="en" homeHref="/en" onRetry={vi.fn()} />)).toContain('Something went wrong. Please try again.');
  });

  it('finds the language and direction of a URL when the site itself failed', () => {
    expect(languageOfPath('/ar/news/x')).toBe('ar');
    expect(languageOfPath('/news/x')).toBe('en');
    expect(languageOfPath('/')).toBe('en');
    expect(isRightToLeft('ar')).toBe(true);
    expect(isRightToLeft('fa-IR')).toBe(true);
    expect(isRightToLeft('fr')).toBe(false);
  });
});
