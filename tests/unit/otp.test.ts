import { describe, expect, it } from 'vitest';
import {
  applyBackspace,
  applyInput,
  emptyOtp,
  formatCooldown,
  isOtpComplete,
  OTP_LENGTH,
  otpValue,
  pasteDigits,
  RESEND_COOLDOWN_SECONDS,
  sanitizeDigit,
  secondsLeft,
} from '../../src/lib/otp.ts';
import { parseRetryAfter } from '../../src/lib/api/client.ts';

describe('OTP constants (spec 000 §9)', () => {
  it('is 6 digits with a 30 s resend cooldown', () => {
    expect(OTP_LENGTH).toBe(6);
    expect(RESEND_COOLDOWN_SECONDS).toBe(30);
    expect(emptyOtp()).toEqual(['', '', '', '', '', '']);
  });
});

describe('sanitizeDigit', () => {
  it('keeps a single digit, the last one typed', () => {
    expect(sanitizeDigit('7')).toBe('7');
    expect(sanitizeDigit('37')).toBe('7');
    expect(sanitizeDigit('a')).toBe('');
    expect(sanitizeDigit('')).toBe('');
    expect(sanitizeDigit(' 4x')).toBe('4');
    expect(sanitizeDigit('٣')).toBe('');
  });
});

describe('pasteDigits', () => {
  it('takes the first 6 digits of the text', () => {
    expect(pasteDigits('123456')).toEqual(['1', '2', '3', '4', '5', '6']);
    expect(pasteDigits('Your code: 987-654 (valid 10 min)')).toEqual(['9', '8', '7', '6', '5', '4']);
    expect(pasteDigits('12345678')).toEqual(['1', '2', '3', '4', '5', '6']);
  });

  it('leaves missing places empty', () => {
    expect(pasteDigits('12')).toEqual(['1', '2', '', '', '', '']);
    expect(pasteDigits('none')).toEqual(emptyOtp());
  });
});

describe('applyInput', () => {
  it('stores a typed digit and advances', () => {
    expect(applyInput(emptyOtp(), 0, '4')).toEqual({ digits: ['4', '', '', '', '', ''], focus: 1 });
    expect(applyInput(['1', '2', '3', '4', '5', ''], 5, '6')).toEqual({ digits: ['1', '2', '3', '4', '5', '6'], focus: 5 });
  });

  it('ignores a non-digit and stays', () => {
    expect(applyInput(emptyOtp(), 2, 'x')).toEqual({ digits: emptyOtp(), focus: 2 });
  });

  it('replaces the digit of a filled box whichever side the caret was on', () => {
    expect(applyInput(['1', '', '', '', '', ''], 0, '19').digits[0]).toBe('9');
    expect(applyInput(['1', '', '', '', '', ''], 0, '91').digits[0]).toBe('9');
    expect(applyInput(['1', '', '', '', '', ''], 0, '11').digits[0]).toBe('1');
  });

  it('clears a box emptied by the user', () => {
    expect(applyInput(['1', '2', '', '', '', ''], 1, '')).toEqual({ digits: ['1', '', '', '', '', ''], focus: 1 });
  });

  it('fills all boxes from a whole code (one-time-code autofill)', () => {
    expect(applyInput(emptyOtp(), 0, '654321')).toEqual({ digits: ['6', '5', '4', '3', '2', '1'], focus: 5 });
  });

  it('spreads a few digits from the box onwards', () => {
    expect(applyInput(emptyOtp(), 2, '789')).toEqual({ digits: ['', '', '7', '8', '9', ''], focus: 5 });
    expect(applyInput(emptyOtp(), 4, '789')).toEqual({ digits: ['', '', '', '', '7', '8'], focus: 5 });
  });
});

describe('applyBackspace', () => {
  it('clears a filled box and stays', () => {
    expect(applyBackspace(['1', '2', '3', '', '', ''], 2)).toEqual({ digits: ['1', '2', '', '', '', ''], focus: 2 });
  });

  it('on an empty box clears the previous one and goes back', () => {
    expect(applyBackspace(['1', '2', '', '', '', ''], 2)).toEqual({ digits: ['1', '', '', '', '', ''], focus: 1 });
    expect(applyBackspace(emptyOtp(), 0)).toEqual({ digits: emptyOtp(), focus: 0 });
  });
});

describe('otpValue and isOtpComplete', () => {
  it('joins the digits and needs all 6', () => {
    expect(otpValue(['1', '2', '3', '4', '5', '6'])).toBe('123456');
    expect(isOtpComplete(['1', '2', '3', '4', '5', '6'])).toBe(true);
    expect(isOtpComplete(['1', '2', '3', '4', '5', ''])).toBe(false);
    expect(isOtpComplete([])).toBe(false);
  });
});

describe('cooldown', () => {
  it('counts whole seconds left, never below zero', () => {
    expect(secondsLeft(30_000, 0)).toBe(30);
    expect(secondsLeft(30_000, 100)).toBe(30);
    expect(secondsLeft(30_000, 29_001)).toBe(1);
    expect(secondsLeft(30_000, 30_000)).toBe(0);
    expect(secondsLeft(30_000, 40_000)).toBe(0);
  });

  it("formats 'Ns' under a minute and m:ss above", () => {
    expect(formatCooldown(30)).toBe('30s');
    expect(formatCooldown(1)).toBe('1s');
    expect(formatCooldown(0)).toBe('0s');
    expect(formatCooldown(59.2)).toBe('1:00');
    expect(formatCooldown(65)).toBe('1:05');
    expect(formatCooldown(900)).toBe('15:00');
  });

  it('reads Retry-After as seconds or an HTTP date', () => {
    expect(parseRetryAfter('27', 0)).toBe(27);
    expect(parseRetryAfter(' 5 ', 0)).toBe(5);
    const now = Date.parse('2026-11-22T10:00:00Z');
    expect(parseRetryAfter('Sun, 22 Nov 2026 10:00:30 GMT', now)).toBe(30);
    expect(parseRetryAfter(null, now)).toBeNull();
    expect(parseRetryAfter('soon', now)).toBeNull();
  });
});
