import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { ListingScreen, listingMetadata } from '@/features/listings/listing-screen';
import { loadTagListing } from '@/features/listings/tag-listing';

/** The later pages of a tag's stories. */
interface TagPageProps {
  params: Promise<{ lang: string; slug: string; page: string }>;
}

export const revalidate = 30;
export function generateStaticParams(): { slug: string; page: string }[] {
  return [];
}

export async function generateMetadata({ params }: TagPageProps): Promise<Metadata> {
  const { lang, slug, page } = await params;
  return listingMetadata(await loadTagListing(lang, slug, page));
}

export default async function TagLaterPage({ params }: TagPageProps) {
  const { lang, slug, page } = await params;
  const listing = await loadTagListing(lang, slug, page);
  if (!listing) notFound();
  return <ListingScreen listing={listing} />;
}
