import { PASSWORD_MIN_LENGTH } from '@newsroom/contract/identity';

/**
 * Common passwords from the zxcvbn-ts project's list (about 49,000 from real leaks, shipped in
 * the npm package; nothing is downloaded at run time). Only those long enough to pass the length
 * rule matter, about 18,000. Loaded on first use, so a process that never sees a password
 * never pays for the list.
 */
let list: Promise<Set<string>> | null = null;

function commonPasswords(): Promise<Set<string>> {
  list ??= import('@zxcvbn-ts/language-common').then(
    ({ dictionary }) => new Set(dictionary['passwords-common'].filter((password) => password.length >= PASSWORD_MIN_LENGTH).map((password) => password.toLowerCase())),
  );
  list.catch(() => {
    list = null;
  });
  return list;
}

/** `password` is compared in lower case, as the list is. */
export async function isCommonPassword(lowerCasePassword: string): Promise<boolean> {
  return (await commonPasswords()).has(lowerCasePassword);
}
