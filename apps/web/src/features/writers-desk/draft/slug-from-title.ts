/** Longest suggested slug: a web address stays readable (the server accepts up to 200). */
const SUGGESTED_LENGTH = 80;

/** Arabic vowel marks (harakat, the dagger alif): optional in writing, noise in an address. */
const ARABIC_VOWEL_MARKS = /[\u064B-\u065F\u0670]/g;

/** A Latin letter without its accents (é → e); other scripts keep their letters (أ stays أ). */
function withoutAccents(text: string): string {
  return text.replace(/\p{Script=Latin}/gu, (letter) => letter.normalize('NFKD').replace(/\p{M}+/gu, ''));
}

/**
 * The slug a title suggests, in the shape set_news accepts (lower-case letters of any script,
 * digits, single dashes): Latin accents and Arabic vowel marks go, everything else becomes a dash.
 */
export function slugFromTitle(title: string): string {
  return withoutAccents(title.toLowerCase())
    .normalize('NFC')
    .replace(ARABIC_VOWEL_MARKS, '')
    .replace(/[^\p{Ll}\p{Lo}\p{N}]+/gu, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, SUGGESTED_LENGTH)
    .replace(/-+$/, '');
}

/** Whether set_news would accept the slug's shape (packages/contract params `slug()`). */
export function isSlugShaped(slug: string): boolean {
  return slug.length <= 200 && /^[\p{Ll}\p{Lo}\p{N}]+(?:-[\p{Ll}\p{Lo}\p{Mn}\p{N}]+)*$/u.test(slug);
}
