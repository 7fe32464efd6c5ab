import Form from 'next/form';
import { fill } from '../../i18n/ui-text';
import { formatNumber } from '../../i18n/format';
import { searchPagePath, SEARCH_MIN_LENGTH } from '../../routing/screen-paths';
import type { PageContext } from '../../server-data/page-context';
import { ListingView } from '../../components/listing-view';
import { SEARCH_MAX_LENGTH, type SearchOutcome, type SearchRequest } from './search-data';
import styles from './search.module.css';

interface SearchViewProps {
  context: PageContext;
  request: SearchRequest;
  outcome: SearchOutcome;
}

/** The search form, filled with the reader's words, and the stories found, a page at a time. */
export function SearchView({ context, request, outcome }: SearchViewProps) {
  const { language, text } = context;
  const results = outcome.kind === 'results' ? outcome : null;
  const emptyText =
    outcome.kind === 'too-short' ? fill(text.searchTooShort, { n: SEARCH_MIN_LENGTH }) : outcome.kind === 'results' ? text.noSearchResults : undefined;
  return (
    <ListingView
      context={context}
      title={request.query ? fill(text.searchResultsFor, { q: request.query }) : text.search}
      items={results?.items ?? []}
      page={request.page}
      totalPages={results?.totalPages ?? 1}
      hrefOf={(n) => searchPagePath(language, request.query, n)}
      emptyText={emptyText}
    >
      {/* A plain GET form: it works before (or without) JavaScript, then navigates in the app. */}
      <Form action={searchPagePath(language)} role="search" className={styles.form}>
        <label htmlFor="search-query" className="visually-hidden">
          {text.search}
        </label>
        <input
          id="search-query"
          type="search"
          name="q"
          defaultValue={request.query}
          placeholder={text.searchPlaceholder}
          minLength={SEARCH_MIN_LENGTH}
          maxLength={SEARCH_MAX_LENGTH}
          required
          className={styles.input}
        />
        <button type="submit" className={styles.submit}>
          {text.search}
        </button>
      </Form>
      {results && results.total > 0 && <p className={styles.count}>{fill(text.resultCount, { n: formatNumber(results.total, language.code) })}</p>}
    </ListingView>
  );
}
