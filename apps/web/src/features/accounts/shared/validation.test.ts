import { describe, expect, it } from 'vitest';
import {
  checkCode,
  checkEmail,
  checkName,
  checkNewPassword,
  checkOptionalEmail,
  checkOptionalMobile,
  checkPassword,
  checkPhone,
  checkRepeatedPassword,
  compactNumber,
  problemsOf,
} from './validation';

describe('account form checks', () => {
  it('want an email address that looks like one', () => {
    expect(checkEmail('')).toBe('required');
    expect(checkEmail('  ')).toBe('required');
    expect(checkEmail('reader@example')).toBe('invalidEmail');
    expect(checkEmail('two words@example.com')).toBe('invalidEmail');
    expect(checkEmail(' reader@example.com ')).toBeNull();
    expect(checkOptionalEmail('')).toBeNull();
    expect(checkOptionalEmail('nope')).toBe('invalidEmail');
  });

  it('hold new passwords to the identity service’s length rules, and only ask for one to sign in', () => {
    expect(checkNewPassword('')).toBe('required');
    expect(checkNewPassword('short12')).toBe('passwordTooShort');
    expect(checkNewPassword('eight888')).toBeNull();
    expect(checkNewPassword('x'.repeat(129))).toBe('passwordTooLong');
    expect(checkPassword('a')).toBeNull();
    expect(checkPassword('')).toBe('required');
    expect(checkRepeatedPassword('long enough', '')).toBe('required');
    expect(checkRepeatedPassword('long enough', 'long enougH')).toBe('passwordsDiffer');
    expect(checkRepeatedPassword('long enough', 'long enough')).toBeNull();
  });

  it('take phone numbers for sign-in in E.164, forgiving spaces and dashes', () => {
    expect(compactNumber('+1 (415) 555-01.23')).toBe('+14155550123');
    expect(checkPhone('+1 415 555 0123')).toBeNull();
    expect(checkPhone('4155550123')).toBe('invalidPhone');
    expect(checkPhone('+1234567')).toBe('invalidPhone');
    expect(checkPhone('+1234567890123456')).toBe('invalidPhone');
    expect(checkPhone('')).toBe('required');
  });

  it('want the six digits of a code', () => {
    expect(checkCode('123456')).toBeNull();
    expect(checkCode(' 123456 ')).toBeNull();
    expect(checkCode('12345')).toBe('invalidCode');
    expect(checkCode('12a456')).toBe('invalidCode');
    expect(checkCode('')).toBe('required');
  });

  it('check the profile as the API does: a name, an optional mobile number and email', () => {
    expect(checkName(' ')).toBe('required');
    expect(checkName('x'.repeat(101))).toBe('tooLong');
    expect(checkName('Amal')).toBeNull();
    expect(checkOptionalMobile('')).toBeNull();
    expect(checkOptionalMobile('0612 34 56 78')).toBeNull();
    expect(checkOptionalMobile('12345')).toBe('invalidMobile');
    expect(checkOptionalMobile('+33 6 12 34 56 78')).toBeNull();
  });

  it('keep only the fields that have a problem', () => {
    expect(problemsOf({ email: checkEmail('x'), password: checkPassword('secret') })).toEqual({ email: 'invalidEmail' });
    expect(problemsOf({ email: null })).toEqual({});
  });
});
