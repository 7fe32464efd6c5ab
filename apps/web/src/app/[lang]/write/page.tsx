import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { deskMetadata, deskPage, DeskPage } from './desk-page';

interface WriteProps {
  params: Promise<{ lang: string }>;
}

// The desk is per writer and per request: never cached.
export const dynamic = 'force-dynamic';

export async function generateMetadata({ params }: WriteProps): Promise<Metadata> {
  const page = await deskPage((await params).lang);
  return page ? deskMetadata(page, null) : {};
}

/** A new story. Protected: a signed-out reader is sent to sign in and back. */
export default async function WritePage({ params }: WriteProps) {
  const page = await deskPage((await params).lang);
  if (!page) notFound();
  return <DeskPage page={page} newsId={null} />;
}
