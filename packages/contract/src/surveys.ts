import { z } from 'zod';
import { id, languageId, paging, readParams } from './params';

/** get_question: the open surveys of a language that the caller has not answered yet. */
export const getQuestionParams = readParams({ ...languageId, ...paging });

/**
 * get_question_result: the surveys the caller answered. The existing web client asks for the one
 * it just answered with `question_id` and reads `data[0]`.
 */
export const getQuestionResultParams = readParams({ ...languageId, ...paging, question_id: id().optional() });

/** set_question_result: the caller's one answer to a survey. */
export const setQuestionResultParams = z.object({ question_id: id(), option_id: id() });

export interface SurveyOption {
  id: number;
  /** The option's text. */
  options: string;
  /** Answers choosing it. */
  counter: number;
  /** Its share of the question's answers, 0 to 100 with at most two decimals; 0 when none. */
  percentage: number;
  question_id: number;
}

export interface SurveyQuestion {
  id: number;
  language_id: number;
  question: string;
  /** 1 open, 0 closed. */
  status: number;
  survey_options: SurveyOption[];
}
