import { asc, eq } from 'drizzle-orm';
import { schema } from '@newsroom/db/client';
import type { Deps } from '../deps';
import { MESSAGE_TEXT, messageLanguage, type MessageText } from './message-text';
import type { MailMessage } from './outbox';

interface ReaderLanguage {
  /** The reader site's path prefix: none for the default language, else `/<code>`. */
  prefix: string;
  /** The words messages are written in (message-text.ts). */
  words: MessageText;
}

/**
 * The reader's language, from the `lang` a request carried. Pages: any active language of the
 * site, else the default one. Words: the language asked for when there are words for it, else
 * the site's default language's, else English.
 */
async function readerLanguage(deps: Deps, lang: string | undefined): Promise<ReaderLanguage> {
  const languages = await deps.db
    .select({ code: schema.languages.code, isDefault: schema.languages.isDefault })
    .from(schema.languages)
    .where(eq(schema.languages.status, 1))
    .orderBy(asc(schema.languages.id));
  const fallback = languages.find((language) => language.isDefault) ?? languages[0];
  const chosen = languages.find((language) => language.code === lang) ?? fallback;
  return {
    prefix: chosen && chosen !== fallback ? `/${chosen.code}` : '',
    words: MESSAGE_TEXT[messageLanguage(lang, fallback?.code)],
  };
}

const absolute = (deps: Deps, language: ReaderLanguage, pathAndQuery: string) => `${deps.config.publicUrl}${language.prefix}${pathAndQuery}`;

/**
 * An absolute address on the reader site in the reader's language: the default language has no
 * prefix, any other active language its code (`/ar/verify-email`); an unknown code gets the default.
 */
export async function readerUrl(deps: Deps, lang: string | undefined, pathAndQuery: string): Promise<string> {
  return absolute(deps, await readerLanguage(deps, lang), pathAndQuery);
}

async function siteName(deps: Deps, words: MessageText): Promise<string> {
  const [row] = await deps.db.select({ value: schema.settings.value }).from(schema.settings).where(eq(schema.settings.key, 'web_name')).limit(1);
  return row?.value || words.unnamedSite;
}

export async function verificationMail(deps: Deps, to: string, lang: string | undefined, token: string): Promise<MailMessage> {
  const language = await readerLanguage(deps, lang);
  const link = absolute(deps, language, `/verify-email?token=${encodeURIComponent(token)}`);
  return { to, ...language.words.verification(await siteName(deps, language.words), link), link };
}

/** Sent instead of a second account when someone signs up with an address that already has one. */
export async function alreadyRegisteredMail(deps: Deps, to: string, lang: string | undefined): Promise<MailMessage> {
  const language = await readerLanguage(deps, lang);
  const signIn = absolute(deps, language, '/sign-in');
  const forgot = absolute(deps, language, '/forgot-password');
  return { to, ...language.words.alreadyRegistered(await siteName(deps, language.words), signIn, forgot), link: signIn };
}

export async function resetMail(deps: Deps, to: string, lang: string | undefined, token: string): Promise<MailMessage> {
  const language = await readerLanguage(deps, lang);
  const link = absolute(deps, language, `/reset-password?token=${encodeURIComponent(token)}`);
  return { to, ...language.words.reset(await siteName(deps, language.words), link), link };
}

/** The text message that carries a phone sign-in code. */
export async function phoneCodeText(deps: Deps, lang: string | undefined, code: string): Promise<string> {
  return (await readerLanguage(deps, lang)).words.phoneCode(code);
}
