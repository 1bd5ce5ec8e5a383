import { randomBytes, randomInt } from 'node:crypto';
import { and, eq, isNull, ne, sql } from 'drizzle-orm';
import sharp from 'sharp';
import type { Db } from '../../db/client.ts';
import { users } from '../../db/schema/index.ts';
import { ApiError, notFound, tooManyRequests, unauthorized, unprocessable, type FieldErrors } from '../../http/errors.ts';
import type { Deps } from '../../platform/deps.ts';
import { keyFromUrl } from '../../platform/storage.ts';
import { checkCode, cooldownLeft, discardCode, issueCode, OTP, type CheckResult, type OtpPurpose } from './otp.ts';
import { hashPassword, verifyPassword } from './password.ts';
import { assertPasswordAllowed } from './password-policy.ts';
import { serializeUser, serializeUserSummary, type UserJson } from './serialize.ts';
import type { SocialProfile } from './social.ts';
import { issueToken, revokeAllTokens, revokeToken, type SessionUser } from './tokens.ts';
import { PHONE_PATTERN, USERNAME_PATTERN } from './schemas.ts';
import { isAcceptedImage } from '../../platform/images.ts';

type UserRow = SessionUser;

export const MESSAGES = {
  emailTaken: 'The email has already been taken.',
  emailUnverifiedResent: 'Email not verified. A new code has been sent.',
  usernameTaken: 'The username has already been taken.',
  invalidEmail: 'The selected email is invalid.',
  emailUnverified: 'Email not verified',
  wrongPassword: 'Incorrect password. Please try again.',
  blocked: 'Your account has been blocked.',
  alreadyVerified: 'This email is already verified.',
  invalidOtp: 'Invalid OTP, please try again.',
  expiredOtp: 'This code has expired. Please request a new one.',
  lockedOtp: 'Too many wrong attempts. Please request a new code.',
  sendFailed: 'We could not send the code. Please try again later.',
  currentPasswordWrong: 'The current password is incorrect.',
  noUserWithEmail: 'No user found with this email.',
} as const;

// ---------------------------------------------------------------- lookups

export async function findUserByEmail(db: Db, email: string): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(sql`lower(${users.email}) = ${email.trim().toLowerCase()}`).limit(1);
  return row;
}

async function userById(db: Db, id: number): Promise<UserRow> {
  const [row] = await db.select().from(users).where(eq(users.id, id)).limit(1);
  if (!row) throw notFound('User not found.');
  return row;
}

async function userNameTaken(db: Db, userName: string, exceptUserId?: number): Promise<boolean> {
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(sql`lower(${users.userName}) = ${userName.toLowerCase()}`, exceptUserId === undefined ? undefined : ne(users.id, exceptUserId)))
    .limit(1);
  return Boolean(row);
}

/** Which unique index a failed insert or update ran into, if any (pg and PGlite both report code 23505). */
function uniqueViolation(err: unknown): string | undefined {
  for (let e: unknown = err, depth = 0; e && depth < 5; e = (e as { cause?: unknown }).cause, depth++) {
    const { code, constraint, message } = e as { code?: string; constraint?: string; message?: string };
    if (code === '23505') return constraint ?? /"([^"]+)"/.exec(message ?? '')?.[1] ?? 'unknown';
  }
  return undefined;
}

const usernameTakenError = () => unprocessable(MESSAGES.usernameTaken, { username: [MESSAGES.usernameTaken] });
const emailTakenError = () => unprocessable(MESSAGES.emailTaken, { email: [MESSAGES.emailTaken] }, 'EMAIL_TAKEN');
const invalidEmailError = () => unprocessable(MESSAGES.invalidEmail, { email: [MESSAGES.invalidEmail] }, 'INVALID_EMAIL');

/** Deleted accounts do not exist for signing in. */
async function liveUserByEmail(db: Db, email: string): Promise<UserRow> {
  const user = await findUserByEmail(db, email);
  if (!user || user.deletedAt) throw invalidEmailError();
  return user;
}

async function signedIn(db: Db, user: UserRow, remember: boolean): Promise<UserJson> {
  if (user.isBlocked) throw new ApiError(403, MESSAGES.blocked, { messageStatus: 'ACCOUNT_BLOCKED' });
  const token = await issueToken(db, user.id, remember);
  return serializeUser(user, { token, self: true });
}

// ---------------------------------------------------------------- codes by mail

const mailTexts: Record<OtpPurpose, { subject: string; intro: string }> = {
  verify: { subject: 'Your verification code', intro: 'Use this code to verify your e-mail address' },
  reset: { subject: 'Your password reset code', intro: 'Use this code to reset your password' },
};

/**
 * Issues and mails a code. The mailbox budget (otpSend) is spent only when a mail really goes out.
 * Returns false when the mail could not be delivered; the code is then discarded so the user may retry at once.
 */
async function sendCode(deps: Deps, email: string, purpose: OtpPurpose): Promise<boolean> {
  await deps.limits.consume('otpSend', email.toLowerCase());
  const { id, code } = await issueCode(deps.db, email, purpose);
  const { subject, intro } = mailTexts[purpose];
  try {
    await deps.mail.send({
      to: email,
      subject,
      text:
        `${intro}:\n\n    ${code}\n\n` +
        `The code expires in ${OTP.ttlMinutes} minutes. If you did not ask for it, you can ignore this e-mail.\n\n` +
        `${deps.config.APP_URL}\n`,
    });
    return true;
  } catch (err) {
    deps.log.error(`could not mail the ${purpose} code to ${email}`, err);
    await discardCode(deps.db, id);
    return false;
  }
}

/** The server enforces the 30 s resend cooldown the client shows. */
async function sendCodeRespectingCooldown(deps: Deps, email: string, purpose: OtpPurpose) {
  const wait = await cooldownLeft(deps.db, email, purpose);
  if (wait > 0) throw tooManyRequests(`Please wait ${wait} seconds before requesting a new code.`, wait, 'OTP_COOLDOWN');
  if (!(await sendCode(deps, email, purpose))) throw new ApiError(503, MESSAGES.sendFailed);
  return { cooldown: OTP.cooldownSeconds };
}

function otpFailure(result: Exclude<CheckResult, 'ok'>): ApiError {
  if (result === 'expired') return unprocessable(MESSAGES.expiredOtp, { otp: [MESSAGES.expiredOtp] }, 'OTP_EXPIRED');
  if (result === 'locked') return unprocessable(MESSAGES.lockedOtp, { otp: [MESSAGES.lockedOtp] }, 'OTP_LOCKED');
  return unprocessable(MESSAGES.invalidOtp, { otp: [MESSAGES.invalidOtp] }, 'INVALID_OTP');
}

// ---------------------------------------------------------------- registration and sign-in

export type RegistrationInput = { name: string; last_name: string; username: string; email: string; phone: string; password: string };

export async function register(deps: Deps, input: RegistrationInput): Promise<{ message: string; messageStatus: string }> {
  const { db } = deps;
  await assertPasswordAllowed(input.password, 'password');
  const email = input.email.toLowerCase();
  const existing = await findUserByEmail(db, email);
  if (existing) {
    if (existing.emailVerifiedAt || existing.deletedAt) throw emailTakenError();
    // An unverified account belongs to whoever proves the mailbox: the newest registration's details replace
    // the old ones, so nobody can pre-register someone else's address with a password of their own.
    const keepName = existing.userName.toLowerCase() === input.username.toLowerCase() || (await userNameTaken(db, input.username, existing.id));
    await db
      .update(users)
      .set({
        name: input.name,
        lastName: input.last_name,
        phone: input.phone,
        passwordHash: await hashPassword(input.password),
        ...(keepName ? {} : { userName: input.username }),
        updatedAt: sql`now()`,
      })
      .where(eq(users.id, existing.id));
    if ((await cooldownLeft(db, email, 'verify')) === 0) {
      try {
        await sendCode(deps, email, 'verify');
      } catch (err) {
        if (!(err instanceof ApiError && err.status === 429)) throw err;
      }
    }
    throw new ApiError(422, MESSAGES.emailUnverifiedResent, { messageStatus: 'EMAIL_UNVERIFIED' });
  }
  if (await userNameTaken(db, input.username)) throw usernameTakenError();

  try {
    await db.insert(users).values({
      name: input.name,
      lastName: input.last_name,
      userName: input.username,
      email,
      phone: input.phone,
      passwordHash: await hashPassword(input.password),
    });
  } catch (err) {
    const index = uniqueViolation(err);
    if (index?.includes('user_name')) throw usernameTakenError();
    if (index) throw emailTakenError();
    throw err;
  }
  const sent = await sendCode(deps, email, 'verify').catch((err: unknown) => {
    if (err instanceof ApiError && err.status === 429) return false;
    throw err;
  });
  return sent
    ? { message: 'Registration successful. We sent a 6-digit code to your email.', messageStatus: 'OTP_SENT' }
    : { message: 'Registration successful, but the code could not be sent. Please request a new one.', messageStatus: 'OTP_SEND_FAILED' };
}

export async function login(deps: Deps, input: { email: string; password: string; remember: boolean }): Promise<UserJson> {
  const user = await liveUserByEmail(deps.db, input.email);
  if (!(await verifyPassword(user.passwordHash, input.password))) {
    throw unauthorized(MESSAGES.wrongPassword, 'WRONG_PASSWORD');
  }
  if (!user.emailVerifiedAt) throw unauthorized(MESSAGES.emailUnverified, 'EMAIL_UNVERIFIED');
  return signedIn(deps.db, user, input.remember);
}

export async function verifyEmail(deps: Deps, input: { email: string; otp: string; remember: boolean }): Promise<UserJson> {
  const user = await liveUserByEmail(deps.db, input.email);
  if (user.emailVerifiedAt) throw unprocessable(MESSAGES.alreadyVerified, { email: [MESSAGES.alreadyVerified] }, 'ALREADY_VERIFIED');
  const result = await checkCode(deps.db, user.email, 'verify', input.otp);
  if (result !== 'ok') throw otpFailure(result);
  const [verified] = await deps.db
    .update(users)
    .set({ emailVerifiedAt: sql`now()`, updatedAt: sql`now()` })
    .where(eq(users.id, user.id))
    .returning();
  return signedIn(deps.db, verified!, input.remember);
}

export async function resendVerification(deps: Deps, email: string) {
  const user = await liveUserByEmail(deps.db, email);
  if (user.emailVerifiedAt) throw unprocessable(MESSAGES.alreadyVerified, { email: [MESSAGES.alreadyVerified] }, 'ALREADY_VERIFIED');
  return sendCodeRespectingCooldown(deps, user.email, 'verify');
}

export async function sendResetCode(deps: Deps, email: string) {
  const user = await liveUserByEmail(deps.db, email);
  return sendCodeRespectingCooldown(deps, user.email, 'reset');
}

/** A proven mailbox may set a new password: every session ends and a fresh one starts. */
export async function resetPassword(deps: Deps, input: { email: string; otp: string; password: string }): Promise<UserJson> {
  const user = await liveUserByEmail(deps.db, input.email);
  // Before the code is checked, so a refused password leaves the code usable for a better one.
  await assertPasswordAllowed(input.password, 'password');
  const result = await checkCode(deps.db, user.email, 'reset', input.otp);
  if (result !== 'ok') throw otpFailure(result);
  const [updated] = await deps.db
    .update(users)
    .set({
      passwordHash: await hashPassword(input.password),
      emailVerifiedAt: sql`coalesce(${users.emailVerifiedAt}, now())`,
      updatedAt: sql`now()`,
    })
    .where(eq(users.id, user.id))
    .returning();
  await revokeAllTokens(deps, user.id);
  return signedIn(deps.db, updated!, false);
}

// ---------------------------------------------------------------- social sign-in

/** A user name from the e-mail's local part, made unique with a numeric suffix when needed. */
async function freeUserName(db: Db, email: string): Promise<string> {
  let base = (email.split('@')[0] ?? '').replace(/[^A-Za-z0-9_.-]/g, '').slice(0, 24);
  if (base.length < 3) base = `${base}user`.slice(0, 24);
  if (!(await userNameTaken(db, base))) return base;
  for (let i = 0; i < 20; i++) {
    const candidate = `${base}${randomInt(10, i < 10 ? 10_000 : 1_000_000)}`;
    if (!(await userNameTaken(db, candidate))) return candidate;
  }
  return `${base.slice(0, 18)}${randomBytes(6).toString('hex')}`.slice(0, 30);
}

/**
 * Finds the account by provider id, else by the provider-verified e-mail (linking it), else creates a verified one.
 * Linking an unverified account drops its password: whoever set it never proved the mailbox.
 */
export async function socialSignIn(deps: Deps, profile: SocialProfile, remember: boolean, failure: string): Promise<UserJson> {
  const { db } = deps;
  const fail = () => unauthorized(failure);
  const [byProvider] = await db
    .select()
    .from(users)
    .where(and(eq(users.provider, profile.provider), eq(users.providerId, profile.providerId)))
    .limit(1);
  if (byProvider) {
    if (byProvider.deletedAt) throw fail();
    return signedIn(db, byProvider, remember);
  }
  if (!profile.email) throw fail();

  const byEmail = await findUserByEmail(db, profile.email);
  if (byEmail) {
    if (byEmail.deletedAt) throw fail();
    const [linked] = await db
      .update(users)
      .set({
        ...(byEmail.provider ? {} : { provider: profile.provider, providerId: profile.providerId }),
        ...(byEmail.emailVerifiedAt ? {} : { emailVerifiedAt: sql`now()`, passwordHash: null }),
        updatedAt: sql`now()`,
      })
      .where(eq(users.id, byEmail.id))
      .returning();
    return signedIn(db, linked!, remember);
  }

  const localPart = profile.email.split('@')[0] ?? 'user';
  try {
    const [created] = await db
      .insert(users)
      .values({
        name: (profile.firstName ?? localPart).slice(0, 100),
        lastName: (profile.lastName ?? '').slice(0, 100),
        userName: await freeUserName(db, profile.email),
        email: profile.email,
        emailVerifiedAt: sql`now()`,
        provider: profile.provider,
        providerId: profile.providerId,
      })
      .returning();
    return signedIn(db, created!, remember);
  } catch (err) {
    // A parallel sign-in of the same person created the row first: use it.
    if (!uniqueViolation(err)) throw err;
    const again = await findUserByEmail(db, profile.email);
    if (!again || again.deletedAt) throw fail();
    return signedIn(db, again, remember);
  }
}

// ---------------------------------------------------------------- account

export type ProfileInput = {
  name?: string | undefined;
  last_name?: string | undefined;
  user_name?: string | undefined;
  gender?: string | number | undefined;
  location?: string | undefined;
  lat?: string | number | undefined;
  lon?: string | number | undefined;
  phone?: string | undefined;
  avatar?: unknown;
};

export const AVATAR = { maxBytes: 10 * 1024 * 1024, size: 256 } as const;

const isFile = (v: unknown): v is Blob => typeof Blob !== 'undefined' && v instanceof Blob;

/** Re-encodes an uploaded avatar to a square 256 px WebP without metadata (EXIF and GPS gone). */
async function avatarWebp(file: Blob): Promise<Buffer> {
  const bad = (message: string) => unprocessable(message, { avatar: [message] });
  if (file.size > AVATAR.maxBytes) throw bad('The avatar may not be greater than 10 MB.');
  const bytes = new Uint8Array(await file.arrayBuffer());
  if (!(await isAcceptedImage(bytes))) throw bad('The avatar must be an image (JPEG, PNG, WebP or GIF).');
  try {
    return await sharp(bytes, { limitInputPixels: 50_000_000 })
      .rotate()
      .resize(AVATAR.size, AVATAR.size, { fit: 'cover' })
      .webp({ quality: 82 })
      .toBuffer();
  } catch {
    throw bad('The avatar could not be read as an image.');
  }
}

const OWN_AVATAR = /^avatars\/[A-Za-z0-9_-]+\.webp$/;

/** Updates only the given fields of the caller's own row. */
export async function updateProfile(deps: Deps, userId: number, input: ProfileInput): Promise<UserJson> {
  const { db } = deps;
  const errors: FieldErrors = {};
  const fail = (field: string, message: string) => void (errors[field] ??= []).push(message);
  const set: Partial<typeof users.$inferInsert> = {};

  const given = (v: unknown): v is string | number => v !== undefined && v !== null;
  if (given(input.name)) {
    if (input.name === '') fail('name', 'The name field is required.');
    else set.name = input.name;
  }
  if (given(input.last_name)) set.lastName = input.last_name;
  if (given(input.user_name)) {
    if (!USERNAME_PATTERN.test(input.user_name)) fail('user_name', 'The user name must be 3 to 30 letters, digits, dots, dashes or underscores.');
    else if (await userNameTaken(db, input.user_name, userId)) fail('user_name', 'The user name has already been taken.');
    else set.userName = input.user_name;
  }
  if (given(input.gender) && String(input.gender).trim() !== '') {
    const g = String(input.gender).trim();
    if (!['0', '1', '2'].includes(g)) fail('gender', 'The selected gender is invalid.');
    else set.gender = Number(g);
  }
  if (given(input.location)) set.location = input.location === '' ? null : input.location;
  for (const [field, limit] of [['lat', 90], ['lon', 180]] as const) {
    const raw = input[field];
    if (!given(raw)) continue;
    if (String(raw).trim() === '') {
      set[field] = null;
      continue;
    }
    const n = Number(raw);
    if (!Number.isFinite(n) || Math.abs(n) > limit) fail(field, `The ${field} must be a number between -${limit} and ${limit}.`);
    else set[field] = n.toFixed(6);
  }
  if (given(input.phone)) {
    if (input.phone === '') set.phone = null;
    else if (!PHONE_PATTERN.test(input.phone)) fail('phone', 'The phone must be 7 to 15 digits, optionally starting with +.');
    else set.phone = input.phone;
  }

  let avatar: Buffer | undefined;
  // Browsers send an empty, nameless file for a file input left blank: that means "no new avatar".
  if (isFile(input.avatar) && input.avatar.size > 0) {
    try {
      avatar = await avatarWebp(input.avatar);
    } catch (err) {
      if (!(err instanceof ApiError) || !err.errors?.avatar) throw err;
      errors.avatar = err.errors.avatar;
    }
  }
  if (Object.keys(errors).length) throw unprocessable(Object.values(errors)[0]![0]!, errors);

  let previousAvatar: string | null = null;
  if (avatar) {
    await deps.limits.consume('upload', `user:${userId}`);
    previousAvatar = (await userById(db, userId)).avatar;
    const file = `${userId}-${randomBytes(8).toString('hex')}.webp`;
    set.avatar = await deps.storage.put(`avatars/${file}`, avatar, 'image/webp');
  }

  if (Object.keys(set).length) {
    try {
      await db
        .update(users)
        .set({ ...set, updatedAt: sql`now()` })
        .where(and(eq(users.id, userId), isNull(users.deletedAt)));
    } catch (err) {
      if (uniqueViolation(err)?.includes('user_name')) throw unprocessable('The user name has already been taken.', { user_name: ['The user name has already been taken.'] });
      throw err;
    }
  }
  const fresh = await userById(db, userId);
  const oldKey = previousAvatar ? keyFromUrl(deps.storage, previousAvatar) : null;
  if (oldKey && OWN_AVATAR.test(oldKey) && previousAvatar !== fresh.avatar) {
    await deps.storage.delete(oldKey).catch(() => undefined);
  }
  return serializeUser(fresh, { self: true });
}

/** The current session stays; every other one ends. */
export async function changePassword(deps: Deps, user: UserRow, currentTokenId: number | undefined, input: { current_password: string; new_password: string }) {
  await assertPasswordAllowed(input.new_password, 'new_password');
  if (!(await verifyPassword(user.passwordHash, input.current_password))) {
    throw unprocessable(MESSAGES.currentPasswordWrong, { current_password: [MESSAGES.currentPasswordWrong] });
  }
  await deps.db
    .update(users)
    .set({ passwordHash: await hashPassword(input.new_password), updatedAt: sql`now()` })
    .where(eq(users.id, user.id));
  await revokeAllTokens(deps, user.id, currentTokenId);
}

export async function setAdsVisibility(db: Db, userId: number, show: boolean) {
  await db.update(users).set({ showMyAds: show, updatedAt: sql`now()` }).where(eq(users.id, userId));
  return { success: true as const, show_my_ads: show ? ('1' as const) : ('0' as const) };
}

export async function lookUpUserByEmail(db: Db, email: string) {
  const user = await findUserByEmail(db, email);
  // An unverified account is nobody's yet: whoever registered it has not proven the mailbox.
  if (!user || user.deletedAt || !user.emailVerifiedAt) throw notFound(MESSAGES.noUserWithEmail);
  return serializeUserSummary(user);
}

export async function logout(db: Db, tokenId: number | undefined) {
  if (tokenId !== undefined) await revokeToken(db, tokenId);
}

export async function currentUser(db: Db, userId: number): Promise<UserJson> {
  return serializeUser(await userById(db, userId), { self: true });
}
