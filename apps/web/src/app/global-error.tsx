'use client';

import { usePathname } from 'next/navigation';
import { useEffect } from 'react';
import { ErrorScreen } from '@/features/errors/error-screen';
import { isRightToLeft, languageOfPath } from '@/i18n/error-language';
import { buildUiText } from '@/i18n/ui-text';
import './globals.css';

/**
 * The site's layout itself failed (typically the database is out of reach): a whole document,
 * in the language the URL names where the interface has a translation for it.
 */
export default function GlobalError({ error, retry }: { error: unknown; retry: () => void }) {
  const code = languageOfPath(usePathname() ?? '/');
  useEffect(() => {
    console.error('[site] layout failed:', error);
  }, [error]);
  return (
    <html lang={code} dir={isRightToLeft(code) ? 'rtl' : 'ltr'}>
      <body>
        <title>{buildUiText(code, null).somethingWentWrong}</title>
        <ErrorScreen code={code} homeHref="/" onRetry={retry} />
      </body>
    </html>
  );
}
