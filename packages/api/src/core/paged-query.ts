/** One page of a list and the size of the whole list: a list endpoint's `data` and `total`. */
export interface Paged<Item> {
  items: Item[];
  total: number;
}

/** What one page of a list is read from, all at once. */
export interface PageReads<Row, Context> {
  /** The page's rows in the list's order (limited and offset). */
  rows: PromiseLike<Row[]>;
  /** `select({ total: count() })` over the same conditions, neither limited nor offset. */
  count: PromiseLike<Array<{ total: number }>>;
  /**
   * Set for a list of one or a few rows (a story asked for by id or slug): the rows are read
   * first, and the count only when they do not already say the total (a first page that is not
   * full holds the whole list). Drizzle's queries run when awaited, so an unread count costs nothing.
   */
  small?: { offset: number; limit: number };
  /** Anything else the items are made with (the site's settings), read at the same time. */
  context?: PromiseLike<Context>;
}

/**
 * Reads a page of a list and counts the whole list in parallel, then makes the page's items.
 * The count sees the same conditions as the page, so `total` is what a client pages through.
 */
export async function readPage<Row, Item, Context = undefined>(
  reads: PageReads<Row, Context>,
  toItems: (rows: Row[], context: Context) => Item[] | Promise<Item[]>,
): Promise<Paged<Item>> {
  if (reads.small) {
    const [rows, context] = await Promise.all([reads.rows, reads.context]);
    const whole = reads.small.offset === 0 && rows.length < reads.small.limit;
    const total = whole ? rows.length : ((await reads.count)[0]?.total ?? 0);
    return { items: await toItems(rows, context as Context), total };
  }
  const [rows, [counted], context] = await Promise.all([reads.rows, reads.count, reads.context]);
  return { items: await toItems(rows, context as Context), total: counted?.total ?? 0 };
}
