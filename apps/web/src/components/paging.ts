/** Stories per page of every listing screen (the categories use the same number). */
export const LISTING_PAGE_SIZE = 12;

export function pageOffset(page: number): number {
  return (page - 1) * LISTING_PAGE_SIZE;
}

export function pageCount(total: number): number {
  return Math.max(1, Math.ceil(total / LISTING_PAGE_SIZE));
}
