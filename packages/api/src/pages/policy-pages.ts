import { and, asc, eq, inArray } from 'drizzle-orm';
import { schema } from '@newsroom/db/client';
import type { PolicyPage } from '@newsroom/contract/pages';
import type { Deps } from '../deps';
import { sanitizePageHtml } from './page-content';

const { pages } = schema;

/** A language without that page: the same shape, empty, since the mobile app reads the fields unchecked. */
const NO_PAGE: PolicyPage = { id: 0, title: '', page_content: '' };

/**
 * get_policy_pages: a language's published privacy policy and terms, the first of each by id when
 * there are several (get_pages lists them in that order). The web client shows nothing for an
 * empty `page_content`; the mobile app opens an empty page instead of failing.
 */
export async function policyPagesOf(deps: Deps, languageId: number): Promise<{ privacy_policy: PolicyPage; terms_policy: PolicyPage }> {
  const rows = await deps.db
    .select({ id: pages.id, title: pages.title, pageType: pages.pageType, pageContent: pages.pageContent })
    .from(pages)
    .where(and(eq(pages.languageId, languageId), eq(pages.status, 1), inArray(pages.pageType, ['privacy-policy', 'terms-condition'])))
    .orderBy(asc(pages.id));
  const policy = (pageType: string): PolicyPage => {
    const row = rows.find((candidate) => candidate.pageType === pageType);
    return row ? { id: row.id, title: row.title, page_content: sanitizePageHtml(row.pageContent) } : { ...NO_PAGE };
  };
  return { privacy_policy: policy('privacy-policy'), terms_policy: policy('terms-condition') };
}
