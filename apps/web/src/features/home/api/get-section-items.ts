'use client';

import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CallStep } from '../../../api-client/call-step';
import { useCallStep } from '../../../api-client/call-step-context';
import { queryCall } from '../../../api-client/query-call';
import { FAIL_AT_ONCE } from '../../../api-client/query-client';
import { sectionKeys, type PlaceKey, type ReaderKey } from '../../../queries/keys';
import { useAppSelector } from '../../../state/hooks';
import { selectToken } from '../../../state/select';

/** As many items as the home page shows of any section (the API's preview). */
export const PREVIEW_ITEMS = 6;

interface SectionRequest {
  sectionId: number;
  languageId: number;
  /** Narrows the section to stories near the reader's rounded position. */
  place?: PlaceKey | null;
}

/** get_featured_section_by_id: the section (the API answers a list holding the one), or null. */
export function sectionItemsQueryOptions(call: CallStep, { sectionId, languageId, place = null }: SectionRequest, reader: ReaderKey) {
  const near = place ? { latitude: place.lat, longitude: place.long } : {};
  return queryOptions({
    queryKey: sectionKeys.items(sectionId, languageId, reader, place),
    queryFn: async ({ signal }) => {
      const params = { language_id: languageId, section_id: sectionId, ...near, offset: 0, limit: PREVIEW_ITEMS };
      return (await queryCall(call, 'get_featured_section_by_id', params, { signal })).data[0] ?? null;
    },
    // A skeleton covers the wait, and a failure keeps what the page already shows.
    ...FAIL_AT_ONCE,
  });
}

/** A section's items as this reader sees them; `enabled` false leaves the page's own items. */
export function useSectionItems(request: SectionRequest, enabled: boolean) {
  const reader = useAppSelector(selectToken);
  return useQuery({ ...sectionItemsQueryOptions(useCallStep(), request, reader), enabled });
}
