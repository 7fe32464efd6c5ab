import { getQuestionParams, getQuestionResultParams, setQuestionResultParams } from '@newsroom/contract/surveys';
import { defineEndpoint, type AnyEndpoint } from '../core/endpoint';
import { listReply, ok } from '../core/envelope';
import { languageIdOrDefault } from '../languages/languages-service';
import { answerQuestion, listAnsweredQuestions, listOpenQuestions } from './surveys-service';

// None is cacheable: each answer depends on what the caller has answered.

const getQuestion = defineEndpoint({
  name: 'get_question',
  summary: 'The open surveys of a language that the caller has not answered yet, with their options, newest first',
  auth: 'required',
  params: getQuestionParams,
  async handle({ deps, params, user }) {
    const languageId = await languageIdOrDefault(deps, params.language_id);
    const { items, total } = await listOpenQuestions(deps, { languageId, offset: params.offset, limit: params.limit }, user);
    return listReply('Surveys fetched successfully', items, total);
  },
});

const setQuestionResult = defineEndpoint({
  name: 'set_question_result',
  summary: "Records the caller's one answer to a survey (a second answer is 409); returns the survey with its counts",
  auth: 'required',
  params: setQuestionResultParams,
  async handle({ deps, params, user }) {
    return ok('Answer saved successfully', await answerQuestion(deps, params.question_id, params.option_id, user));
  },
});

const getQuestionResult = defineEndpoint({
  name: 'get_question_result',
  summary: "The surveys the caller answered (or the one of `question_id`), with each option's counter and percentage",
  auth: 'required',
  params: getQuestionResultParams,
  async handle({ deps, params, user }) {
    const languageId = await languageIdOrDefault(deps, params.language_id);
    const query = { languageId, questionId: params.question_id, offset: params.offset, limit: params.limit };
    const { items, total } = await listAnsweredQuestions(deps, query, user);
    return listReply('Survey results fetched successfully', items, total);
  },
});

export const surveysEndpoints: AnyEndpoint[] = [getQuestion, setQuestionResult, getQuestionResult];
