import { z } from 'zod';
import { textWithoutTags } from '../params';
import { listQuery } from './list-query';

/** A survey needs a real choice, and a phone screen shows no more than ten options comfortably. */
export const MIN_SURVEY_OPTIONS = 2;
export const MAX_SURVEY_OPTIONS = 10;

const rowId = z.number().int().positive();

/** One option with its votes: the console draws the results as bars from these. */
export const surveyOptionRecord = z
  .object({ id: rowId, text: z.string(), counter: z.number().int().nonnegative(), percentage: z.number() })
  .strict();

/** A survey (poll) question as the console lists and edits it, with its results. */
export const surveyRecord = z
  .object({
    id: rowId,
    language_id: rowId,
    question: z.string(),
    open: z.boolean(),
    options: z.array(surveyOptionRecord),
    votes: z.number().int().nonnegative(),
    created_at: z.iso.datetime({ offset: true }),
  })
  .strict();
export type SurveyRecord = z.infer<typeof surveyRecord>;

/**
 * The options in their order. One with an `id` keeps that option and its votes (its text may be
 * corrected); one without is new; a saved option left out is removed, which is refused once it has
 * votes: those readers' answers would vanish with it. Close the survey instead.
 */
const surveyOptionInput = z.object({ id: rowId.optional(), text: textWithoutTags(200, 1) }).strict();
const surveyOptions = z
  .array(surveyOptionInput)
  .min(MIN_SURVEY_OPTIONS, `must have at least ${MIN_SURVEY_OPTIONS} options`)
  .max(MAX_SURVEY_OPTIONS, `must have at most ${MAX_SURVEY_OPTIONS} options`);

export const surveyCreateBody = z
  .object({ language_id: rowId, question: textWithoutTags(300, 1), open: z.boolean().default(true), options: surveyOptions })
  .strict();

export const surveyUpdateBody = z
  .object({ question: textWithoutTags(300, 1).optional(), open: z.boolean().optional(), options: surveyOptions.optional() })
  .strict();

export const surveyListQuery = listQuery(['created_at', 'id', 'question'], z.object({
  q: z.string().max(100).optional(),
  language_id: rowId.optional(),
  open: z.boolean().optional(),
  id: z.array(rowId).max(100).optional(),
}).strict());
