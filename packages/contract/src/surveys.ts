import { z } from 'zod';
import { count, rowId, zeroOrOneNumber } from './json';
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

export const surveyOption = z
  .object({
    id: rowId,
    /** The option's text. */
    options: z.string(),
    /** Answers choosing it. */
    counter: count,
    /** Its share of the question's answers, 0 to 100 with at most two decimals; 0 when none. */
    percentage: z.number().min(0).max(100),
    question_id: rowId,
  })
  .strict();
export type SurveyOption = z.infer<typeof surveyOption>;

export const surveyQuestion = z
  .object({
    id: rowId,
    language_id: rowId,
    question: z.string(),
    /** 1 open, 0 closed. */
    status: zeroOrOneNumber,
    survey_options: z.array(surveyOption),
  })
  .strict()
  .meta({
    id: 'SurveyQuestion',
    example: {
      id: 11,
      language_id: 1,
      question: 'Should the harbour car park be free on Sundays?',
      status: 1,
      survey_options: [
        { id: 31, options: 'Yes', counter: 2, percentage: 66.67, question_id: 11 },
        { id: 32, options: 'No', counter: 1, percentage: 33.33, question_id: 11 },
      ],
    },
  });
export type SurveyQuestion = z.infer<typeof surveyQuestion>;

export const getQuestionData = z.array(surveyQuestion);
/** The answered survey with its new counts. */
export const setQuestionResultData = surveyQuestion;
export const getQuestionResultData = z.array(surveyQuestion);
