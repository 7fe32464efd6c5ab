import type { Metadata } from 'next';
import { notFound, permanentRedirect } from 'next/navigation';
import { loadFeaturedListing } from '@/features/listings/featured-listing';
import { ListingScreen, listingMetadata } from '@/features/listings/listing-screen';

/** The later pages of a home page section's "view all". */
interface FeaturedPageProps {
  params: Promise<{ lang: string; slug: string; page: string }>;
}

export const revalidate = 30;
export function generateStaticParams(): { slug: string; page: string }[] {
  return [];
}

export async function generateMetadata({ params }: FeaturedPageProps): Promise<Metadata> {
  const { lang, slug, page } = await params;
  return listingMetadata((await loadFeaturedListing(lang, slug, page))?.listing ?? null);
}

export default async function FeaturedSectionLaterPage({ params }: FeaturedPageProps) {
  const { lang, slug, page } = await params;
  const loaded = await loadFeaturedListing(lang, slug, page);
  if (!loaded) notFound();
  if (loaded.movedTo !== undefined) permanentRedirect(loaded.movedTo);
  return <ListingScreen listing={loaded.listing} />;
}
