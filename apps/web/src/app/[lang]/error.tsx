'use client';

import { useParams } from 'next/navigation';
import { useEffect } from 'react';
import { ErrorScreen } from '@/features/errors/error-screen';

/** A page under a language failed: say so in that language (the layout, with `lang` and `dir`, still stands). */
export default function LanguageError({ error, retry }: { error: unknown; retry: () => void }) {
  const { lang } = useParams<{ lang: string }>();
  useEffect(() => {
    // The digest matches the server's log entry; the message is generic in production.
    console.error('[page] render failed:', error);
  }, [error]);
  // `/<code>` of the default language redirects to `/`, so one form fits every language.
  return <ErrorScreen code={lang} homeHref={`/${lang}`} onRetry={retry} />;
}
