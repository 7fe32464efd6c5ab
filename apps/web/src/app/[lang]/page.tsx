import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { HomeContent } from '@/features/home/home-content';
import { PageFrame } from '@/app/_site/page-frame';
import { homeAlternates, pageMetadata } from '@/seo/page-metadata';
import { homePath } from '@/routing/paths';
import { readList } from '@/server-data/api';
import { pageContext } from '@/server-data/page-context';

interface HomeProps {
  params: Promise<{ lang: string }>;
}

export const revalidate = 30;

export async function generateMetadata({ params }: HomeProps): Promise<Metadata> {
  const context = await pageContext((await params).lang);
  if (!context) return {};
  const { language, table, settings } = context;
  // The newsroom's SEO settings for the home page, where it has written them.
  const [seo] = (await readList('get_web_seo_pages', { language_id: language.id, type: 'home' })).items;
  return pageMetadata({
    language,
    table,
    path: homePath(language),
    alternates: homeAlternates(table),
    // Then the site's SEO defaults (settings), then its name and footer text.
    title: seo?.meta_title || settings.web_setting.meta_title || settings.web_setting.web_name,
    absoluteTitle: true,
    description: seo?.meta_description || settings.web_setting.meta_description || settings.web_setting.web_footer_description,
    keywords: seo?.meta_keyword || settings.web_setting.meta_keyword || undefined,
    image: seo?.og_image || settings.web_setting.og_image || undefined,
  });
}

export default async function HomePage({ params }: HomeProps) {
  const context = await pageContext((await params).lang);
  if (!context) notFound();
  return (
    <PageFrame language={context.language} table={context.table} alternates={homeAlternates(context.table)} isHome>
      <HomeContent context={context} />
    </PageFrame>
  );
}
