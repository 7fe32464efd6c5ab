import { and, asc, count, desc, eq, ilike, inArray, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import { schema } from '@newsroom/db/client';
import type { ApiError } from '../../core/errors';
import type { HandlerDeps } from '../../core/handler-deps';
import type { AuditNote } from '../core/audit';
import { nextRowOrder, saveRowOrder } from './row-order';
import { forgetReplaced, likePattern, nextImage, requireFreeSlug, slugOrFromName, storyCounts, uploadedImage } from './taxonomy-shared';

/**
 * Categories and subcategories are one kind of resource: named, with a slug unique in their
 * language, an image and search fields, kept in an order of their own within a scope (a
 * language's categories, a category's subcategories), and kept while stories are filed under
 * them. Each route file says what differs (its table, scope and words); the rest is here.
 */

type OrderedTable = PgTable & { id: PgColumn; languageId: PgColumn; slug: PgColumn; rowOrder: PgColumn };

/** The columns both tables have; each names its name column in the spec's `name`. */
interface OrderedRow { id: number; languageId: number; slug: string; image: string; metaTitle: string; metaDescription: string; metaKeyword: string }

export interface OrderedTaxonomySpec<Row extends OrderedRow, Answer> {
  /** The audit log's resource name, which is also the images' folder. */
  resource: string;
  table: OrderedTable;
  /** The name's column (its property on a row) and the list's `q` search over it. */
  name: { key: keyof Row & string; column: PgColumn };
  /** The rows ordered together, and how the audit log names one such group (`language 3`). */
  scope: { column: PgColumn; noun: string };
  sortable: Record<string, PgColumn>;
  /** Orders a whole list by scope first, so "row order" reads as each scope's own order. */
  listedWithinScope: boolean;
  /** The stories' column that files a story under a row. */
  storyColumn: PgColumn;
  missing: () => ApiError;
  /** The refusal to delete a row that still holds stories. */
  holdsStories: (stories: number) => ApiError;
  answer: (deps: HandlerDeps, row: Row, newsCount: number) => Answer;
}

export interface ListInput {
  sort: string;
  order: 'ASC' | 'DESC';
  page: number;
  perPage: number;
  filter: { q?: string; id?: number[] };
}

export interface SearchFields { meta_title?: string; meta_description?: string; meta_keyword?: string }

export interface NewRow extends SearchFields {
  name: string;
  slug?: string;
  languageId: number;
  /** The scope the row goes last in. */
  scopeId: number;
  /** The row's own placement columns (its language, its category). */
  placement: Record<string, number>;
}

export interface RowChanges extends SearchFields {
  name?: string;
  slug?: string;
  remove_image?: boolean;
}

/** What the audit log keeps of a row (the stored image path, not its address). */
const audited = ({ id: _id, ...row }: OrderedRow) => row;

export function orderedTaxonomy<Row extends OrderedRow, Answer>(spec: OrderedTaxonomySpec<Row, Answer>) {
  const { table, resource } = spec;

  async function answers(deps: HandlerDeps, rows: Row[]): Promise<Answer[]> {
    const counts = await storyCounts(deps, spec.storyColumn, schema.news, rows.map((row) => row.id));
    return rows.map((row) => spec.answer(deps, row, counts.get(row.id) ?? 0));
  }
  const answerOf = async (deps: HandlerDeps, row: Row) => (await answers(deps, [row]))[0]!;

  async function existing(deps: HandlerDeps, id: number): Promise<Row> {
    const [row] = await deps.db.select().from(table).where(eq(table.id, id)).limit(1);
    if (!row) throw spec.missing();
    return row as Row;
  }

  /** `conditions` are the resource's own filters; search and `id` are shared. */
  async function list(deps: HandlerDeps, query: ListInput, conditions: SQL[]) {
    const { filter } = query;
    if (filter.q) conditions.push(ilike(spec.name.column, likePattern(filter.q)));
    if (filter.id) conditions.push(inArray(table.id, filter.id.length > 0 ? filter.id : [0]));
    const where = and(...conditions);
    const direction = query.order === 'ASC' ? asc : desc;
    const within = spec.listedWithinScope && query.sort === 'row_order' ? [asc(spec.scope.column)] : [];
    const rows = await deps.db.select().from(table).where(where)
      .orderBy(...within, direction(spec.sortable[query.sort]!), direction(table.id))
      .limit(query.perPage).offset((query.page - 1) * query.perPage);
    const [total] = await deps.db.select({ value: count() }).from(table).where(where);
    return { data: await answers(deps, rows as Row[]), total: total?.value ?? 0 };
  }

  const get = async (deps: HandlerDeps, id: number) => ({ data: await answerOf(deps, await existing(deps, id)) });

  /** A new row goes last in its scope; without a slug, one is made from its name. */
  async function create(deps: HandlerDeps, files: Record<string, File[]>, input: NewRow) {
    const slug = slugOrFromName(input.slug, input.name);
    await requireFreeSlug(deps, table, input.languageId, slug);
    const image = (await uploadedImage(deps, files, 'image', resource)) ?? '';
    const rowOrder = await nextRowOrder(deps, table, spec.scope.column, input.scopeId);
    const values = {
      ...input.placement, [spec.name.key]: input.name, slug, rowOrder, image,
      metaTitle: input.meta_title, metaDescription: input.meta_description, metaKeyword: input.meta_keyword,
    };
    const [row] = (await deps.db.insert(table).values(values as never).returning()) as unknown as Row[];
    const audit: AuditNote = { action: 'create', resource, recordId: row!.id, after: audited(row!) };
    return { data: await answerOf(deps, row!), status: 201 as const, audit };
  }

  /** A field left out keeps its value; the replaced image's file goes once the row points elsewhere. */
  async function update(deps: HandlerDeps, id: number, files: Record<string, File[]>, changes: RowChanges) {
    const before = await existing(deps, id);
    if (changes.slug !== undefined) await requireFreeSlug(deps, table, before.languageId, changes.slug, before.id);
    const image = nextImage(before.image, await uploadedImage(deps, files, 'image', resource), changes.remove_image);
    const values = {
      [spec.name.key]: changes.name ?? before[spec.name.key], slug: changes.slug ?? before.slug, image,
      metaTitle: changes.meta_title ?? before.metaTitle, metaDescription: changes.meta_description ?? before.metaDescription,
      metaKeyword: changes.meta_keyword ?? before.metaKeyword,
    };
    const [after] = (await deps.db.update(table).set(values as never).where(eq(table.id, before.id)).returning()) as Row[];
    if (!after) throw spec.missing();
    await forgetReplaced(deps, before.image, after.image);
    const audit: AuditNote = { action: 'update', resource, recordId: after.id, before: audited(before), after: audited(after) };
    return { data: await answerOf(deps, after), audit };
  }

  /**
   * Refused while stories are filed under it: the foreign key would delete a category's stories
   * with it, and a subcategory's would silently lose it (and the readers' addresses with it).
   */
  async function remove(deps: HandlerDeps, id: number) {
    const before = await existing(deps, id);
    const stories = (await storyCounts(deps, spec.storyColumn, schema.news, [before.id])).get(before.id) ?? 0;
    if (stories > 0) throw spec.holdsStories(stories);
    await deps.db.delete(table).where(eq(table.id, before.id));
    await forgetReplaced(deps, before.image, '');
    const audit: AuditNote = { action: 'delete', resource, recordId: before.id, before: audited(before) };
    return { data: {}, audit };
  }

  async function order(deps: HandlerDeps, scopeId: number, ids: number[]) {
    const { before, after } = await saveRowOrder(deps, table, spec.scope.column, scopeId, ids);
    const audit: AuditNote = { action: 'order', resource, recordId: `${spec.scope.noun} ${scopeId}`, before: { order: before }, after: { order: after } };
    return { data: { ids: after }, audit };
  }

  return { list, get, create, update, remove, order };
}
