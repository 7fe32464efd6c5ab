import { defineEndpoint, type AnyEndpoint } from '../core/endpoint';
import { listReply, ok } from '../core/envelope';
import { languageIdOrDefault } from '../languages/languages-service';
import { answerQuestion, listAnsweredQuestions, listOpenQuestions } from './surveys-service';

// None is cacheable: each answer depends on what the caller has answered.

const getQuestion = defineEndpoint('get_question', {
  async handle({ deps, params, user }) {
    const languageId = await languageIdOrDefault(deps, params.language_id);
    const { items, total } = await listOpenQuestions(deps, { languageId, offset: params.offset, limit: params.limit }, user);
    return listReply('Surveys fetched successfully', items, total);
  },
});

const setQuestionResult = defineEndpoint('set_question_result', {
  async handle({ deps, params, user }) {
    return ok('Answer saved successfully', await answerQuestion(deps, params.question_id, params.option_id, user));
  },
});

const getQuestionResult = defineEndpoint('get_question_result', {
  async handle({ deps, params, user }) {
    const languageId = await languageIdOrDefault(deps, params.language_id);
    const query = { languageId, questionId: params.question_id, offset: params.offset, limit: params.limit };
    const { items, total } = await listAnsweredQuestions(deps, query, user);
    return listReply('Survey results fetched successfully', items, total);
  },
});

export const surveysEndpoints: AnyEndpoint[] = [getQuestion, setQuestionResult, getQuestionResult];
