import { asc, inArray } from 'drizzle-orm';
import { schema } from '@newsroom/db/client';
import type { SurveyOption, SurveyQuestion } from '@newsroom/contract/surveys';
import type { Deps } from '../deps';

const { surveyOptions } = schema;

/**
 * Each option's share of the answers in percent, rounded to two decimals on its own (half up):
 * options with as many answers show the same share, and the shares of a question add up to 100
 * within 0.005 per option. No answers yet: every share is 0.
 */
export function percentages(counters: number[]): number[] {
  const total = counters.reduce((sum, counter) => sum + counter, 0);
  return counters.map((counter) => (total === 0 ? 0 : Math.round((counter * 10_000) / total) / 100));
}

export interface QuestionRow {
  id: number;
  languageId: number;
  question: string;
  status: number;
}

/** Questions as the contract shows them, each with its options in their order, counts and shares. */
export async function surveyItems(deps: Deps, rows: QuestionRow[]): Promise<SurveyQuestion[]> {
  if (rows.length === 0) return [];
  const options = await deps.db
    .select({ id: surveyOptions.id, questionId: surveyOptions.questionId, text: surveyOptions.optionText, counter: surveyOptions.counter })
    .from(surveyOptions)
    .where(inArray(surveyOptions.questionId, rows.map((row) => row.id)))
    .orderBy(asc(surveyOptions.questionId), asc(surveyOptions.rowOrder), asc(surveyOptions.id));
  const byQuestion = new Map<number, typeof options>();
  for (const option of options) byQuestion.set(option.questionId, [...(byQuestion.get(option.questionId) ?? []), option]);
  return rows.map((row) => {
    const own = byQuestion.get(row.id) ?? [];
    const shares = percentages(own.map((option) => option.counter));
    const surveyOptionsOut: SurveyOption[] = own.map((option, index) => ({
      id: option.id,
      options: option.text,
      counter: option.counter,
      percentage: shares[index] ?? 0,
      question_id: row.id,
    }));
    return { id: row.id, language_id: row.languageId, question: row.question, status: row.status, survey_options: surveyOptionsOut };
  });
}
