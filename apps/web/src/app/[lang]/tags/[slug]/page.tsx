import { listingRoute } from '@/app/_site/listing-route';
import { loadTagListing } from '@/features/listings/tag-listing';

/** The stories of a tag, every page: `page/[page]/page.tsx` re-exports this route for page N. */
export const revalidate = 30;
export function generateStaticParams(): { slug: string }[] {
  return [];
}

const route = listingRoute(({ lang, slug, page }: { lang: string; slug: string; page?: string }) => loadTagListing(lang, slug, page));
export const generateMetadata = route.generateMetadata;
export default route.ListingPage;
