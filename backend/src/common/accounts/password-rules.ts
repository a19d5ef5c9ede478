import { dictionary } from '@zxcvbn-ts/language-common';

/** What a password must be, wherever one is chosen or typed. */
export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 128;

export const PASSWORD_TOO_SHORT = `Password must be at least ${PASSWORD_MIN_LENGTH} characters long`;
export const PASSWORD_TOO_COMMON = 'This password is too common. Choose one that is harder to guess.';

let common: Set<string> | undefined;

/**
 * Whether the password is on the list of commonly used ones (zxcvbn-ts' list from breach data,
 * about 49,000 entries), ignoring case: the first guesses of any attacker.
 */
export function isCommonPassword(password: string): boolean {
  common ??= new Set(dictionary['passwords-common'].map((entry) => entry.toLowerCase()));
  return common.has(password.toLowerCase());
}
