import { and, eq, inArray } from 'drizzle-orm';
import { schema, type Db } from '@newsroom/db/client';
import { FieldErrors } from '../core/admin-errors';

const { surveyOptions: options } = schema;

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
export interface OptionInput {
  id?: number;
  text: string;
}

/**
 * Makes a question's options the given list, in its order. Options that have votes are never
 * removed: deleting one would silently delete the readers' answers with it (the foreign key
 * cascades) and change every other option's share. The newsroom closes the survey instead, or
 * corrects the option's words. The delete itself skips voted options, so a vote arriving meanwhile
 * refuses the change rather than being lost.
 */
export async function saveSurveyOptions(tx: Tx, questionId: number, wanted: OptionInput[]): Promise<void> {
  const saved = await tx.select({ id: options.id, counter: options.counter }).from(options).where(eq(options.questionId, questionId));
  const savedIds = new Set(saved.map((option) => option.id));
  const keptIds = new Set(wanted.flatMap((option) => (option.id === undefined ? [] : [option.id])));
  if ([...keptIds].some((id) => !savedIds.has(id))) throw new FieldErrors({ options: 'An option belongs to another survey; reload the survey and try again' });
  const leaving = saved.filter((option) => !keptIds.has(option.id));
  if (leaving.some((option) => option.counter > 0)) throw votedOptionRemoved();
  if (leaving.length > 0) {
    const ids = leaving.map((option) => option.id);
    const removed = await tx.delete(options).where(and(inArray(options.id, ids), eq(options.counter, 0))).returning({ id: options.id });
    if (removed.length !== ids.length) throw votedOptionRemoved();
  }
  for (const [rowOrder, option] of wanted.entries()) {
    if (option.id === undefined) await tx.insert(options).values({ questionId, optionText: option.text, rowOrder });
    else await tx.update(options).set({ optionText: option.text, rowOrder }).where(and(eq(options.id, option.id), eq(options.questionId, questionId)));
  }
}

const votedOptionRemoved = () =>
  new FieldErrors({ options: 'An option that readers chose cannot be removed; close the survey instead' });

