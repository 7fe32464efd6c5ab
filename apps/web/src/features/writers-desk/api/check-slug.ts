'use client';

import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CallStep } from '../../../api-client/call-step';
import { useCallStep } from '../../../api-client/call-step-context';
import { queryCall } from '../../../api-client/query-call';
import type { ReaderKey } from '../../../queries/keys';
import { useAppSelector } from '../../../state/hooks';
import { selectToken } from '../../../state/select';
import { deskKeys } from './desk-keys';

/**
 * check_slug_availability: would set_news accept this slug? A taken one is a 409, which the
 * field shows inline (the query's error carries the status); the story being edited may keep its own.
 */
export function slugCheckQueryOptions(call: CallStep, reader: ReaderKey, slug: string, languageId: number, newsId: number | null) {
  return queryOptions({
    queryKey: deskKeys.slug(reader, slug, languageId, newsId),
    queryFn: async ({ signal }) =>
      (await queryCall(call, 'check_slug_availability', { slug, language_id: languageId, ...(newsId === null ? {} : { news_id: newsId }) }, { signal })).data,
    // A taken slug is an answer, not a reason to ask again.
    retry: false,
    staleTime: 30_000,
  });
}

/** The check of a slug the writer stopped typing (`slug` is already debounced; "" checks nothing). */
export function useSlugCheck(slug: string, languageId: number | null, newsId: number | null) {
  const reader = useAppSelector(selectToken);
  const options = slugCheckQueryOptions(useCallStep(), reader, slug, languageId ?? 0, newsId);
  return useQuery({ ...options, enabled: reader !== null && slug !== '' && languageId !== null });
}
