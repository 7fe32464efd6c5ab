import { newsCard, type CardItem } from '../../components/card-item';
import { SEARCH_MIN_LENGTH } from '../../routing/screen-paths';
import { readList } from '../../server-data/api';
import type { PageContext } from '../../server-data/page-context';
import { LISTING_PAGE_SIZE, pageCount, pageOffset } from '../../components/paging';

/** The API refuses longer queries (get_news `search`: 2 to 100 characters). */
export const SEARCH_MAX_LENGTH = 100;

export interface SearchRequest {
  query: string;
  page: number;
}

type QueryValue = string | string[] | undefined;

function first(value: QueryValue): string {
  return (Array.isArray(value) ? value[0] : value) ?? '';
}

/** `?q=…&page=N` as the search popup and the page's own form send them; null for a malformed page number. */
export function readSearchRequest(searchParams: Record<string, QueryValue>): SearchRequest | null {
  const query = first(searchParams.q).replace(/\s+/g, ' ').trim().slice(0, SEARCH_MAX_LENGTH);
  const page = first(searchParams.page) || '1';
  if (!/^[1-9]\d{0,5}$/.test(page)) return null;
  return { query, page: Number(page) };
}

export type SearchOutcome =
  | { kind: 'empty' }
  | { kind: 'too-short' }
  | { kind: 'results'; items: CardItem[]; total: number; totalPages: number };

/** Full-text search of the language's stories, best match first (get_news `search`). */
export async function searchNews(context: PageContext, request: SearchRequest): Promise<SearchOutcome> {
  if (request.query === '') return { kind: 'empty' };
  if (request.query.length < SEARCH_MIN_LENGTH) return { kind: 'too-short' };
  const { items, total } = await readList('get_news', {
    language_id: context.language.id,
    search: request.query,
    offset: pageOffset(request.page),
    limit: LISTING_PAGE_SIZE,
  });
  return { kind: 'results', items: items.map((item) => newsCard(item, context.cards)), total, totalPages: pageCount(total) };
}
