import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { ListingScreen, listingMetadata } from '@/features/listings/listing-screen';
import { loadVideoListing } from '@/features/listings/video-listing';

/** The later pages of video news. */
interface VideosPageProps {
  params: Promise<{ lang: string; page: string }>;
}

export const revalidate = 30;
export function generateStaticParams(): { page: string }[] {
  return [];
}

export async function generateMetadata({ params }: VideosPageProps): Promise<Metadata> {
  const { lang, page } = await params;
  return listingMetadata(await loadVideoListing(lang, page));
}

export default async function VideoNewsLaterPage({ params }: VideosPageProps) {
  const { lang, page } = await params;
  const listing = await loadVideoListing(lang, page);
  if (!listing) notFound();
  return <ListingScreen listing={listing} />;
}
