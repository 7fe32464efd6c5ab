/**
 * Form checks made in the browser before a call, so a reader learns of a typo at once and in
 * their language. They mirror the server's rules (docs/identity-service.md, the contract's user
 * schemas); the server still decides, and its message is shown when it refuses.
 * Each check answers the key of the text to show (account-text.ts), or null when the value is fine.
 */
export type FieldProblem =
  | 'required'
  | 'invalidEmail'
  | 'invalidMobile'
  | 'invalidPhone'
  | 'invalidCode'
  | 'passwordTooShort'
  | 'passwordTooLong'
  | 'passwordsDiffer'
  | 'tooLong';

export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 128;
export const NAME_MAX = 100;
export const CODE_LENGTH = 6;

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
/** What the identity service takes for a phone sign-in: E.164, a `+` and 8 to 15 digits. */
const PHONE = /^\+\d{8,15}$/;
/** What the profile takes as a mobile number (the contract's rule): an optional `+` and 6 to 16 digits. */
const MOBILE = /^\+?\d{6,16}$/;

/** Spaces, dashes, dots and brackets people type inside numbers are dropped. */
export function compactNumber(value: string): string {
  return value.replace(/[\s\-().]/g, '');
}

export function checkEmail(value: string): FieldProblem | null {
  const email = value.trim();
  if (!email) return 'required';
  return EMAIL.test(email) && email.length <= 254 ? null : 'invalidEmail';
}

export function checkOptionalEmail(value: string): FieldProblem | null {
  return value.trim() === '' ? null : checkEmail(value);
}

export function checkNewPassword(value: string): FieldProblem | null {
  if (!value) return 'required';
  if (value.length < PASSWORD_MIN) return 'passwordTooShort';
  return value.length > PASSWORD_MAX ? 'passwordTooLong' : null;
}

/** Signing in only needs a password; its rules are the server's business (old passwords may differ). */
export function checkPassword(value: string): FieldProblem | null {
  return value ? null : 'required';
}

export function checkRepeatedPassword(password: string, repeated: string): FieldProblem | null {
  if (!repeated) return 'required';
  return password === repeated ? null : 'passwordsDiffer';
}

export function checkPhone(value: string): FieldProblem | null {
  const phone = compactNumber(value);
  if (!phone) return 'required';
  return PHONE.test(phone) ? null : 'invalidPhone';
}

export function checkCode(value: string): FieldProblem | null {
  const code = value.trim();
  if (!code) return 'required';
  return new RegExp(`^\\d{${CODE_LENGTH}}$`).test(code) ? null : 'invalidCode';
}

export function checkName(value: string): FieldProblem | null {
  const name = value.trim();
  if (!name) return 'required';
  return name.length > NAME_MAX ? 'tooLong' : null;
}

export function checkOptionalMobile(value: string): FieldProblem | null {
  const mobile = compactNumber(value);
  return mobile === '' || MOBILE.test(mobile) ? null : 'invalidMobile';
}

/** The problems of a form's fields, keeping only the fields that have one. */
export function problemsOf<Field extends string>(checks: Record<Field, FieldProblem | null>): Partial<Record<Field, FieldProblem>> {
  const found: Partial<Record<Field, FieldProblem>> = {};
  for (const [field, problem] of Object.entries(checks) as [Field, FieldProblem | null][]) {
    if (problem) found[field] = problem;
  }
  return found;
}
