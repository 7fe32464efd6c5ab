import { isRootLanguage } from '@/features/seo/route-language';
import { sitemapFile } from '@/features/seo/sitemap-data';
import { notFoundResponse, xmlResponse } from '@/features/seo/xml';

export const revalidate = 30;
export function generateStaticParams(): { lang: string; file: string }[] {
  return [];
}

/** `/sitemaps/<name>.xml`: the files the sitemap index lists, and the index (`/sitemap.xml`, proxied here). */
export async function GET(_request: Request, { params }: { params: Promise<{ lang: string; file: string }> }) {
  const { lang, file } = await params;
  const name = file.endsWith('.xml') ? file.slice(0, -'.xml'.length) : null;
  if (name === null || !(await isRootLanguage(lang))) return notFoundResponse();
  const xml = await sitemapFile(name);
  return xml === null ? notFoundResponse() : xmlResponse(xml);
}
