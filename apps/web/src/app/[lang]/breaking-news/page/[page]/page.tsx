import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { loadBreakingNewsList } from '@/features/listings/breaking-listing';
import { ListingScreen, listingMetadata } from '@/features/listings/listing-screen';

/** The later pages of all breaking news. */
interface BreakingListPageProps {
  params: Promise<{ lang: string; page: string }>;
}

export const revalidate = 30;
export function generateStaticParams(): { page: string }[] {
  return [];
}

export async function generateMetadata({ params }: BreakingListPageProps): Promise<Metadata> {
  const { lang, page } = await params;
  return listingMetadata(await loadBreakingNewsList(lang, page));
}

export default async function BreakingNewsListLaterPage({ params }: BreakingListPageProps) {
  const { lang, page } = await params;
  const listing = await loadBreakingNewsList(lang, page);
  if (!listing) notFound();
  return <ListingScreen listing={listing} />;
}
