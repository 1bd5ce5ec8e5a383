/**
 * The sign-in and account-access calls of spec 000 §7, one function per call. Login, registration and
 * verify-otp go as multipart like the specification sends them; the others as JSON (the API accepts both).
 */
import { apiCall, type ApiSchema } from './client.ts';

/** The user of a sign-in answer: the User entity plus its bearer token. */
export type AuthUser = ApiSchema<'User'>;

export type SignInProviders = ApiSchema<'SignInProviders'>;

/** A sent code: the client may ask for another after `cooldown` seconds. */
export type CodeSent = { cooldown: number };

function form(fields: Record<string, string>): FormData {
  const data = new FormData();
  for (const [k, v] of Object.entries(fields)) data.append(k, v);
  return data;
}

export async function login(input: { email: string; password: string; remember: boolean }): Promise<AuthUser> {
  const res = await apiCall('POST /auth/login', {
    auth: false,
    body: form({ email: input.email.trim(), password: input.password, remember: input.remember ? '1' : '0' }),
  });
  return res.data;
}

export type RegistrationInput = { name: string; last_name: string; username: string; email: string; phone: string; password: string };

/** Registration answers status, message and message_status (OTP_SENT, or OTP_SEND_FAILED when the mail failed). */
export async function register(input: RegistrationInput): Promise<{ message: string; message_status: string | null }> {
  const res = await apiCall('POST /auth/registration', { auth: false, body: form(input) });
  return { message: res.message, message_status: res.message_status ?? null };
}

export async function verifyOtp(input: { email: string; otp: string; remember?: boolean }): Promise<AuthUser> {
  const fields: Record<string, string> = { email: input.email.trim(), otp: input.otp };
  if (input.remember) fields.remember = '1';
  return (await apiCall('POST /auth/verify-otp', { body: form(fields) })).data;
}

/** The code-sending calls answer 429 with Retry-After during the server's cooldown (ApiCallError.retryAfter). */
async function requestCode(route: 'POST /auth/resend-otp' | 'POST /auth/forget-password/sent-otp', email: string): Promise<CodeSent> {
  const res = await apiCall(route, { body: { email: email.trim() } });
  const cooldown = res.data?.cooldown;
  return { cooldown: typeof cooldown === 'number' && cooldown > 0 ? cooldown : 30 };
}

/** POST /auth/resend-otp: a new e-mail verification code. */
export const resendOtp = (email: string) => requestCode('POST /auth/resend-otp', email);

/** POST /auth/forget-password/sent-otp: a password reset code. */
export const sendResetCode = (email: string) => requestCode('POST /auth/forget-password/sent-otp', email);

export async function resetPassword(input: { email: string; otp: string; password: string; password_confirmation: string }): Promise<AuthUser> {
  return (await apiCall('POST /auth/forget-password/change-password', { body: { ...input, email: input.email.trim() } })).data;
}

/** POST /auth/google with an OAuth access token from Google Identity Services' token client. */
export async function googleSignIn(accessToken: string, remember = false): Promise<AuthUser> {
  return (await apiCall('POST /auth/google', { body: { token: accessToken, tokenType: 'access', ...(remember ? { remember: '1' } : {}) } })).data;
}

/** POST /auth/apple with the identity token of Sign in with Apple JS (and the name Apple gives on the first sign-in). */
export async function appleSignIn(idToken: string, name: { name?: string; last_name?: string } = {}, remember = false): Promise<AuthUser> {
  const body: ApiSchema<'AppleSignInRequest'> = { token: idToken, isWeb: 'true' };
  if (name.name) body.name = name.name;
  if (name.last_name) body.last_name = name.last_name;
  if (remember) body.remember = '1';
  return (await apiCall('POST /auth/apple', { body })).data;
}

/** GET /auth/providers: which social buttons to show, with the public client ids their SDKs need. */
export async function getProviders(): Promise<SignInProviders> {
  const data = (await apiCall('GET /auth/providers', { auth: false })).data;
  return {
    google: Boolean(data.google && data.google_client_id),
    apple: Boolean(data.apple && data.apple_client_id),
    google_client_id: data.google_client_id ?? null,
    apple_client_id: data.apple_client_id ?? null,
  };
}

/** POST /auth/logout: revokes the current token. */
export async function logout(): Promise<void> {
  await apiCall('POST /auth/logout');
}

/** GET /auth/me: the signed-in user (SSR passes baseUrl and token). */
export async function me(opts: { baseUrl?: string; token?: string | null; signal?: AbortSignal } = {}): Promise<AuthUser> {
  return (await apiCall('GET /auth/me', opts)).data;
}
