import { randomBytes } from 'node:crypto';
import { and, count, eq, isNull } from 'drizzle-orm';
import { schema } from '@newsroom/db/client';
import type { HandlerDeps } from '../../core/handler-deps';
import { hashSecret } from '../core/secrets';

/** Ten single-use codes of 50 random bits each (ADR 010), shown once. */
const CODES_IN_A_SET = 10;
/** Crockford's Base32 alphabet: no I, L, O or U, so a code read off paper is not misread. */
const ALPHABET = '0123456789abcdefghjkmnpqrstvwxyz';

/** 10 characters of 5 bits = 50 bits, written `abcde-fghij`. */
function newRecoveryCode(): string {
  const bytes = randomBytes(CODES_IN_A_SET);
  const characters = [...bytes].map((byte) => ALPHABET[byte & 31]).join('');
  return `${characters.slice(0, 5)}-${characters.slice(5)}`;
}

/** What a person may type: any case, with or without the dash or spaces. */
export const normalRecoveryCode = (typed: string) => typed.toLowerCase().replace(/[\s-]/g, '');

/**
 * Stored as SHA-256 of the account and the code: the account in the hash keeps one account's
 * code from matching another's. 50 random bits need no slow hash to resist online guessing,
 * which the account lock stops after five tries.
 */
const codeHash = (staffId: number, typed: string) => hashSecret(`${staffId}:${normalRecoveryCode(typed)}`);

/** Replaces an account's codes with a new set; answers the codes, which are never readable again. */
export async function newRecoveryCodes(deps: Pick<HandlerDeps, 'db'>, staffId: number): Promise<string[]> {
  const codes = Array.from({ length: CODES_IN_A_SET }, newRecoveryCode);
  await deps.db.transaction(async (tx) => {
    await tx.delete(schema.staffRecoveryCodes).where(eq(schema.staffRecoveryCodes.staffId, staffId));
    await tx.insert(schema.staffRecoveryCodes).values(codes.map((code) => ({ staffId, codeHash: codeHash(staffId, code) })));
  });
  return codes;
}

/** Uses a code up; one conditional update, so two sign-ins racing with the same code cannot both pass. */
export async function useRecoveryCode(deps: Pick<HandlerDeps, 'db'>, staffId: number, typed: string): Promise<boolean> {
  if (normalRecoveryCode(typed).length !== CODES_IN_A_SET) return false;
  const used = await deps.db
    .update(schema.staffRecoveryCodes)
    .set({ usedAt: new Date() })
    .where(and(eq(schema.staffRecoveryCodes.staffId, staffId), eq(schema.staffRecoveryCodes.codeHash, codeHash(staffId, typed)), isNull(schema.staffRecoveryCodes.usedAt)))
    .returning({ id: schema.staffRecoveryCodes.id });
  return used.length > 0;
}

export async function recoveryCodesLeft(deps: Pick<HandlerDeps, 'db'>, staffId: number): Promise<number> {
  const [row] = await deps.db
    .select({ left: count() })
    .from(schema.staffRecoveryCodes)
    .where(and(eq(schema.staffRecoveryCodes.staffId, staffId), isNull(schema.staffRecoveryCodes.usedAt)));
  return row?.left ?? 0;
}

export async function forgetRecoveryCodes(deps: Pick<HandlerDeps, 'db'>, staffId: number): Promise<void> {
  await deps.db.delete(schema.staffRecoveryCodes).where(eq(schema.staffRecoveryCodes.staffId, staffId));
}
