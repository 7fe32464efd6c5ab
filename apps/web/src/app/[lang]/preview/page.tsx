import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { PageFrame } from '@/app/_site/page-frame';
import { PreviewComposition } from '@/app/_site/preview/preview-composition';
import { everyLanguage } from '@/seo/page-metadata';
import { localePath } from '@/routing/paths';
import { pageContext } from '@/server-data/page-context';

interface PreviewProps {
  params: Promise<{ lang: string }>;
}

/**
 * Where the console shows an unsaved story, breaking news or live stream as readers will see it:
 * the site's shell around an empty place that the console's frame fills by message
 * (preview-composition.tsx). It has no data of its own, so it is cached like any page, and it is
 * never indexed (it is in no sitemap, and says so to a crawler that finds it anyway).
 */
export async function generateMetadata(): Promise<Metadata> {
  return { robots: { index: false, follow: false } };
}

export default async function PreviewPage({ params }: PreviewProps) {
  const context = await pageContext((await params).lang);
  if (!context) notFound();
  const { language, table } = context;
  return (
    <PageFrame language={language} table={table} alternates={everyLanguage(table, (other) => localePath(other, '/preview'))}>
      <PreviewComposition context={context} />
    </PageFrame>
  );
}
