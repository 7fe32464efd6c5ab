import { categoryFeed } from '@/features/seo/feed-data';
import { feedLanguage } from '@/features/seo/route-language';
import { notFoundResponse, xmlResponse } from '@/features/seo/xml';
import { decodeSegment } from '@/routing/paths';

export const revalidate = 30;
export function generateStaticParams(): { lang: string; category: string }[] {
  return [];
}

/** `/category/<slug>/rss.xml`: a category's latest stories. */
export async function GET(_request: Request, { params }: { params: Promise<{ lang: string; category: string }> }) {
  const { lang, category } = await params;
  const language = await feedLanguage(lang);
  const xml = language ? await categoryFeed(language, decodeSegment(category)) : null;
  return xml === null ? notFoundResponse() : xmlResponse(xml, 'application/rss+xml');
}
