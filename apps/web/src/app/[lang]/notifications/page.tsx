import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { PageFrame } from '@/app/_site/page-frame';
import { NOTIFICATIONS_PATH } from '@/routing/screen-paths';
import { NewsNotifications } from '@/features/reader-pages/news-notifications';
import { PersonalNotifications } from '@/features/reader-pages/personal-notifications';
import { readerPage, readerPageAlternates, readerPageMetadata } from '@/features/reader-pages/reader-pages-data';
import { readList } from '@/server-data/api';

interface NotificationsProps {
  params: Promise<{ lang: string }>;
}

const SHOWN = 30;

// The newsroom's notifications are the same for everyone and cached; the personal ones load in the browser.
export const revalidate = 30;
export function generateStaticParams(): { lang: string }[] {
  return [];
}

export async function generateMetadata({ params }: NotificationsProps): Promise<Metadata> {
  const page = await readerPage((await params).lang);
  return page ? readerPageMetadata(page.context, NOTIFICATIONS_PATH, page.text.notifications) : {};
}

export default async function NotificationsPage({ params }: NotificationsProps) {
  const page = await readerPage((await params).lang);
  if (!page) notFound();
  const { context, text } = page;
  const { items } = await readList('get_notification', { language_id: context.language.id, limit: SHOWN });
  return (
    <PageFrame language={context.language} table={context.table} alternates={readerPageAlternates(context, NOTIFICATIONS_PATH)}>
      <div className="container">
        <h1>{text.notifications}</h1>
        <section aria-labelledby="personal-notifications">
          <h2 id="personal-notifications">{text.personalNotifications}</h2>
          <PersonalNotifications language={context.language} timeZone={context.cards.timeZone} text={text} />
        </section>
        <section aria-labelledby="news-notifications">
          <h2 id="news-notifications">{text.newsNotifications}</h2>
          <NewsNotifications items={items} language={context.language} timeZone={context.cards.timeZone} text={text} />
        </section>
      </div>
    </PageFrame>
  );
}
