import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { loadBreakingNewsList } from '@/features/listings/breaking-listing';
import { ListingScreen, listingMetadata } from '@/features/listings/listing-screen';

/** All breaking news, first page (`/breaking-news/page/N` serves the others). */
interface BreakingListProps {
  params: Promise<{ lang: string }>;
}

export const revalidate = 30;

export async function generateMetadata({ params }: BreakingListProps): Promise<Metadata> {
  return listingMetadata(await loadBreakingNewsList((await params).lang));
}

export default async function BreakingNewsListPage({ params }: BreakingListProps) {
  const listing = await loadBreakingNewsList((await params).lang);
  if (!listing) notFound();
  return <ListingScreen listing={listing} />;
}
