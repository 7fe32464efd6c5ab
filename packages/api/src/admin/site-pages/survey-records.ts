import { and, asc, count, desc, eq, ilike, type SQL } from 'drizzle-orm';
import { schema } from '@newsroom/db/client';
import type { z } from 'zod';
import type { SurveyRecord, surveyListQuery } from '@newsroom/contract/admin/site-pages-surveys';
import type { HandlerDeps } from '../../core/handler-deps';
import { notFound } from '../../core/errors';
import { surveyItems } from '../../surveys/survey-items';
import { containing, offsetOf, withIds } from './list-helpers';

const { surveyQuestions: questions } = schema;
type QuestionRow = typeof questions.$inferSelect;

const SORT_COLUMNS = { created_at: questions.createdAt, id: questions.id, question: questions.question };

/** Questions with their options in order, counts and shares: the same numbers readers see. */
async function toRecords(deps: HandlerDeps, rows: QuestionRow[]): Promise<SurveyRecord[]> {
  const items = await surveyItems(deps, rows);
  return rows.map((row, index) => {
    const options = items[index]?.survey_options ?? [];
    return {
      id: row.id,
      language_id: row.languageId,
      question: row.question,
      open: row.status === 1,
      options: options.map((option) => ({ id: option.id, text: option.options, counter: option.counter, percentage: option.percentage })),
      votes: options.reduce((sum, option) => sum + option.counter, 0),
      created_at: row.createdAt.toISOString(),
    };
  });
}

export async function surveyRecord(deps: HandlerDeps, id: number): Promise<SurveyRecord> {
  const rows = await deps.db.select().from(questions).where(eq(questions.id, id));
  const [record] = await toRecords(deps, rows);
  if (!record) throw notFound('Survey');
  return record;
}

/** A newsroom keeps tens of surveys per language: the language index serves the usual filter. */
export async function listSurveys(deps: HandlerDeps, query: z.output<typeof surveyListQuery>) {
  const { filter } = query;
  const conditions: SQL[] = [];
  if (filter.q) conditions.push(ilike(questions.question, containing(filter.q)));
  if (filter.language_id) conditions.push(eq(questions.languageId, filter.language_id));
  if (filter.open !== undefined) conditions.push(eq(questions.status, filter.open ? 1 : 0));
  if (filter.id) conditions.push(withIds(questions.id, filter.id));
  const where = and(...conditions);
  const direction = query.order === 'ASC' ? asc : desc;
  const [rows, [total]] = await Promise.all([
    deps.db.select().from(questions).where(where).orderBy(direction(SORT_COLUMNS[query.sort]), direction(questions.id)).limit(query.perPage).offset(offsetOf(query)),
    deps.db.select({ value: count() }).from(questions).where(where),
  ]);
  return { data: await toRecords(deps, rows), total: total?.value ?? 0 };
}

/** What the audit log keeps of a survey: its words and state, not the moving counts. */
export const auditedSurvey = (record: SurveyRecord) => ({
  language_id: record.language_id,
  question: record.question,
  open: record.open,
  options: record.options.map((option) => option.text),
});
