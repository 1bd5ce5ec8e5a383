import { invalidField } from '../../http/errors.ts';

/**
 * OWASP ASVS 5.0 §6.2: a new password is refused when it is only blanks or one of the passwords attackers try first.
 * The list is the 49,000 most common passwords of breached-password corpora that zxcvbn-ts ships
 * (@zxcvbn-ts/language-common, all lower case). It stays on the server: the browser only checks the length.
 */
let common: Promise<Set<string>> | undefined;
const commonPasswords = () =>
  (common ??= import('@zxcvbn-ts/language-common').then(({ dictionary }) => new Set(dictionary['passwords-common'])));

export const PASSWORD_MESSAGES = {
  blank: 'The password cannot be made of spaces only.',
  common: 'This password is too common and easy to guess. Please choose another one.',
} as const;

/** Why a new password is refused, or undefined when it may be used. Case and surrounding blanks do not make a listed password safe. */
export async function passwordProblem(password: string): Promise<'PASSWORD_BLANK' | 'PASSWORD_TOO_COMMON' | undefined> {
  if (password.trim() === '') return 'PASSWORD_BLANK';
  if ((await commonPasswords()).has(password.trim().toLowerCase())) return 'PASSWORD_TOO_COMMON';
  return undefined;
}

/** Throws 422 with the field's error and message_status PASSWORD_BLANK or PASSWORD_TOO_COMMON for a refused new password. */
export async function assertPasswordAllowed(password: string, field: string): Promise<void> {
  const problem = await passwordProblem(password);
  if (!problem) return;
  const message = problem === 'PASSWORD_BLANK' ? PASSWORD_MESSAGES.blank : PASSWORD_MESSAGES.common;
  throw invalidField(field, problem, message);
}
