import { z } from '@hono/zod-openapi';
import { CHANGE_PASSWORD_MIN } from '../../../common/passwords.ts';

/** A plain, permissive address check (something@something.tld); the mailbox itself is proven by the code. */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
export const PHONE_PATTERN = /^\+?\d{7,15}$/;
export const USERNAME_PATTERN = /^[A-Za-z0-9_.-]{3,30}$/;
export const PASSWORD_MIN = 8;
/** argon2 hashes anything, but a megabyte "password" is only a way to burn CPU. */
export const PASSWORD_MAX = 128;

/**
 * A required text field with Laravel-style messages, the wording the client already shows:
 * missing or blank gives "The {label} field is required.".
 */
export function requiredText(label: string, max = 255, opts: { trim?: boolean } = {}) {
  const base = z.string({ error: (iss) => (iss.input === undefined || iss.input === null ? `The ${label} field is required.` : `The ${label} must be a string.`) });
  const trimmed = opts.trim === false ? base : base.trim();
  return trimmed.min(1, { error: `The ${label} field is required.`, abort: true }).max(max, `The ${label} may not be greater than ${max} characters.`);
}

export const emailField = (label = 'email') =>
  requiredText(label, 254)
    .regex(EMAIL_PATTERN, `The ${label} must be a valid email address.`)
    .openapi({ format: 'email', example: 'jane@example.com' });

const passwordField = (label: string) =>
  requiredText(label, PASSWORD_MAX, { trim: false }).min(PASSWORD_MIN, `The ${label} must be at least ${PASSWORD_MIN} characters.`);

/** Optional text: absent and blank both mean "not given". */
const optionalText = (label: string, max = 255) =>
  z
    .string({ error: `The ${label} must be a string.` })
    .trim()
    .max(max, `The ${label} may not be greater than ${max} characters.`)
    .optional();

/** Check boxes and switches arrive as '1'/'0', 'true'/'false', 'on' or real booleans and numbers. */
export const flag = z.union([z.boolean(), z.number(), z.string()]).openapi({ type: 'string', enum: ['1', '0', 'true', 'false'] });
export function flagValue(value: unknown): boolean | undefined {
  if (value === undefined || value === null || value === '') return undefined;
  if (typeof value === 'boolean') return value;
  if (typeof value === 'number') return value === 1 ? true : value === 0 ? false : undefined;
  const s = String(value).trim().toLowerCase();
  if (['1', 'true', 'on', 'yes'].includes(s)) return true;
  if (['0', 'false', 'off', 'no'].includes(s)) return false;
  return undefined;
}

// ---- Answers ----

export const userSchema = z
  .object({
    id: z.number().int(),
    role_id: z.number().int(),
    name: z.string(),
    last_name: z.string(),
    user_name: z.string(),
    email: z.string(),
    phone: z.string().nullable(),
    avatar: z.string().nullable().openapi({ description: 'Site-relative URL under /storage, or null' }),
    gender: z.number().int().nullable().openapi({ description: '1 male, 0 female, 2 rather not say' }),
    location: z.string().nullable(),
    lat: z.number().nullable(),
    lon: z.number().nullable(),
    email_verified_at: z.string().nullable(),
    provider: z.string().nullable().openapi({ description: "'google' or 'apple' for accounts linked to a social sign-in" }),
    provider_id: z.string().nullable().openapi({ description: "The provider's account id; only in the user's own record" }),
    show_my_ads: z.enum(['1', '0']),
    is_blocked: z.union([z.literal(0), z.literal(1)]),
    currency_symbol: z.string(),
    created_at: z.string(),
    token: z.string().optional().openapi({ description: 'Bearer token, on sign-in answers only' }),
  })
  .openapi('User');

export const publicUserSchema = z
  .object({
    id: z.number().int(),
    name: z.string(),
    last_name: z.string(),
    user_name: z.string(),
    avatar: z.string().nullable(),
    email: z.string(),
  })
  .openapi('UserSummary');

export const cooldownSchema = z.object({ cooldown: z.number().int().openapi({ description: 'Seconds until another code may be requested' }) });

export const providersSchema = z
  .object({
    google: z.boolean(),
    apple: z.boolean(),
    google_client_id: z.string().nullable().openapi({ description: 'Public OAuth client id the Google SDK needs, when configured' }),
    apple_client_id: z.string().nullable().openapi({ description: 'Public Services ID the Apple SDK needs, when configured' }),
  })
  .openapi('SignInProviders');

export const toggleAdsAnswer = z.object({ success: z.literal(true), show_my_ads: z.enum(['1', '0']) });

/** Registration answers without data: status, message and message_status. */
export const messageOnlySchema = z.object({ status: z.literal('success'), message: z.string(), message_status: z.string().optional() });

// ---- Requests ----

export const registrationBody = z
  .object({
    name: requiredText('name', 100),
    last_name: requiredText('last name', 100),
    username: requiredText('username', 30).regex(USERNAME_PATTERN, 'The username must be 3 to 30 letters, digits, dots, dashes or underscores.'),
    email: emailField(),
    phone: requiredText('phone', 20).regex(PHONE_PATTERN, 'The phone must be 7 to 15 digits, optionally starting with +.'),
    password: passwordField('password'),
  })
  .openapi('RegistrationRequest');

export const loginBody = z
  .object({
    email: emailField(),
    password: requiredText('password', PASSWORD_MAX, { trim: false }),
    remember: flag.optional().openapi({ description: "'Keep me logged in': a 30-day token instead of a 1-day one" }),
  })
  .openapi('LoginRequest');

const otpField = requiredText('otp', 6).regex(/^\d{6}$/, 'Please enter all 6 digits of the OTP.');

export const verifyOtpBody = z
  .object({ email: emailField(), otp: otpField, remember: flag.optional() })
  .openapi('VerifyOtpRequest');

export const emailBody = z.object({ email: emailField() }).openapi('EmailRequest');

export const resetPasswordBody = z
  .object({
    email: emailField(),
    otp: otpField,
    password: passwordField('password'),
    password_confirmation: z.string().optional(),
  })
  .refine((b) => b.password_confirmation === undefined || b.password_confirmation === b.password, {
    message: 'The password confirmation does not match.',
    path: ['password_confirmation'],
  })
  .openapi('ResetPasswordRequest');

export const googleBody = z
  .object({
    token: requiredText('token', 4096),
    tokenType: z.string().optional().openapi({ description: "Only 'access' (an OAuth access token) is supported" }),
    remember: flag.optional(),
  })
  .openapi('GoogleSignInRequest');

export const appleBody = z
  .object({
    token: requiredText('token', 8192).openapi({ description: 'The identity token (a JWT signed by Apple)' }),
    isWeb: flag.optional(),
    name: optionalText('name', 100).openapi({ description: 'First name; Apple hands it to the client on the first sign-in only' }),
    last_name: optionalText('last name', 100),
    remember: flag.optional(),
  })
  .openapi('AppleSignInRequest');

const numberLike = z.union([z.number(), z.string()]);

export const updateProfileBody = z
  .object({
    name: optionalText('name', 100),
    last_name: optionalText('last name', 100),
    user_name: optionalText('user name', 30),
    gender: numberLike.optional().openapi({ type: 'string', enum: ['0', '1', '2'], description: '1 male, 0 female, 2 rather not say' }),
    location: optionalText('location', 255),
    lat: numberLike.optional().openapi({ type: 'number' }),
    lon: numberLike.optional().openapi({ type: 'number' }),
    phone: optionalText('phone', 20),
    avatar: z.any().optional().openapi({ type: 'string', format: 'binary', description: 'JPEG, PNG, WebP or GIF up to 10 MB; a string value is ignored' }),
  })
  .openapi('UpdateProfileRequest');

export const changePasswordBody = z
  .object({
    current_password: requiredText('current password', PASSWORD_MAX, { trim: false }),
    new_password: requiredText('new password', PASSWORD_MAX, { trim: false }).min(CHANGE_PASSWORD_MIN, `Password must be at least ${CHANGE_PASSWORD_MIN} characters long!`),
    new_password_confirmation: requiredText('new password confirmation', PASSWORD_MAX, { trim: false }),
  })
  .refine((b) => b.new_password === b.new_password_confirmation, {
    message: 'The new password confirmation does not match.',
    path: ['new_password_confirmation'],
  })
  .openapi('ChangePasswordRequest');

export const toggleAdsBody = z
  .object({
    show_my_ads: z
      .union([z.boolean(), z.number(), z.string()], { error: (iss) => (iss.input === undefined ? 'The show my ads field is required.' : 'The show my ads field must be 1 or 0.') })
      .refine((v) => flagValue(v) !== undefined, 'The show my ads field must be 1 or 0.')
      .openapi({ type: 'string', enum: ['1', '0'] }),
  })
  .openapi('ToggleAdsVisibilityRequest');
