import type { DeskText } from '../desk-text';
import type { StoryDraft } from '../draft/story-draft';

/** What every group of the story form receives: the draft, a way to change it, and the words. */
export interface FieldProps {
  draft: StoryDraft;
  update: (patch: Partial<StoryDraft>) => void;
  text: DeskText;
}

/** A select's value as a number, or null for its empty choice. */
export function chosenId(value: string): number | null {
  const id = Number(value);
  return value !== '' && Number.isInteger(id) && id > 0 ? id : null;
}
