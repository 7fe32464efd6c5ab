/**
 * The reader's preferred categories across languages. The preferences screen shows one
 * language's categories, so saving it must keep the choices made under the other languages.
 */

/** The ids of the contract's comma string (`user_category.category_id`, `""` when none). */
export function parseCategoryIds(commaList: string): number[] {
  return commaList
    .split(',')
    .map((part) => Number(part.trim()))
    .filter((id) => Number.isInteger(id) && id > 0);
}

/**
 * set_user_category's `category_id`: the saved ids of categories not on this screen, plus the ones
 * ticked here, in id order; `0` when nothing is left (the contract's way to clear them).
 */
export function categoryChoice(saved: readonly number[], shown: readonly number[], ticked: readonly number[]): string {
  const onScreen = new Set(shown);
  const kept = saved.filter((id) => !onScreen.has(id));
  const chosen = [...new Set([...kept, ...ticked.filter((id) => onScreen.has(id))])].sort((a, b) => a - b);
  return chosen.length > 0 ? chosen.join(',') : '0';
}
