import type { Metadata } from 'next';
import { notFound, permanentRedirect } from 'next/navigation';
import { ListingScreen, listingMetadata, type Listing } from '../../features/listings/listing-screen';
import { PageFrame } from './page-frame';

/** A listing, the address of the same listing in its own language, or nothing to show (404). */
export type ListingLoad = Listing | { movedTo: string } | null;

/** The URL segments of a listing route; the first page has no `page` segment. */
export interface ListingParams {
  lang: string;
  page?: string;
}

interface ListingRouteProps<P extends ListingParams> {
  params: Promise<P>;
}

/**
 * One implementation of a paged listing for both of its routes: the first page (`/videos`) and
 * `page/[page]` (`/videos/page/2`) export the same metadata and page. Two route files remain
 * because Next.js refuses an optional catch-all beside a sibling dynamic segment such as
 * `breaking-news/[slug]`; the later-page file re-exports the first one.
 */
export function listingRoute<P extends ListingParams>(load: (params: P) => Promise<ListingLoad>) {
  async function generateMetadata({ params }: ListingRouteProps<P>): Promise<Metadata> {
    const loaded = await load(await params);
    return listingMetadata(loaded && 'movedTo' in loaded ? null : loaded);
  }

  async function ListingPage({ params }: ListingRouteProps<P>) {
    const loaded = await load(await params);
    if (!loaded) notFound();
    if ('movedTo' in loaded) permanentRedirect(loaded.movedTo);
    const { context } = loaded;
    return (
      <PageFrame language={context.language} table={context.table} alternates={loaded.alternates} activeScreen={loaded.activeScreen}>
        <ListingScreen listing={loaded} />
      </PageFrame>
    );
  }

  return { generateMetadata, ListingPage };
}
