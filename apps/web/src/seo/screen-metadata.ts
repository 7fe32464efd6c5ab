import type { Metadata } from 'next';
import type { SEO_PAGE_TYPES, SeoPage } from '@newsroom/contract/pages';
import { pageTitleSuffix } from '../components/pagination';
import { readList } from '../server-data/api';
import type { PageContext } from '../server-data/page-context';
import { pageMetadata, type Alternates } from './page-metadata';

export type SeoPageType = (typeof SEO_PAGE_TYPES)[number];

/**
 * The newsroom's SEO settings of a screen (get_web_seo_pages), or null where it wrote none: the
 * screen then falls back to its own title and the site's description.
 */
export async function webSeoPage(languageId: number, type: SeoPageType): Promise<SeoPage | null> {
  const { items } = await readList('get_web_seo_pages', { language_id: languageId, type });
  return items[0] ?? null;
}

interface ScreenSeo {
  type: SeoPageType;
  /** The screen's canonical path. */
  path: string;
  alternates: Alternates;
  /** The screen's own name, used where the newsroom wrote no meta title. */
  title: string;
  page?: number;
}

/**
 * Metadata of a screen that has SEO settings of its type (all categories, breaking news, live
 * streaming, videos, more pages): the newsroom's meta title stands alone, as on the home page,
 * since it already names the site; later pages of a listing say their number.
 */
export async function screenMetadata(context: PageContext, screen: ScreenSeo): Promise<Metadata> {
  const { language, table, settings, text } = context;
  const seo = await webSeoPage(language.id, screen.type);
  const page = screen.page ?? 1;
  const pageSuffix = pageTitleSuffix(text.pageNumber, page);
  return pageMetadata({
    language,
    table,
    path: screen.path,
    alternates: screen.alternates,
    title: `${seo?.meta_title || screen.title}${pageSuffix}`,
    absoluteTitle: Boolean(seo?.meta_title),
    description: seo?.meta_description || settings.web_setting.web_footer_description,
    keywords: seo?.meta_keyword,
    image: seo?.og_image || undefined,
  });
}
