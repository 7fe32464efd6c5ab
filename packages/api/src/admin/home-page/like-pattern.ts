/** A search typed by an editor, matched literally: `%` and `_` are not wildcards to them. */
export const escapeLike = (text: string) => text.replace(/[\\%_]/g, (character) => `\\${character}`);
