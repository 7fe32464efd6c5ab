import { z } from 'zod';

/**
 * Reading settings from environment variables, the same way in every app (the API's
 * packages/api/src/config.ts, the reader site's apps/web/src/server/*-config.ts): each app
 * describes its own variables with a zod object, and a wrong value stops the start with a
 * message that names the variable. Server-side only: it reads whatever environment it is given.
 */

/** A setting is wrong; the process entry prints the message alone and stops. */
export class ConfigError extends Error {}

export type Environment = Record<string, string | undefined>;

/**
 * The settings `schema` describes, read from `env`. A variable set to the empty string counts as
 * unset (so `FOO=` in a `.env` file falls back to the default instead of failing); variables the
 * schema does not name are ignored.
 */
export function readSettings<Schema extends z.ZodType>(schema: Schema, env: Environment): z.output<Schema> {
  const present = Object.fromEntries(Object.entries(env).filter(([, value]) => value !== undefined && value !== ''));
  const parsed = schema.safeParse(present);
  if (!parsed.success) invalidSettings(parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`).join('; '));
  return parsed.data;
}

/** Stops the start on a rule between settings that no single variable's schema can state. */
export function invalidSettings(problem: string): never {
  throw new ConfigError(`Invalid configuration: ${problem}`);
}

/** A `0`/`1` switch (`MAINTENANCE_MODE=1`), read as a boolean. */
export const switchSetting = (fallback: '0' | '1') =>
  z
    .enum(['0', '1'])
    .default(fallback)
    .transform((value) => value === '1');

/** A whole number within bounds, with its default. */
export const wholeNumberSetting = (min: number, max: number, fallback: number) => z.coerce.number().int().min(min).max(max).default(fallback);

/**
 * An id that is written into a page's scripts: kept to the characters such ids have, so a value
 * can never break out of the script; `example` shows the expected form in the error.
 */
export const idSetting = (pattern: RegExp, example: string) => z.string().regex(pattern, `expected ${example}`).optional();
