import { listingRoute } from '@/app/_site/listing-route';
import { loadBreakingNewsList } from '@/features/listings/breaking-listing';

/** All breaking news, every page: `page/[page]/page.tsx` re-exports this route for page N. */
export const revalidate = 30;

const route = listingRoute(({ lang, page }: { lang: string; page?: string }) => loadBreakingNewsList(lang, page));
export const generateMetadata = route.generateMetadata;
export default route.ListingPage;
