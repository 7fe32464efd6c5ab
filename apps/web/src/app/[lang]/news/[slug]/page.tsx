import type { Metadata } from 'next';
import { notFound, permanentRedirect } from 'next/navigation';
import { findStory, storySurroundings } from '@/features/article/article-data';
import { ArticleView } from '@/features/article/article-view';
import { JsonLd, newsArticleJsonLd } from '@/features/article/json-ld';
import { ArticleActionsSlot } from '@/features/reader-actions/article-actions-slot';
import { CommentsSlot } from '@/features/reader-actions/comments-slot';
import { PageFrame } from '@/app/_site/page-frame';
import { StoryAlertsOffer } from '@/features/push-alerts/push-alerts-slot';
import { SubscriptionWidget } from '@/features/third-party/subscription-widget';
import { pageMetadata } from '@/seo/page-metadata';
import { isoDateTime } from '@/i18n/format';
import { decodeSegment, newsPath } from '@/routing/paths';
import { publicUrl } from '@/server-data/api';
import { pageContext } from '@/server-data/page-context';
import { thirdPartyIds } from '@/server-data/seo';

interface ArticleProps {
  params: Promise<{ lang: string; slug: string }>;
}

export const revalidate = 30;
export function generateStaticParams(): { slug: string }[] {
  return [];
}

async function load(params: ArticleProps['params']) {
  const { lang, slug } = await params;
  const context = await pageContext(lang);
  if (!context) return null;
  const story = await findStory(context.language.id, decodeSegment(slug));
  if (!story) return null;
  // The API finds a story by slug in any language; its page lives under its own language.
  const home = context.table.languages.find((language) => language.id === story.language_id);
  if (home && home.id !== context.language.id) return { movedTo: newsPath(home, story.slug) };
  return { context, story, movedTo: null };
}

export async function generateMetadata({ params }: ArticleProps): Promise<Metadata> {
  const loaded = await load(params);
  if (!loaded || loaded.movedTo !== null) return {};
  const { context, story } = loaded;
  const path = newsPath(context.language, story.slug);
  return pageMetadata({
    language: context.language,
    table: context.table,
    path,
    // Stories are not translated: the other languages have no equivalent of this page.
    alternates: { [context.language.code]: path },
    title: story.meta_title || story.title,
    description: story.meta_description,
    keywords: story.meta_keyword,
    image: story.image,
    article: {
      publishedTime: isoDateTime(story.published_date || story.date, context.cards.timeZone),
      section: story.category_name,
      tags: story.tag.map((tag) => tag.tag_name),
    },
  });
}

export default async function ArticlePage({ params }: ArticleProps) {
  const loaded = await load(params);
  if (!loaded) notFound();
  if (loaded.movedTo !== null) permanentRedirect(loaded.movedTo);
  const { context, story } = loaded;
  const { language, settings } = context;
  const path = newsPath(language, story.slug);
  const surroundings = await storySurroundings(language.id, story, settings.comments_mode === '1');
  const published = isoDateTime(story.published_date || story.date, context.cards.timeZone);
  const { subscriptionProductId } = await thirdPartyIds();
  return (
    <PageFrame language={language} table={context.table} alternates={{ [language.code]: path }} activeCategory={story.category.slug}>
      <JsonLd
        data={newsArticleJsonLd({
          url: `${await publicUrl()}${path}`,
          headline: story.title,
          description: story.meta_description,
          image: story.image,
          datePublished: published,
          section: story.category_name,
          keywords: story.tag.map((tag) => tag.tag_name),
          language: language.code,
          siteName: settings.web_setting.web_name,
          logo: settings.web_setting.web_header_logo,
          productId: subscriptionProductId,
        })}
      />
      {subscriptionProductId && <SubscriptionWidget productId={subscriptionProductId} />}
      <ArticleView
        story={story}
        surroundings={surroundings}
        context={context}
        readerActions={
          <>
            <ArticleActionsSlot story={story} language={language} />
            <StoryAlertsOffer language={language} storyId={story.id} />
          </>
        }
        comments={
          surroundings.comments && (
            <CommentsSlot newsId={story.id} slug={story.slug} language={language} timeZone={context.cards.timeZone} comments={surroundings.comments} storyCount={story.total_comment} />
          )
        }
      />
    </PageFrame>
  );
}
