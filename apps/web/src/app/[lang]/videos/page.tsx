import { listingRoute } from '@/app/_site/listing-route';
import { loadVideoListing } from '@/features/listings/video-listing';

/** Video news, every page: `page/[page]/page.tsx` re-exports this route for page N. */
export const revalidate = 30;

const route = listingRoute(({ lang, page }: { lang: string; page?: string }) => loadVideoListing(lang, page));
export const generateMetadata = route.generateMetadata;
export default route.ListingPage;
