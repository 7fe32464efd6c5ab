import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { surveyRecord } from '@newsroom/contract/admin/site-pages-surveys';
import { createAdminTestApi, signedIn, type AdminTestApi, type StaffLogin } from '../testing/admin-harness';

let api: AdminTestApi;
let editor: StaffLogin;
let en: number;
beforeAll(async () => {
  api = await createAdminTestApi();
  editor = await signedIn(api, 'editor');
  en = api.base.en.id;
});
afterAll(() => api.close());

const create = (body: unknown) => api.admin('POST', 'surveys', { login: editor, body });
const vote = (token: string, questionId: number, optionId: number) =>
  api.call('set_question_result', { question_id: questionId, option_id: optionId }, { token, method: 'POST' });

describe('surveys in the console', () => {
  it('creates a survey with its options in order; readers get it at once', async () => {
    const reader = await api.signedInUser();
    const before = await api.call('get_question', { language_id: en }, { token: reader.token });
    const created = await create({ language_id: en, question: 'Which bridge first?', options: [{ text: 'North' }, { text: 'South' }, { text: 'East' }] });
    expect(created.status).toBe(201);
    const record = surveyRecord.parse(created.body.data);
    expect(record).toMatchObject({ question: 'Which bridge first?', open: true, votes: 0 });
    expect(record.options.map((option) => option.text)).toEqual(['North', 'South', 'East']);
    const after = await api.call('get_question', { language_id: en }, { token: reader.token });
    expect(after.body.total).toBe(Number(before.body.total ?? 0) + 1);
    expect(after.body.data[0].survey_options.map((option: { options: string }) => option.options)).toEqual(['North', 'South', 'East']);
  });

  it('refuses one option, tags in the words and an unknown language under their inputs', async () => {
    const one = await create({ language_id: en, question: 'Alone?', options: [{ text: 'Yes' }] });
    expect(one.status).toBe(400);
    expect(one.body.errors.options).toBeTruthy();
    const tags = await create({ language_id: en, question: '<b>Bold?</b>', options: [{ text: 'A' }, { text: 'B' }] });
    expect(tags.body.errors.question).toBeTruthy();
    const language = await create({ language_id: 999_999, question: 'Where?', options: [{ text: 'A' }, { text: 'B' }] });
    expect(language.status).toBe(400);
    expect(language.body.errors.language_id).toBeTruthy();
  });

  it('shows results with shares; an option with votes can be corrected and moved but not removed', async () => {
    const created = surveyRecord.parse((await create({ language_id: en, question: 'Tea or coffee?', options: [{ text: 'Tea' }, { text: 'Cofee' }, { text: 'Water' }] })).body.data);
    const [tea, coffee, water] = created.options;
    for (const optionId of [tea!.id, coffee!.id, coffee!.id, coffee!.id]) await vote((await api.signedInUser()).token, created.id, optionId);

    const read = surveyRecord.parse((await api.admin('GET', `surveys/${created.id}`, { login: editor })).body.data);
    expect(read.votes).toBe(4);
    expect(read.options.map((option) => [option.counter, option.percentage])).toEqual([[1, 25], [3, 75], [0, 0]]);

    const refused = await api.admin('PUT', `surveys/${created.id}`, { login: editor, body: { options: [{ id: tea!.id, text: 'Tea' }, { id: water!.id, text: 'Water' }] } });
    expect(refused.status).toBe(400);
    expect(refused.body.errors.options).toMatch(/close the survey/);

    const edited = await api.admin('PUT', `surveys/${created.id}`, {
      login: editor,
      body: { open: false, options: [{ id: coffee!.id, text: 'Coffee' }, { id: tea!.id, text: 'Tea' }, { text: 'Juice' }] },
    });
    expect(edited.status).toBe(200);
    const after = surveyRecord.parse(edited.body.data);
    expect(after.open).toBe(false);
    expect(after.options.map((option) => [option.text, option.counter])).toEqual([['Coffee', 3], ['Tea', 1], ['Juice', 0]]);

    const log = await api.admin('GET', 'audit-log', { login: await signedIn(api, 'administrator'), query: { filter: JSON.stringify({ resource: 'surveys', record_id: String(created.id), action: 'update' }) } });
    expect(log.body.data[0].changes).toMatchObject({ open: [true, false], options: [['Tea', 'Cofee', 'Water'], ['Coffee', 'Tea', 'Juice']] });
  });

  it('refuses an option of another survey', async () => {
    const first = surveyRecord.parse((await create({ language_id: en, question: 'First?', options: [{ text: 'A' }, { text: 'B' }] })).body.data);
    const second = surveyRecord.parse((await create({ language_id: en, question: 'Second?', options: [{ text: 'C' }, { text: 'D' }] })).body.data);
    const stolen = await api.admin('PUT', `surveys/${second.id}`, { login: editor, body: { options: [{ id: first.options[0]!.id, text: 'A' }, { text: 'E' }] } });
    expect(stolen.status).toBe(400);
  });

  it('lists with filters and paging, deletes, and is closed to authors', async () => {
    const closed = surveyRecord.parse((await create({ language_id: en, question: 'Closed one?', open: false, options: [{ text: 'A' }, { text: 'B' }] })).body.data);
    const page = await api.admin('GET', 'surveys', { login: editor, query: { filter: JSON.stringify({ open: false, q: 'Closed one' }), perPage: '5' } });
    expect(page.body.data.map((survey: { id: number }) => survey.id)).toContain(closed.id);
    expect(page.body.total).toBeGreaterThanOrEqual(1);

    const author = await signedIn(api, 'author');
    expect((await api.admin('GET', 'surveys', { login: author })).status).toBe(403);

    expect((await api.admin('DELETE', `surveys/${closed.id}`, { login: editor })).status).toBe(200);
    expect((await api.admin('GET', `surveys/${closed.id}`, { login: editor })).status).toBe(404);
  });
});
