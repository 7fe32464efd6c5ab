import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { PageFrame } from '@/app/_site/page-frame';
import { myStoriesAlternates, myStoriesMetadata, myStoriesPage } from '@/features/my-stories/my-stories-data';
import { MyStoriesScreen } from '@/features/my-stories/my-stories-screen';

interface MyStoriesProps {
  params: Promise<{ lang: string }>;
}

// A writer's own screen, like the desk and the account screens: never cached (private, no-store).
// The stories themselves load in the browser with the writer's token.
export const dynamic = 'force-dynamic';

export async function generateMetadata({ params }: MyStoriesProps): Promise<Metadata> {
  const page = await myStoriesPage((await params).lang);
  return page ? myStoriesMetadata(page) : {};
}

export default async function MyStoriesPage({ params }: MyStoriesProps) {
  const page = await myStoriesPage((await params).lang);
  if (!page) notFound();
  const { context, text } = page;
  return (
    <PageFrame language={context.language} table={context.table} alternates={myStoriesAlternates(context)}>
      <div className="container">
        <h1>{text.myStories}</h1>
        <MyStoriesScreen languageId={context.language.id} language={context.language} timeZone={context.cards.timeZone} text={text} />
      </div>
    </PageFrame>
  );
}
