import { isRootLanguage } from '@/features/seo/route-language';
import { robotsTxt } from '@/features/seo/sitemap-data';
import { fileResponse, notFoundResponse } from '@/features/seo/xml';

// Site files are cached like the pages: rendered on the first request, refreshed within 30 s.
export const revalidate = 30;
export function generateStaticParams(): { lang: string }[] {
  return [];
}

/** `/robots.txt` (proxy.ts maps it onto the default language; other prefixes have none). */
export async function GET(_request: Request, { params }: { params: Promise<{ lang: string }> }) {
  if (!(await isRootLanguage((await params).lang))) return notFoundResponse();
  return fileResponse(await robotsTxt(), 'text/plain');
}
