import { describe, expect, it } from 'vitest';
import { mapLoginError, mapRegistrationError, serverMessage } from '../../src/lib/auth-errors.ts';

describe('login error mapping (spec 000 §8)', () => {
  it('maps 422 "selected email is invalid" to INVALID_EMAIL with the spec text', () => {
    expect(mapLoginError(422, { message: 'The selected email is invalid.' })).toEqual({
      status: 'INVALID_EMAIL',
      message: 'This email is not associated with any account.',
    });
  });

  it('trusts message_status INVALID_EMAIL from our API', () => {
    expect(mapLoginError(422, { message: 'The selected email is invalid.', message_status: 'INVALID_EMAIL' }).status).toBe('INVALID_EMAIL');
  });

  it('maps 401 containing "not verified" to EMAIL_UNVERIFIED, keeping the server message', () => {
    expect(mapLoginError(401, { message: 'Email not verified' })).toEqual({ status: 'EMAIL_UNVERIFIED', message: 'Email not verified' });
    expect(mapLoginError(401, { message: 'Email not verified', message_status: 'EMAIL_UNVERIFIED' }).status).toBe('EMAIL_UNVERIFIED');
  });

  it('maps 401 containing "invalid" or "not found" to INVALID_EMAIL', () => {
    expect(mapLoginError(401, { message: 'Invalid credentials' }).status).toBe('INVALID_EMAIL');
    expect(mapLoginError(401, { message: 'User not found' }).status).toBe('INVALID_EMAIL');
  });

  it('maps any other 401 to WRONG_PASSWORD with the spec text', () => {
    expect(mapLoginError(401, { message: 'Incorrect password. Please try again.', message_status: 'WRONG_PASSWORD' })).toEqual({
      status: 'WRONG_PASSWORD',
      message: 'Incorrect password. Please try again.',
    });
    expect(mapLoginError(401, { message: 'Nope' })).toEqual({ status: 'WRONG_PASSWORD', message: 'Incorrect password. Please try again.' });
  });

  it('gives OTHER with the server message for validation, blocked, rate-limited and failed calls', () => {
    expect(mapLoginError(422, { message: 'The email must be a valid email address.', errors: { email: ['x'] } })).toEqual({
      status: 'OTHER',
      message: 'The email must be a valid email address.',
    });
    expect(mapLoginError(403, { message: 'Your account has been blocked.', message_status: 'ACCOUNT_BLOCKED' }).status).toBe('OTHER');
    expect(mapLoginError(429, { message: 'Too many attempts. Try again in 60 seconds.' })).toEqual({
      status: 'OTHER',
      message: 'Too many attempts. Try again in 60 seconds.',
    });
  });

  it("falls back to 'An unexpected error occurred.' without a message", () => {
    expect(mapLoginError(500, null)).toEqual({ status: 'OTHER', message: 'An unexpected error occurred.' });
    expect(mapLoginError(0, { message: '  ' }).message).toBe('An unexpected error occurred.');
  });
});

describe('registration error mapping (spec 000 §8)', () => {
  it('keeps EMAIL_UNVERIFIED (a new code was sent) and EMAIL_TAKEN from message_status', () => {
    expect(mapRegistrationError(422, { message: 'Email not verified. A new code has been sent.', message_status: 'EMAIL_UNVERIFIED' })).toEqual({
      status: 'EMAIL_UNVERIFIED',
      message: 'Email not verified. A new code has been sent.',
    });
    expect(mapRegistrationError(422, { message: 'The email has already been taken.', message_status: 'EMAIL_TAKEN' }).status).toBe('EMAIL_TAKEN');
  });

  it('treats a 422 without status about the e-mail only as EMAIL_TAKEN', () => {
    expect(mapRegistrationError(422, { message: 'The email has already been taken.' }).status).toBe('EMAIL_TAKEN');
    expect(mapRegistrationError(422, { message: 'The email has already been taken.', errors: { email: ['The email has already been taken.'] } }).status).toBe(
      'EMAIL_TAKEN',
    );
  });

  it('treats a 422 without status naming other fields as a field error (OTHER)', () => {
    const body = { message: 'The username has already been taken.', errors: { username: ['The username has already been taken.'] } };
    expect(mapRegistrationError(422, body)).toEqual({ status: 'OTHER', message: 'The username has already been taken.' });
    expect(mapRegistrationError(422, { message: 'bad', errors: { email: ['The email must be a valid email address.'] } }).status).toBe('OTHER');
  });

  it('maps everything else to OTHER', () => {
    expect(mapRegistrationError(429, { message: 'Too many requests.' })).toEqual({ status: 'OTHER', message: 'Too many requests.' });
    expect(mapRegistrationError(0, undefined)).toEqual({ status: 'OTHER', message: 'An unexpected error occurred.' });
  });
});

describe('helpers', () => {
  it('serverMessage trims and falls back', () => {
    expect(serverMessage({ message: ' Hi ' })).toBe('Hi');
    expect(serverMessage({})).toBe('An unexpected error occurred.');
  });
});
