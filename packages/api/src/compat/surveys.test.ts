import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertSurvey } from '../../test/builders-surveys';
import { CLIENT_ENV, existingClient } from '../../test/client-requests';
import { createTestApi, type TestApi } from '../../test/harness';

// The surveys of the published mobile app (API.md, "What the existing mobile app adds"), called
// as the existing clients call them: the app posts multipart forms, the web client sends GET
// query strings with every parameter (`user_id` in older builds, `question_id` when it reads the
// result of the survey just answered, `language_id` even where unused), and a signed-out client
// sends an empty `Bearer ` header. Types are checked field by field (API.md, Transport).

let api: TestApi;
let client: ReturnType<typeof existingClient>;
let en: number;
let survey: { id: number; optionIds: number[] };

beforeAll(async () => {
  api = await createTestApi(CLIENT_ENV);
  client = existingClient(api);
  en = api.base.en.id;
  survey = await insertSurvey(api.deps.db, { languageId: en, question: 'Should the city build a tram?', options: ['Yes', 'No', 'Not sure'] });
});
afterAll(() => api.close());

/** A survey as both clients read it: numbers for ids, counts and shares, text never null, options a list. */
function expectSurveyShape(item: Record<string, unknown>) {
  expect(typeof item.id).toBe('number');
  expect(typeof item.question).toBe('string');
  expect(typeof item.status).toBe('number');
  expect(Array.isArray(item.survey_options)).toBe(true);
  for (const option of item.survey_options as Record<string, unknown>[]) {
    expect(Object.keys(option).sort()).toEqual(['counter', 'id', 'options', 'percentage', 'question_id']);
    expect(typeof option.id).toBe('number');
    expect(typeof option.options).toBe('string');
    expect(typeof option.counter).toBe('number');
    expect(typeof option.percentage).toBe('number');
    expect(option.question_id).toBe(item.id);
  }
}

/** A list answer of API.md: `error` the string "false", a message, a list and its number total. */
function expectList(body: { error: unknown; message: unknown; data: unknown; total: unknown }) {
  expect(body.error).toBe('false');
  expect(typeof body.message).toBe('string');
  expect(Array.isArray(body.data)).toBe(true);
  expect(typeof body.total).toBe('number');
  for (const item of body.data as Record<string, unknown>[]) expectSurveyShape(item);
}

describe('surveys as the existing clients call them', () => {
  it('the mobile app: get_question, set_question_result and get_question_result as multipart forms', async () => {
    const reader = await api.signedInUser();
    const listed = await client.postMultipart('get_question', [['access_key', '5670'], ['language_id', String(en)], ['offset', '0'], ['limit', '10']], reader.token);
    expect(listed.status).toBe(200);
    expectList(listed.body);
    const item = listed.body.data.find((entry: { id: number }) => entry.id === survey.id);
    expect(item.survey_options.map((option: { options: string }) => option.options)).toEqual(['Yes', 'No', 'Not sure']);

    const voted = await client.postMultipart('set_question_result', [['access_key', '5670'], ['question_id', String(survey.id)], ['option_id', String(item.survey_options[0].id)]], reader.token);
    expect(voted.status).toBe(200);
    expect(voted.body.error).toBe('false');
    expectSurveyShape(voted.body.data);

    const results = await client.postMultipart('get_question_result', [['access_key', '5670'], ['language_id', String(en)]], reader.token);
    expect(results.status).toBe(200);
    expectList(results.body);
    const mine = results.body.data.find((entry: { id: number }) => entry.id === survey.id);
    expect(mine.survey_options[0]).toMatchObject({ counter: 1, percentage: 100 });

    const again = await client.postMultipart('set_question_result', [['access_key', '5670'], ['question_id', String(survey.id)], ['option_id', String(item.survey_options[1].id)]], reader.token);
    expect([again.status, again.body.error, typeof again.body.message]).toEqual([409, 'true', 'string']);
  });

  it('the web client: GET with user_id, empty paging, and the result of the one survey it answered as data[0]', async () => {
    const reader = await api.signedInUser();
    const listed = await client.get(`get_question?access_key=5670&language_id=${en}&user_id=${reader.id}&offset=&limit=`, reader.token);
    expect(listed.status).toBe(200);
    expectList(listed.body);
    expect(listed.body.data.map((entry: { id: number }) => entry.id)).toContain(survey.id);

    // It posts the answer on the option's click, with the language it does not need.
    const form = new URLSearchParams({ access_key: '5670', language_id: String(en), question_id: String(survey.id), option_id: String(survey.optionIds[1]) });
    const voted = await api.app.request('http://news.test/api/set_question_result', {
      method: 'POST', headers: { authorization: `Bearer ${reader.token}`, 'content-type': 'application/x-www-form-urlencoded' }, body: form.toString(),
    });
    expect(voted.status).toBe(200);

    const result = await client.get(`get_question_result?access_key=5670&language_id=${en}&question_id=${survey.id}`, reader.token);
    expect(result.status).toBe(200);
    expectList(result.body);
    expect(result.body.data).toHaveLength(1);
    expect(result.body.data[0].id).toBe(survey.id);
    const shares = result.body.data[0].survey_options.map((option: { percentage: number }) => option.percentage);
    expect(shares.reduce((sum: number, share: number) => sum + share, 0)).toBeCloseTo(100, 1);

    // Answered, it is no longer offered; no answered survey in a language is the contract's empty answer.
    const after = await client.get(`get_question?access_key=5670&language_id=${en}&offset=0&limit=10`, reader.token);
    expect(after.body.data.map((entry: { id: number }) => entry.id)).not.toContain(survey.id);
    const empty = await client.get(`get_question_result?access_key=5670&language_id=${api.base.ar.id}&question_id=`, reader.token);
    expect(empty.body).toEqual({ error: 'true', message: 'No Data Found', data: [], total: 0 });
  });

  it('a first visit without language_id answers in the default language', async () => {
    const reader = await api.signedInUser();
    const listed = await client.get('get_question?access_key=5670&language_id=&offset=0&limit=10', reader.token);
    expect(listed.status).toBe(200);
    expect(listed.body.data.every((entry: { language_id: number }) => entry.language_id === en)).toBe(true);
  });

  it('signed out (an empty Bearer header) is 401 in the envelope, for all three', async () => {
    for (const call of ['get_question?access_key=5670&language_id=', 'get_question_result?access_key=5670&language_id=', `set_question_result?access_key=5670&question_id=${survey.id}&option_id=${survey.optionIds[0]}`]) {
      const { status, body } = await client.get(call, '');
      expect([status, body.error, typeof body.message], call).toEqual([401, 'true', 'string']);
    }
  });
});
