import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { ListingScreen, listingMetadata } from '@/features/listings/listing-screen';
import { loadVideoListing } from '@/features/listings/video-listing';

/** Video news, first page (`/videos/page/N` serves the others). */
interface VideosProps {
  params: Promise<{ lang: string }>;
}

export const revalidate = 30;

export async function generateMetadata({ params }: VideosProps): Promise<Metadata> {
  return listingMetadata(await loadVideoListing((await params).lang));
}

export default async function VideoNewsPage({ params }: VideosProps) {
  const listing = await loadVideoListing((await params).lang);
  if (!listing) notFound();
  return <ListingScreen listing={listing} />;
}
