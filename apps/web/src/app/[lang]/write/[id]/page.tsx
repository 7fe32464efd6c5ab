import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { deskMetadata, deskPage, DeskPage } from '../desk-page';

interface EditProps {
  params: Promise<{ lang: string; id: string }>;
}

// The desk is per writer and per request: never cached.
export const dynamic = 'force-dynamic';

/** A story id in the path, or null for anything else (a 404). */
function storyId(segment: string): number | null {
  return /^[1-9]\d{0,9}$/.test(segment) ? Number(segment) : null;
}

export async function generateMetadata({ params }: EditProps): Promise<Metadata> {
  const { lang, id } = await params;
  const page = await deskPage(lang);
  const newsId = storyId(id);
  return page && newsId !== null ? deskMetadata(page, newsId) : {};
}

/** One of the writer's own stories, to edit. Protected like the new-story page. */
export default async function EditStoryPage({ params }: EditProps) {
  const { lang, id } = await params;
  const page = await deskPage(lang);
  const newsId = storyId(id);
  if (!page || newsId === null) notFound();
  return <DeskPage page={page} newsId={newsId} />;
}
