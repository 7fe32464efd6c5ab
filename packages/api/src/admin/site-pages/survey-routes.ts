import { eq } from 'drizzle-orm';
import { schema } from '@newsroom/db/client';
import { defineAdminRoute } from '../core/admin-route';
import { requireLanguage } from './list-helpers';
import { saveSurveyOptions } from './survey-options';
import { auditedSurvey, listSurveys, surveyRecord } from './survey-records';

const { surveyQuestions: questions } = schema;

const list = defineAdminRoute('surveys.list', { handle: async ({ deps, query }) => listSurveys(deps, query) });

const get = defineAdminRoute('surveys.get', { handle: async ({ deps, params }) => ({ data: await surveyRecord(deps, params.id) }) });

/** The question and its options land together: readers never meet a survey without its options. */
const create = defineAdminRoute('surveys.create', {
  invalidates: true,
  async handle({ deps, body }) {
    await requireLanguage(deps, body.language_id);
    const id = await deps.db.transaction(async (tx) => {
      const [row] = await tx.insert(questions).values({ languageId: body.language_id, question: body.question, status: body.open ? 1 : 0 }).returning({ id: questions.id });
      await saveSurveyOptions(tx, row!.id, body.options.map((option) => ({ text: option.text })));
      return row!.id;
    });
    const after = await surveyRecord(deps, id);
    return { data: after, status: 201, audit: { action: 'create', resource: 'surveys', recordId: id, after: auditedSurvey(after) } };
  },
});

const update = defineAdminRoute('surveys.update', {
  invalidates: true,
  async handle({ deps, params, body }) {
    const before = await surveyRecord(deps, params.id);
    await deps.db.transaction(async (tx) => {
      const status = body.open === undefined ? undefined : body.open ? 1 : 0;
      if (body.question !== undefined || status !== undefined) await tx.update(questions).set({ question: body.question, status }).where(eq(questions.id, before.id));
      if (body.options) await saveSurveyOptions(tx, before.id, body.options);
    });
    const after = await surveyRecord(deps, before.id);
    return { data: after, audit: { action: 'update', resource: 'surveys', recordId: before.id, before: auditedSurvey(before), after: auditedSurvey(after) } };
  },
});

/** Its options and the readers' answers go with it (cascade): the form asks before. */
const remove = defineAdminRoute('surveys.delete', {
  invalidates: true,
  async handle({ deps, params }) {
    const before = await surveyRecord(deps, params.id);
    await deps.db.delete(questions).where(eq(questions.id, before.id));
    return { data: {}, audit: { action: 'delete', resource: 'surveys', recordId: before.id, before: { ...auditedSurvey(before), votes: before.votes } } };
  },
});

export const surveyRoutes = [list, get, create, update, remove];
