import { and, count, desc, eq, exists, notExists, sql, type SQL } from 'drizzle-orm';
import { schema } from '@newsroom/db/client';
import type { SurveyQuestion } from '@newsroom/contract/surveys';
import type { Caller } from '../core/caller';
import type { Deps } from '../deps';
import { badRequest, conflict, forbidden, notFound } from '../core/errors';
import { highestFirst } from '../core/order';
import { surveyItems } from './survey-items';

const { surveyQuestions: questions, surveyOptions: options, surveyAnswers: answers } = schema;

const questionColumns = { id: questions.id, languageId: questions.languageId, question: questions.question, status: questions.status };

interface Page {
  offset: number;
  limit: number;
}

const answeredBy = (caller: Caller) => and(eq(answers.questionId, questions.id), eq(answers.userId, caller.id));

/**
 * get_question: the open questions of a language that the caller has not answered, newest first.
 * A question without options yet (being written in the console) is not shown: it cannot be answered.
 */
export async function listOpenQuestions(deps: Deps, query: Page & { languageId: number }, caller: Caller): Promise<{ items: SurveyQuestion[]; total: number }> {
  const db = deps.db;
  const where = and(
    eq(questions.languageId, query.languageId),
    eq(questions.status, 1),
    exists(db.select({ one: sql`1` }).from(options).where(eq(options.questionId, questions.id))),
    notExists(db.select({ one: sql`1` }).from(answers).where(answeredBy(caller))),
  );
  const [rows, [counted]] = await Promise.all([
    db.select(questionColumns).from(questions).where(where).orderBy(highestFirst(questions.createdAt), desc(questions.id)).limit(query.limit).offset(query.offset),
    db.select({ total: count() }).from(questions).where(where),
  ]);
  return { items: await surveyItems(deps, rows), total: counted?.total ?? 0 };
}

/**
 * get_question_result: the questions the caller answered, open or closed since, the latest answer
 * first. One question by `question_id` is found whatever the language; one nobody can find is 404.
 */
export async function listAnsweredQuestions(
  deps: Deps,
  query: Page & { languageId: number; questionId?: number },
  caller: Caller,
): Promise<{ items: SurveyQuestion[]; total: number }> {
  const db = deps.db;
  const filter: SQL = query.questionId === undefined ? eq(questions.languageId, query.languageId) : eq(questions.id, query.questionId);
  const where = and(eq(answers.userId, caller.id), filter);
  const [rows, [counted]] = await Promise.all([
    db
      .select(questionColumns)
      .from(answers)
      .innerJoin(questions, eq(questions.id, answers.questionId))
      .where(where)
      .orderBy(highestFirst(answers.createdAt), desc(questions.id))
      .limit(query.limit)
      .offset(query.offset),
    db.select({ total: count() }).from(answers).innerJoin(questions, eq(questions.id, answers.questionId)).where(where),
  ]);
  if (rows.length === 0 && query.questionId !== undefined) {
    const [known] = await db.select({ id: questions.id }).from(questions).where(eq(questions.id, query.questionId));
    if (!known) throw notFound('Question');
  }
  return { items: await surveyItems(deps, rows), total: counted?.total ?? 0 };
}

/**
 * set_question_result: stores the caller's one answer. One statement decides: the insert takes
 * the option only from an open question it belongs to, and the primary key (reader, question)
 * lets a second answer, or all but one of answers sent at once, insert nothing. The option's
 * counter moves in the same statement (the `survey_option_counter` triggers). The reason for a
 * refusal is looked up only when there is one. Answers the question with its new counts.
 */
export async function answerQuestion(deps: Deps, questionId: number, optionId: number, caller: Caller): Promise<SurveyQuestion> {
  const db = deps.db;
  const chosen = db
    .select({
      userId: sql<number>`${caller.id}::int`.as('user_id'),
      questionId: options.questionId,
      optionId: options.id,
      createdAt: sql<Date>`now()`.as('created_at'),
    })
    .from(options)
    .innerJoin(questions, eq(questions.id, options.questionId))
    .where(and(eq(options.id, optionId), eq(options.questionId, questionId), eq(questions.status, 1)));
  const inserted = await db.insert(answers).select(chosen).onConflictDoNothing().returning({ questionId: answers.questionId });
  if (inserted.length === 0) await refusal(deps, questionId, optionId);

  const rows = await db.select(questionColumns).from(questions).where(eq(questions.id, questionId));
  const [item] = await surveyItems(deps, rows);
  if (!item) throw notFound('Question');
  return item;
}

/** Why an answer was not stored: the first of unknown question or option, wrong pair, closed, answered. */
async function refusal(deps: Deps, questionId: number, optionId: number): Promise<never> {
  const [question] = await deps.db.select({ status: questions.status }).from(questions).where(eq(questions.id, questionId));
  if (!question) throw notFound('Question');
  const [option] = await deps.db.select({ questionId: options.questionId }).from(options).where(eq(options.id, optionId));
  if (!option) throw notFound('Option');
  if (option.questionId !== questionId) throw badRequest('option_id must be one of the options of question_id');
  if (question.status !== 1) throw forbidden('This survey is closed');
  throw conflict('You have already answered this survey');
}
