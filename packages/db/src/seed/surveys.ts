import type { Db } from '../client';
import { surveyAnswers, surveyOptions, surveyQuestions } from '../schema/index';
import type { SeedLanguage } from './languages';
import type { Rng } from './rng';
import { SURVEY_TEXTS } from './text/surveys';
import type { SeedUsers } from './users';

const DAY = 24 * 60 * 60 * 1000;

export interface SurveyCounts {
  surveyQuestions: number;
  surveyOptions: number;
  surveyAnswers: number;
}

/**
 * Which demo readers (by their place in `readerIds`) answered each survey: every reader still has
 * open surveys to answer and results to look at; the last reader has answered only the closed one.
 */
const ANSWERED_BY = [[0, 1, 2], [1], [], [0, 1, 2, 3]];

/** Surveys of every language with their options, and the demo readers' answers (counted by the trigger). */
export async function seedSurveys(db: Db, langs: SeedLanguage[], people: SeedUsers, rng: Rng): Promise<SurveyCounts> {
  const counts: SurveyCounts = { surveyQuestions: 0, surveyOptions: 0, surveyAnswers: 0 };
  const now = Date.now();
  for (const lang of langs) {
    const texts = SURVEY_TEXTS[lang.code] ?? [];
    for (const [index, text] of texts.entries()) {
      const closed = index === texts.length - 1;
      const [question] = await db
        .insert(surveyQuestions)
        .values({ languageId: lang.id, question: text.question, status: closed ? 0 : 1, createdAt: new Date(now - (index + 1) * 3 * DAY) })
        .returning({ id: surveyQuestions.id });
      if (!question) throw new Error('survey question not inserted');
      const options = await db
        .insert(surveyOptions)
        .values(text.options.map((optionText, order) => ({ questionId: question.id, optionText, rowOrder: order + 1 })))
        .returning({ id: surveyOptions.id });
      const voters = (ANSWERED_BY[index] ?? []).map((place) => people.readerIds[place]).filter((id): id is number => id !== undefined);
      if (voters.length) {
        await db.insert(surveyAnswers).values(voters.map((userId) => ({ userId, questionId: question.id, optionId: rng.pick(options).id, createdAt: new Date(now - index * DAY) })));
      }
      counts.surveyQuestions += 1;
      counts.surveyOptions += options.length;
      counts.surveyAnswers += voters.length;
    }
  }
  return counts;
}
