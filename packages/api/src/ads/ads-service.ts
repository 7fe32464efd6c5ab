import type { NewsDetailsAds, PositionedAdSpace } from '@newsroom/contract/ads';
import type { Deps } from '../deps';
import { activeAdRows, toAdSpace } from './ad-items';

const PLACEMENTS = { top: 'news_details-top', bottom: 'news_details-bottom' } as const;

/** The ads above and below a news article; a place without an active ad is null. */
export async function newsDetailsAds(deps: Deps, languageId: number): Promise<NewsDetailsAds> {
  const rows = await activeAdRows(deps, languageId, [PLACEMENTS.top, PLACEMENTS.bottom]);
  const at = (position: 'top' | 'bottom'): PositionedAdSpace | null => {
    const row = rows.find((candidate) => candidate.adSpace === PLACEMENTS[position]);
    return row ? { ...toAdSpace(deps, row), position } : null;
  };
  return { ad_spaces_top: at('top'), ad_spaces_bottom: at('bottom') };
}
