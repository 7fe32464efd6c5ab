import { languageFeed } from '@/features/seo/feed-data';
import { feedLanguage } from '@/features/seo/route-language';
import { notFoundResponse, xmlResponse } from '@/features/seo/xml';

export const revalidate = 30;
export function generateStaticParams(): { lang: string }[] {
  return [];
}

/** `/rss.xml`, `/ar/rss.xml`: a language's latest stories. */
export async function GET(_request: Request, { params }: { params: Promise<{ lang: string }> }) {
  const language = await feedLanguage((await params).lang);
  if (!language) return notFoundResponse();
  return xmlResponse(await languageFeed(language), 'application/rss+xml');
}
