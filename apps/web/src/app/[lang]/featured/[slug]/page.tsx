import { listingRoute } from '@/app/_site/listing-route';
import { loadFeaturedListing } from '@/features/listings/featured-listing';

/** "View all" of a home page section, every page: `page/[page]/page.tsx` re-exports this route for page N. */
export const revalidate = 30;
export function generateStaticParams(): { slug: string }[] {
  return [];
}

const route = listingRoute(async ({ lang, slug, page }: { lang: string; slug: string; page?: string }) => {
  const loaded = await loadFeaturedListing(lang, slug, page);
  // A section of another language lives under that language's address.
  return loaded?.movedTo !== undefined ? { movedTo: loaded.movedTo } : (loaded?.listing ?? null);
});
export const generateMetadata = route.generateMetadata;
export default route.ListingPage;
