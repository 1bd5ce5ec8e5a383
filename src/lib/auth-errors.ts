/**
 * The sign-in and registration error mapping of spec 000 §8, as a pure function of the HTTP status and the
 * error envelope. The server also sends message_status itself (ARCHITECTURE §5); the message rules below keep
 * working for answers without it.
 */

export type AuthErrorStatus = 'EMAIL_UNVERIFIED' | 'EMAIL_TAKEN' | 'INVALID_EMAIL' | 'WRONG_PASSWORD' | 'OTHER';

export type AuthErrorBody = {
  message?: string | null;
  message_status?: string | null;
  errors?: Record<string, string[]> | null;
};

export type MappedAuthError = { status: AuthErrorStatus; message: string };

export const UNEXPECTED_ERROR = 'An unexpected error occurred.';
export const INVALID_EMAIL_MESSAGE = 'This email is not associated with any account.';
export const WRONG_PASSWORD_MESSAGE = 'Incorrect password. Please try again.';

/** General rule: the server's message, else 'An unexpected error occurred.'. */
export function serverMessage(body: AuthErrorBody | null | undefined): string {
  const message = typeof body?.message === 'string' ? body.message.trim() : '';
  return message || UNEXPECTED_ERROR;
}

/**
 * Login (spec 000 §8):
 * - 422 with 'selected email is invalid' → INVALID_EMAIL, 'This email is not associated with any account.'
 * - 401 containing 'not verified' → EMAIL_UNVERIFIED; containing 'invalid' or 'not found' → INVALID_EMAIL;
 *   any other 401 → WRONG_PASSWORD, 'Incorrect password. Please try again.'
 * - anything else (validation, 403 blocked, 429 rate limit, network) → OTHER with the server's message.
 */
export function mapLoginError(httpStatus: number, body: AuthErrorBody | null | undefined): MappedAuthError {
  const message = serverMessage(body);
  const text = message.toLowerCase();
  const status = body?.message_status ?? '';
  if (status === 'INVALID_EMAIL' || (httpStatus === 422 && text.includes('selected email is invalid'))) {
    return { status: 'INVALID_EMAIL', message: INVALID_EMAIL_MESSAGE };
  }
  if (status === 'EMAIL_UNVERIFIED') return { status: 'EMAIL_UNVERIFIED', message };
  if (status === 'WRONG_PASSWORD') return { status: 'WRONG_PASSWORD', message: WRONG_PASSWORD_MESSAGE };
  if (httpStatus === 401) {
    if (text.includes('not verified')) return { status: 'EMAIL_UNVERIFIED', message };
    if (text.includes('invalid') || text.includes('not found')) return { status: 'INVALID_EMAIL', message: INVALID_EMAIL_MESSAGE };
    return { status: 'WRONG_PASSWORD', message: WRONG_PASSWORD_MESSAGE };
  }
  return { status: 'OTHER', message };
}

/**
 * Registration (spec 000 §8): message_status EMAIL_UNVERIFIED (a new code was sent) or EMAIL_TAKEN as the server
 * says. 'HTTP 422 without status becomes EMAIL_TAKEN' is kept for the answers it was written for, a 422 whose only
 * complaint is the e-mail; a 422 without status that names other fields (a taken username, a short password) is
 * a field error, so it maps to OTHER and the form shows the fields.
 */
export function mapRegistrationError(httpStatus: number, body: AuthErrorBody | null | undefined): MappedAuthError {
  const message = serverMessage(body);
  const status = body?.message_status ?? '';
  if (status === 'EMAIL_UNVERIFIED') return { status: 'EMAIL_UNVERIFIED', message };
  if (status === 'EMAIL_TAKEN') return { status: 'EMAIL_TAKEN', message };
  if (httpStatus === 422 && !status) {
    const fields = Object.keys(body?.errors ?? {});
    const onlyEmail = fields.every((f) => f === 'email');
    const emailProblem = (body?.errors?.email ?? []).join(' ').toLowerCase();
    const looksTaken = fields.length === 0 || /taken|exist|already|registered/.test(emailProblem);
    if (onlyEmail && looksTaken) return { status: 'EMAIL_TAKEN', message };
  }
  return { status: 'OTHER', message };
}
