import type { Metadata } from 'next';
import type { CardItem } from '../../components/card-item';
import { ListingView } from '../../components/listing-view';
import { pageTitleSuffix } from '../../components/pagination';
import type { PageContext } from '../../server-data/page-context';
import type { ScreenKey } from '../../layout/feature-switches';
import { pageMetadata, type Alternates } from '../../seo/page-metadata';
import { screenMetadata, type SeoPageType } from '../../seo/screen-metadata';

/** What a listing screen shows and how search engines see it: the result of a screen's loader. */
export interface Listing {
  context: PageContext;
  title: string;
  description?: string;
  kicker?: string;
  /** A link above the title to the index this listing belongs to (a tag's page: every tag). */
  parent?: { label: string; href: string };
  items: CardItem[];
  page: number;
  totalPages: number;
  pathOf: (page: number) => string;
  /** The first page of this listing in the other languages (its own language included). */
  alternates: Alternates;
  activeScreen?: ScreenKey;
  /** The newsroom's SEO settings of the screen's type, or the listed thing's own meta fields. */
  seo: { type: SeoPageType } | { title: string; description: string; keywords: string; image: string };
}

export async function listingMetadata(listing: Listing | null): Promise<Metadata> {
  if (!listing) return {};
  const { context, page, seo } = listing;
  const path = listing.pathOf(page);
  // Only the first page of a listing has an equivalent in the other languages.
  const alternates = page === 1 ? listing.alternates : { [context.language.code]: path };
  if ('type' in seo) return screenMetadata(context, { type: seo.type, path, alternates, title: listing.title, page });
  const pageSuffix = pageTitleSuffix(context.text.pageNumber, page);
  return pageMetadata({
    language: context.language,
    table: context.table,
    path,
    alternates,
    title: `${seo.title || listing.title}${pageSuffix}`,
    // The newsroom's meta titles already name the site (as the categories' do).
    absoluteTitle: Boolean(seo.title),
    description: seo.description || listing.description,
    keywords: seo.keywords,
    image: seo.image || undefined,
  });
}

/** A listing's page of stories (the app frames it with the site's header and footer). */
export function ListingScreen({ listing }: { listing: Listing }) {
  const { context } = listing;
  return (
    <ListingView
      context={context}
      title={listing.title}
      description={listing.description}
      kicker={listing.kicker}
      parent={listing.parent}
      items={listing.items}
      page={listing.page}
      totalPages={listing.totalPages}
      hrefOf={listing.pathOf}
      emptyText={context.text.noDataFound}
    />
  );
}
