import { asc, eq } from 'drizzle-orm';
import { schema } from '@newsroom/db/client';
import type { Deps } from '../core/deps';
import type { MailMessage } from './outbox';

/**
 * An absolute address on the reader site in the reader's language: the default language has no
 * prefix, any other active language its code (`/ar/verify-email`); an unknown code gets the default.
 */
export async function readerUrl(deps: Deps, lang: string | undefined, pathAndQuery: string): Promise<string> {
  const languages = await deps.db
    .select({ code: schema.languages.code, isDefault: schema.languages.isDefault })
    .from(schema.languages)
    .where(eq(schema.languages.status, 1))
    .orderBy(asc(schema.languages.id));
  const fallback = languages.find((language) => language.isDefault) ?? languages[0];
  const chosen = languages.find((language) => language.code === lang) ?? fallback;
  const prefix = chosen && chosen !== fallback ? `/${chosen.code}` : '';
  return `${deps.config.publicUrl}${prefix}${pathAndQuery}`;
}

async function siteName(deps: Deps): Promise<string> {
  const [row] = await deps.db.select({ value: schema.settings.value }).from(schema.settings).where(eq(schema.settings.key, 'web_name')).limit(1);
  return row?.value || 'the news site';
}

export async function verificationMail(deps: Deps, to: string, lang: string | undefined, token: string): Promise<MailMessage> {
  const link = await readerUrl(deps, lang, `/verify-email?token=${encodeURIComponent(token)}`);
  const name = await siteName(deps);
  return {
    to,
    subject: `Confirm your email address for ${name}`,
    text: `Welcome to ${name}!\n\nOpen this link within 24 hours to confirm your address and sign in:\n${link}\n\nIf you did not sign up, ignore this mail: no account is made without the link.`,
    link,
  };
}

/** Sent instead of a second account when someone signs up with an address that already has one. */
export async function alreadyRegisteredMail(deps: Deps, to: string, lang: string | undefined): Promise<MailMessage> {
  const signIn = await readerUrl(deps, lang, '/sign-in');
  const forgot = await readerUrl(deps, lang, '/forgot-password');
  const name = await siteName(deps);
  return {
    to,
    subject: `You already have an account at ${name}`,
    text: `Someone (probably you) tried to sign up at ${name} with this address, which already has an account.\n\nSign in here: ${signIn}\nForgot your password? Choose a new one here: ${forgot}\n\nIf it was not you, ignore this mail: nothing has changed.`,
    link: signIn,
  };
}

export async function resetMail(deps: Deps, to: string, lang: string | undefined, token: string): Promise<MailMessage> {
  const link = await readerUrl(deps, lang, `/reset-password?token=${encodeURIComponent(token)}`);
  const name = await siteName(deps);
  return {
    to,
    subject: `Choose a new password for ${name}`,
    text: `Open this link within an hour to choose a new password:\n${link}\n\nChoosing one signs you out everywhere else. If you did not ask for this, ignore this mail: your password stays as it is.`,
    link,
  };
}

export const phoneCodeText = (code: string) => `${code} is your sign-in code. It works once, for 10 minutes. Never share it.`;
