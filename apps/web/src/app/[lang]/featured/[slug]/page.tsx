import type { Metadata } from 'next';
import { notFound, permanentRedirect } from 'next/navigation';
import { loadFeaturedListing } from '@/features/listings/featured-listing';
import { ListingScreen, listingMetadata } from '@/features/listings/listing-screen';

/** "View all" of a home page section, first page (`/featured/<slug>/page/N` serves the others). */
interface FeaturedProps {
  params: Promise<{ lang: string; slug: string }>;
}

export const revalidate = 30;
export function generateStaticParams(): { slug: string }[] {
  return [];
}

export async function generateMetadata({ params }: FeaturedProps): Promise<Metadata> {
  const { lang, slug } = await params;
  return listingMetadata((await loadFeaturedListing(lang, slug))?.listing ?? null);
}

export default async function FeaturedSectionPage({ params }: FeaturedProps) {
  const { lang, slug } = await params;
  const loaded = await loadFeaturedListing(lang, slug);
  if (!loaded) notFound();
  if (loaded.movedTo !== undefined) permanentRedirect(loaded.movedTo);
  return <ListingScreen listing={loaded.listing} />;
}
