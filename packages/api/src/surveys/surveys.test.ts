import { count, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { schema } from '@newsroom/db/client';
import { insertAnswers, insertSurvey } from '../../test/builders-surveys';
import { createTestApi, type TestApi } from '../../test/harness';

let api: TestApi;
let en: number;
let ar: number;
beforeAll(async () => {
  api = await createTestApi();
  en = api.base.en.id;
  ar = api.base.ar.id;
});
afterAll(() => api.close());

const answer = (token: string, questionId: number, optionId: number) => api.call('set_question_result', { question_id: questionId, option_id: optionId }, { token, method: 'POST' });
const questionsFor = (token: string, params: Record<string, string | number> = {}) => api.call('get_question', { language_id: en, ...params }, { token });
const resultsFor = (token: string, params: Record<string, string | number> = {}) => api.call('get_question_result', { language_id: en, ...params }, { token });
const ids = (body: { data: { id: number }[] }) => body.data.map((item) => item.id);

/** The stored counters of a question's options, and the answers actually stored for each. */
async function countsOf(questionId: number) {
  const { db } = api.deps;
  const counters = await db.select({ id: schema.surveyOptions.id, counter: schema.surveyOptions.counter }).from(schema.surveyOptions).where(eq(schema.surveyOptions.questionId, questionId)).orderBy(schema.surveyOptions.id);
  const stored = await db.select({ id: schema.surveyAnswers.optionId, n: count() }).from(schema.surveyAnswers).where(eq(schema.surveyAnswers.questionId, questionId)).groupBy(schema.surveyAnswers.optionId);
  const answers = new Map(stored.map((row) => [row.id, row.n]));
  return { counters: counters.map((row) => row.counter), answers: counters.map((row) => answers.get(row.id) ?? 0) };
}

describe('get_question', () => {
  it('lists the open surveys of the language the caller has not answered, newest first, with their options in order', async () => {
    const hoursAgo = (hours: number) => new Date(Date.now() - hours * 3_600_000);
    const older = await insertSurvey(api.deps.db, { languageId: en, question: 'Older?', createdAt: hoursAgo(2), options: ['A', 'B', 'C'] });
    const newer = await insertSurvey(api.deps.db, { languageId: en, question: 'Newer?', createdAt: hoursAgo(1) });
    const closed = await insertSurvey(api.deps.db, { languageId: en, status: 0, createdAt: hoursAgo(1) });
    const arabic = await insertSurvey(api.deps.db, { languageId: ar, question: 'سؤال؟' });
    await insertSurvey(api.deps.db, { languageId: en, question: 'No options yet', options: [] });
    const reader = await api.signedInUser();
    await answer(reader.token, newer.id, newer.optionIds[0]!);

    const { status, body } = await questionsFor(reader.token);
    expect(status).toBe(200);
    expect(body.message).toBe('Surveys fetched successfully');
    // The base fixtures' survey was made when the test began, after the two hours old one.
    expect(ids(body)).toEqual([api.base.survey.id, older.id]);
    expect(body.total).toBe(2);
    expect(body.data[1]).toEqual({
      id: older.id, language_id: en, question: 'Older?', status: 1,
      survey_options: older.optionIds.map((id, index) => ({ id, options: ['A', 'B', 'C'][index], counter: 0, percentage: 0, question_id: older.id })),
    });
    expect(ids(body)).not.toContain(closed.id);
    expect(ids((await questionsFor(reader.token, { language_id: ar })).body)).toEqual([arabic.id]);
    // Paged like every list.
    const page = await questionsFor(reader.token, { offset: 1, limit: 1 });
    expect([ids(page.body), page.body.total]).toEqual([[older.id], 2]);
  });

  it('answers in the default language without language_id, and No Data Found when nothing is left', async () => {
    const reader = await api.signedInUser();
    const fresh = await api.call('get_question', { language_id: '' }, { token: reader.token });
    expect(fresh.status).toBe(200);
    expect(ids(fresh.body)).toContain(api.base.survey.id);
    const arabic = await api.call('get_question', { language_id: ar }, { token: reader.token });
    for (const item of arabic.body.data) await answer(reader.token, item.id, item.survey_options[0].id);
    expect((await api.call('get_question', { language_id: ar }, { token: reader.token })).body).toEqual({ error: 'true', message: 'No Data Found', data: [], total: 0 });
  });

  it('needs a token and a known language', async () => {
    expect((await api.call('get_question', { language_id: en })).status).toBe(401);
    const reader = await api.signedInUser();
    const unknown = await questionsFor(reader.token, { language_id: 999_999 });
    expect([unknown.status, unknown.body.message]).toEqual([404, 'Language not found']);
    const bad = await questionsFor(reader.token, { language_id: 'abc' });
    expect([bad.status, bad.body.message]).toEqual([400, 'language_id must be a whole number']);
  });
});

describe('set_question_result', () => {
  it('records one answer, counts it and answers the survey with its shares; a second answer is 409', async () => {
    const survey = await insertSurvey(api.deps.db, { languageId: en, options: ['Red', 'Green', 'Blue'] });
    const [first, second] = await Promise.all([api.signedInUser(), api.signedInUser()]);
    await answer(first.token, survey.id, survey.optionIds[0]!);
    const { status, body } = await answer(second.token, survey.id, survey.optionIds[1]!);
    expect(status).toBe(200);
    expect(body.message).toBe('Answer saved successfully');
    expect(body.data).toMatchObject({ id: survey.id, status: 1 });
    expect(body.data.survey_options.map((option: { counter: number; percentage: number }) => [option.counter, option.percentage])).toEqual([[1, 50], [1, 50], [0, 0]]);

    const again = await answer(second.token, survey.id, survey.optionIds[2]!);
    expect([again.status, again.body.error, again.body.message]).toEqual([409, 'true', 'You have already answered this survey']);
    const same = await answer(second.token, survey.id, survey.optionIds[1]!);
    expect(same.status).toBe(409);
    expect(await countsOf(survey.id)).toEqual({ counters: [1, 1, 0], answers: [1, 1, 0] });
  });

  it('refuses an unknown question or option, an option of another question and a closed survey, naming the reason', async () => {
    const survey = await insertSurvey(api.deps.db, { languageId: en });
    const other = await insertSurvey(api.deps.db, { languageId: en });
    const closed = await insertSurvey(api.deps.db, { languageId: en, status: 0 });
    const reader = await api.signedInUser();
    const cases: [number, number, number, string][] = [
      [999_999, survey.optionIds[0]!, 404, 'Question not found'],
      [survey.id, 999_999, 404, 'Option not found'],
      [survey.id, other.optionIds[0]!, 400, 'option_id must be one of the options of question_id'],
      [closed.id, closed.optionIds[0]!, 403, 'This survey is closed'],
    ];
    for (const [questionId, optionId, status, message] of cases) {
      const { body, status: got } = await answer(reader.token, questionId, optionId);
      expect([got, body.message], `${questionId}/${optionId}`).toEqual([status, message]);
    }
    for (const [params, message] of [
      [{ option_id: survey.optionIds[0]! }, 'question_id is required'],
      [{ question_id: survey.id }, 'option_id is required'],
      [{ question_id: 'abc', option_id: survey.optionIds[0]! }, 'question_id must be a whole number'],
      [{ question_id: survey.id, option_id: 0 }, 'option_id must be between 1 and 2147483647'],
    ] as const) {
      const { status, body } = await api.call('set_question_result', params, { token: reader.token, method: 'POST' });
      expect([status, body.message]).toEqual([400, message]);
    }
    expect((await api.deps.db.select().from(schema.surveyAnswers).where(eq(schema.surveyAnswers.userId, reader.id)))).toEqual([]);
    // The stored pair is checked by the database too: an answer's option must be its question's.
    await expect(api.deps.db.insert(schema.surveyAnswers).values({ userId: reader.id, questionId: survey.id, optionId: other.optionIds[0]! })).rejects.toThrow();
  });

  it('acts only as the token\'s reader', async () => {
    const survey = await insertSurvey(api.deps.db, { languageId: en });
    const [reader, other] = await Promise.all([api.signedInUser(), api.signedInUser()]);
    expect((await api.call('set_question_result', { question_id: survey.id, option_id: survey.optionIds[0]! }, { method: 'POST' })).status).toBe(401);
    const posing = await api.call('set_question_result', { question_id: survey.id, option_id: survey.optionIds[0]!, user_id: other.id }, { token: reader.token, method: 'POST' });
    expect([posing.status, posing.body.message]).toEqual([403, 'user_id does not match the signed-in user']);
    await answer(reader.token, survey.id, survey.optionIds[0]!);
    // The other reader still has it to answer, and sees no result of it.
    expect(ids((await questionsFor(other.token, { limit: 100 })).body)).toContain(survey.id);
    expect((await resultsFor(other.token, { question_id: survey.id })).body.message).toBe('No Data Found');
    expect((await answer(other.token, survey.id, survey.optionIds[1]!)).status).toBe(200);
    expect(await countsOf(survey.id)).toEqual({ counters: [1, 1], answers: [1, 1] });
  });

  it('keeps the counts right when many readers answer at once, and takes one answer of a reader who taps many times', async () => {
    const survey = await insertSurvey(api.deps.db, { languageId: en, options: ['A', 'B', 'C'] });
    const readers = await Promise.all(Array.from({ length: 24 }, () => api.signedInUser()));
    const replies = await Promise.all(readers.map((reader, index) => answer(reader.token, survey.id, survey.optionIds[index % 3]!)));
    expect(replies.map((reply) => reply.status)).toEqual(readers.map(() => 200));
    expect(await countsOf(survey.id)).toEqual({ counters: [8, 8, 8], answers: [8, 8, 8] });

    const eager = await api.signedInUser();
    const taps = await Promise.all(Array.from({ length: 12 }, (_, index) => answer(eager.token, survey.id, survey.optionIds[index % 3]!)));
    expect(taps.filter((tap) => tap.status === 200)).toHaveLength(1);
    expect(taps.filter((tap) => tap.status === 409)).toHaveLength(11);
    const { counters, answers } = await countsOf(survey.id);
    expect(counters).toEqual(answers);
    expect(counters.reduce((sum, n) => sum + n, 0)).toBe(25);
  });
});

describe('get_question_result', () => {
  it('lists the surveys the caller answered, open or closed since, latest answer first, with counts and shares', async () => {
    const hoursAgo = (hours: number) => new Date(Date.now() - hours * 3_600_000);
    const first = await insertSurvey(api.deps.db, { languageId: en, options: ['A', 'B', 'C'] });
    const second = await insertSurvey(api.deps.db, { languageId: en, options: ['Yes', 'No'] });
    const unanswered = await insertSurvey(api.deps.db, { languageId: en });
    const arabic = await insertSurvey(api.deps.db, { languageId: ar });
    const reader = await api.signedInUser();
    const others = await Promise.all([api.signedInUser(), api.signedInUser()]);
    await insertAnswers(api.deps.db, first.id, [{ userId: others[0].id, optionId: first.optionIds[0]! }, { userId: others[1].id, optionId: first.optionIds[1]! }]);
    await api.deps.db.insert(schema.surveyAnswers).values([
      { userId: reader.id, questionId: first.id, optionId: first.optionIds[0]!, createdAt: hoursAgo(2) },
      { userId: reader.id, questionId: second.id, optionId: second.optionIds[1]!, createdAt: hoursAgo(1) },
      { userId: reader.id, questionId: arabic.id, optionId: arabic.optionIds[0]!, createdAt: hoursAgo(1) },
    ]);
    await api.deps.db.update(schema.surveyQuestions).set({ status: 0 }).where(eq(schema.surveyQuestions.id, first.id));

    const { status, body } = await resultsFor(reader.token);
    expect(status).toBe(200);
    expect(body.message).toBe('Survey results fetched successfully');
    expect([ids(body), body.total]).toEqual([[second.id, first.id], 2]);
    expect(ids(body)).not.toContain(unanswered.id);
    expect(body.data[1]).toEqual({
      id: first.id, language_id: en, question: expect.any(String), status: 0,
      survey_options: [
        { id: first.optionIds[0], options: 'A', counter: 2, percentage: 66.67, question_id: first.id },
        { id: first.optionIds[1], options: 'B', counter: 1, percentage: 33.33, question_id: first.id },
        { id: first.optionIds[2], options: 'C', counter: 0, percentage: 0, question_id: first.id },
      ],
    });
    expect(ids((await resultsFor(reader.token, { language_id: ar })).body)).toEqual([arabic.id]);
  });

  it('answers the one survey of question_id, whatever the language; unknown is 404, unanswered No Data Found', async () => {
    const reader = await api.signedInUser();
    const arabic = await insertSurvey(api.deps.db, { languageId: ar });
    const open = await insertSurvey(api.deps.db, { languageId: en });
    await answer(reader.token, arabic.id, arabic.optionIds[1]!);
    const one = await resultsFor(reader.token, { question_id: arabic.id });
    expect([ids(one.body), one.body.data[0].survey_options[1].percentage]).toEqual([[arabic.id], 100]);
    expect((await resultsFor(reader.token, { question_id: open.id })).body).toEqual({ error: 'true', message: 'No Data Found', data: [], total: 0 });
    const unknown = await resultsFor(reader.token, { question_id: 999_999 });
    expect([unknown.status, unknown.body.message]).toEqual([404, 'Question not found']);
    expect((await resultsFor(reader.token, { question_id: 'x' })).body.message).toBe('question_id must be a whole number');
    expect((await api.call('get_question_result', {})).status).toBe(401);
  });
});

describe('answers and the rest of the site', () => {
  it('delete_user removes the reader\'s answers and their votes, so a new account cannot vote twice', async () => {
    const survey = await insertSurvey(api.deps.db, { languageId: en });
    const [leaving, staying] = await Promise.all([api.signedInUser(), api.signedInUser()]);
    await answer(leaving.token, survey.id, survey.optionIds[0]!);
    await answer(staying.token, survey.id, survey.optionIds[1]!);
    expect((await api.call('delete_user', { user_id: leaving.id }, { token: leaving.token, method: 'POST' })).status).toBe(200);
    expect(await api.deps.db.select().from(schema.surveyAnswers).where(eq(schema.surveyAnswers.userId, leaving.id))).toEqual([]);
    expect(await countsOf(survey.id)).toEqual({ counters: [0, 1], answers: [0, 1] });
    expect((await resultsFor(staying.token, { question_id: survey.id })).body.data[0].survey_options.map((option: { percentage: number }) => option.percentage)).toEqual([0, 100]);
  });

  it('counts answers imported in bulk, one statement for many readers', async () => {
    const survey = await insertSurvey(api.deps.db, { languageId: en, options: ['A', 'B', 'C'] });
    const readers = await Promise.all(Array.from({ length: 30 }, () => api.signedInUser()));
    await insertAnswers(api.deps.db, survey.id, readers.map((reader, index) => ({ userId: reader.id, optionId: survey.optionIds[index % 3 === 0 ? 0 : 1]! })));
    expect(await countsOf(survey.id)).toEqual({ counters: [10, 20, 0], answers: [10, 20, 0] });
    await api.deps.db.delete(schema.surveyAnswers).where(eq(schema.surveyAnswers.questionId, survey.id));
    expect(await countsOf(survey.id)).toEqual({ counters: [0, 0, 0], answers: [0, 0, 0] });
  });

  it('moves the counters whoever changes an answer: a reader deleted by the database, an answer moved, a question or an option removed', async () => {
    const survey = await insertSurvey(api.deps.db, { languageId: en, options: ['A', 'B'] });
    const readers = await Promise.all([api.signedInUser(), api.signedInUser(), api.signedInUser()]);
    await insertAnswers(api.deps.db, survey.id, readers.map((reader, index) => ({ userId: reader.id, optionId: survey.optionIds[index % 2]! })));
    expect((await countsOf(survey.id)).counters).toEqual([2, 1]);
    await api.deps.db.delete(schema.users).where(eq(schema.users.id, readers[0].id));
    expect(await countsOf(survey.id)).toEqual({ counters: [1, 1], answers: [1, 1] });
    // An answer moved to another option (the console, a repair) moves its vote.
    await api.deps.db.update(schema.surveyAnswers).set({ optionId: survey.optionIds[1]! }).where(eq(schema.surveyAnswers.userId, readers[2].id));
    expect(await countsOf(survey.id)).toEqual({ counters: [0, 2], answers: [0, 2] });
    await api.deps.db.update(schema.surveyAnswers).set({ optionId: survey.optionIds[0]! }).where(eq(schema.surveyAnswers.userId, readers[2].id));
    await api.deps.db.delete(schema.surveyOptions).where(eq(schema.surveyOptions.id, survey.optionIds[1]!));
    expect(await countsOf(survey.id)).toEqual({ counters: [1], answers: [1] });
    await api.deps.db.delete(schema.surveyQuestions).where(eq(schema.surveyQuestions.id, survey.id));
    const left = await api.deps.db.execute(sql`select count(*)::int as n from survey_answers where question_id = ${survey.id}`);
    expect((left as unknown as { rows: { n: number }[] }).rows[0]!.n).toBe(0);
  });
});
