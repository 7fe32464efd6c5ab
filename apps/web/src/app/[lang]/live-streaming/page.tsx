import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { featureSwitches } from '@/layout/feature-switches';
import { PageFrame } from '@/app/_site/page-frame';
import { everyLanguage } from '@/seo/page-metadata';
import { screenMetadata } from '@/seo/screen-metadata';
import { getLiveStreams } from '@/features/live-streaming/live-data';
import { LiveListView } from '@/features/live-streaming/live-list-view';
import { liveStreamingPath } from '@/routing/screen-paths';
import { pageContext } from '@/server-data/page-context';

interface LiveListProps {
  params: Promise<{ lang: string }>;
}

export const revalidate = 30;

/** The page context, or null while the newsroom has live streaming switched off. */
async function load(params: LiveListProps['params']) {
  const context = await pageContext((await params).lang);
  return context && featureSwitches(context.settings).liveStreaming ? context : null;
}

export async function generateMetadata({ params }: LiveListProps): Promise<Metadata> {
  const context = await load(params);
  if (!context) return {};
  return screenMetadata(context, {
    type: 'live_streaming_news',
    path: liveStreamingPath(context.language),
    alternates: everyLanguage(context.table, liveStreamingPath),
    title: context.text.liveStreaming,
  });
}

export default async function LiveStreamingPage({ params }: LiveListProps) {
  const context = await load(params);
  if (!context) notFound();
  const streams = await getLiveStreams(context.language.id);
  return (
    <PageFrame language={context.language} table={context.table} alternates={everyLanguage(context.table, liveStreamingPath)} activeScreen="live-streaming">
      <LiveListView context={context} streams={streams} />
    </PageFrame>
  );
}
