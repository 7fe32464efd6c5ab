import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { StoryMedia } from '@/components/media/story-media';
import { featureSwitches } from '@/layout/feature-switches';
import { PageFrame } from '@/app/_site/page-frame';
import { everyLanguage, pageMetadata } from '@/seo/page-metadata';
import { findLiveStream, getLiveStreams, streamContentType } from '@/features/live-streaming/live-data';
import { LiveStreamView } from '@/features/live-streaming/live-stream-view';
import { liveStreamingPath, liveStreamPath } from '@/routing/screen-paths';
import { pageContext } from '@/server-data/page-context';

/** One live stream's player page. Streams have no slug: the URL carries the stream's id. */
interface LiveStreamProps {
  params: Promise<{ lang: string; id: string }>;
}

export const revalidate = 30;
export function generateStaticParams(): { id: string }[] {
  return [];
}

async function load(params: LiveStreamProps['params']) {
  const { lang, id } = await params;
  const context = await pageContext(lang);
  if (!context || !featureSwitches(context.settings).liveStreaming) return null;
  const stream = await findLiveStream(context.language.id, id);
  return stream ? { context, stream } : null;
}

export async function generateMetadata({ params }: LiveStreamProps): Promise<Metadata> {
  const loaded = await load(params);
  if (!loaded) return {};
  const { context, stream } = loaded;
  const path = liveStreamPath(context.language, stream.id);
  return pageMetadata({
    language: context.language,
    table: context.table,
    path,
    // Streams are not translated: the other languages have no equivalent of this page.
    alternates: { [context.language.code]: path },
    title: stream.meta_title || stream.title,
    description: stream.meta_description,
    keywords: stream.meta_keyword,
    image: stream.image || undefined,
  });
}

export default async function LiveStreamPage({ params }: LiveStreamProps) {
  const loaded = await load(params);
  if (!loaded) notFound();
  const { context, stream } = loaded;
  const { language, table, text, cards } = context;
  const others = (await getLiveStreams(language.id)).filter((other) => other.id !== stream.id);
  // The language switch leads to the other languages' live streams, the nearest equivalent.
  const switchTargets = { ...everyLanguage(table, liveStreamingPath), [language.code]: liveStreamPath(language, stream.id) };
  return (
    <PageFrame language={language} table={table} alternates={switchTargets} activeScreen="live-streaming">
      <LiveStreamView
        context={context}
        stream={stream}
        others={others}
        player={
          <StoryMedia
            title={stream.title}
            image={stream.image || cards.placeholderImage}
            mediaPrefix={cards.mediaPrefix}
            contentType={streamContentType(stream)}
            contentValue={stream.url}
            text={text}
          />
        }
      />
    </PageFrame>
  );
}
