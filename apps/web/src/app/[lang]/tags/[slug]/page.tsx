import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { ListingScreen, listingMetadata } from '@/features/listings/listing-screen';
import { loadTagListing } from '@/features/listings/tag-listing';

/** The stories of a tag, first page (`/tags/<slug>/page/N` serves the others). */
interface TagProps {
  params: Promise<{ lang: string; slug: string }>;
}

export const revalidate = 30;
export function generateStaticParams(): { slug: string }[] {
  return [];
}

export async function generateMetadata({ params }: TagProps): Promise<Metadata> {
  const { lang, slug } = await params;
  return listingMetadata(await loadTagListing(lang, slug));
}

export default async function TagPage({ params }: TagProps) {
  const { lang, slug } = await params;
  const listing = await loadTagListing(lang, slug);
  if (!listing) notFound();
  return <ListingScreen listing={listing} />;
}
