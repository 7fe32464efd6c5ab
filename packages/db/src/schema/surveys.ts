import { foreignKey, index, integer, pgTable, primaryKey, serial, text, timestamp, unique } from 'drizzle-orm/pg-core';
import { languages } from './languages';
import { users } from './users';

/** A survey (poll) question shown to the readers of one language. */
export const surveyQuestions = pgTable(
  'survey_questions',
  {
    id: serial('id').primaryKey(),
    languageId: integer('language_id')
      .notNull()
      .references(() => languages.id, { onDelete: 'cascade' }),
    question: text('question').notNull(),
    /** 1 open (readers may answer), 0 closed (results stay visible to those who answered). */
    status: integer('status').notNull().default(1),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('survey_questions_language_idx').on(t.languageId, t.status, t.createdAt.desc())],
);

/**
 * One answer a question offers. `counter` is the number of `survey_answers` rows choosing it,
 * kept by the `survey_option_counter` triggers (migration 0007), so every path that adds or
 * removes an answer (a vote, a deleted reader, a cascade) moves it.
 */
export const surveyOptions = pgTable(
  'survey_options',
  {
    id: serial('id').primaryKey(),
    questionId: integer('question_id')
      .notNull()
      .references(() => surveyQuestions.id, { onDelete: 'cascade' }),
    optionText: text('option_text').notNull(),
    rowOrder: integer('row_order').notNull().default(0),
    counter: integer('counter').notNull().default(0),
  },
  // (id, question_id) is unique so that an answer's option must belong to the answer's question.
  (t) => [index('survey_options_question_idx').on(t.questionId, t.rowOrder), unique('survey_options_id_question_key').on(t.id, t.questionId)],
);

/** A reader's one answer to a question: the primary key allows no second. */
export const surveyAnswers = pgTable(
  'survey_answers',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    questionId: integer('question_id')
      .notNull()
      .references(() => surveyQuestions.id, { onDelete: 'cascade' }),
    optionId: integer('option_id').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.questionId] }),
    foreignKey({ name: 'survey_answers_option_fk', columns: [t.optionId, t.questionId], foreignColumns: [surveyOptions.id, surveyOptions.questionId] }).onDelete('cascade'),
    index('survey_answers_option_idx').on(t.optionId),
    index('survey_answers_question_idx').on(t.questionId),
  ],
);
