import { schema, type Db } from '@newsroom/db/client';

let counter = 0;

/** A survey question with its options in the order given (open unless `status` is 0). */
export async function insertSurvey(db: Db, values: { languageId: number; question?: string; status?: number; createdAt?: Date; options?: string[] }) {
  counter += 1;
  const { options = ['Yes', 'No'], ...question } = values;
  const [row] = await db
    .insert(schema.surveyQuestions)
    .values({ question: `Survey question ${counter}?`, ...question })
    .returning();
  const inserted = options.length
    ? await db
        .insert(schema.surveyOptions)
        .values(options.map((optionText, index) => ({ questionId: row!.id, optionText, rowOrder: index + 1 })))
        .returning({ id: schema.surveyOptions.id })
    : [];
  return { id: row!.id, optionIds: inserted.map((option) => option.id) };
}

/** Stores answers directly, as if the readers had voted (the trigger counts them). */
export async function insertAnswers(db: Db, questionId: number, votes: { userId: number; optionId: number }[]) {
  if (votes.length) await db.insert(schema.surveyAnswers).values(votes.map((vote) => ({ ...vote, questionId })));
}
