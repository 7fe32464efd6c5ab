import { readData } from '../../server-data/api';
import { actionText, type ActionText } from './action-text';

/** The reader-action words of a language, for the article page (server side). */
export async function articleActionText(code: string): Promise<ActionText> {
  return actionText(code, await readData('get_language_json_data', { code }));
}
