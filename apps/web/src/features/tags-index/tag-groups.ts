/** The fields of a tag the index shows. */
export interface IndexTag {
  id: number;
  tag_name: string;
  slug: string;
}

export interface TagGroup {
  /** The letter the group's names start with, or null when the list is short and not grouped. */
  letter: string | null;
  tags: IndexTag[];
}

/** Up to this many tags read well as one list; a longer index is grouped by letter. */
export const GROUP_FROM = 40;

/**
 * A name as a reader looks it up: an Arabic name is filed without its article "ال" (as a
 * dictionary does), so that most names do not gather under alif.
 */
function lookupName(name: string, code: string): string {
  const trimmed = name.trim();
  return code === 'ar' && trimmed.startsWith('ال') && trimmed.length > 3 ? trimmed.slice(2) : trimmed;
}

/** The first letter without its accents or hamza ("É" → "E", "أ" → "ا"), in capitals. */
function initialOf(name: string, code: string): string {
  const first = [...lookupName(name, code)][0] ?? '#';
  const base = first.normalize('NFD').replace(/\p{M}/gu, '');
  return /\p{L}/u.test(base) ? base.toLocaleUpperCase(code) : '#';
}

/**
 * The tags of a language in the reader's alphabetical order (the language's own collation), in
 * one group, or by first letter once the list is long.
 */
export function tagGroups(tags: IndexTag[], code: string): TagGroup[] {
  const collator = new Intl.Collator(code, { sensitivity: 'base', numeric: true });
  const sorted = [...tags].sort((a, b) => collator.compare(lookupName(a.tag_name, code), lookupName(b.tag_name, code)) || a.id - b.id);
  if (sorted.length === 0) return [];
  if (sorted.length <= GROUP_FROM) return [{ letter: null, tags: sorted }];
  const groups: TagGroup[] = [];
  for (const tag of sorted) {
    const letter = initialOf(tag.tag_name, code);
    const last = groups.at(-1);
    if (last && last.letter === letter) last.tags.push(tag);
    else groups.push({ letter, tags: [tag] });
  }
  return groups;
}
