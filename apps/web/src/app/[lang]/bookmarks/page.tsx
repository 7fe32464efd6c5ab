import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { PageFrame } from '@/app/_site/page-frame';
import { BOOKMARKS_PATH } from '@/routing/screen-paths';
import { BookmarksList } from '@/features/reader-pages/bookmarks-list';
import { readerPage, readerPageAlternates, readerPageMetadata } from '@/features/reader-pages/reader-pages-data';

interface BookmarksProps {
  params: Promise<{ lang: string }>;
}

// The page is the same for everyone; the reader's bookmarks load in the browser.
export const revalidate = 30;
export function generateStaticParams(): { lang: string }[] {
  return [];
}

export async function generateMetadata({ params }: BookmarksProps): Promise<Metadata> {
  const page = await readerPage((await params).lang);
  return page ? readerPageMetadata(page.context, BOOKMARKS_PATH, page.text.bookmarks) : {};
}

export default async function BookmarksPage({ params }: BookmarksProps) {
  const page = await readerPage((await params).lang);
  if (!page) notFound();
  const { context, text } = page;
  return (
    <PageFrame language={context.language} table={context.table} alternates={readerPageAlternates(context, BOOKMARKS_PATH)}>
      <div className="container">
        <h1>{text.bookmarks}</h1>
        <BookmarksList languageId={context.language.id} language={context.language} cards={context.cards} text={text} />
      </div>
    </PageFrame>
  );
}
