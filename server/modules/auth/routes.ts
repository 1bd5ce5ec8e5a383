import { createRoute, z } from '@hono/zod-openapi';
import { requireUser } from '../../http/auth.ts';
import { IMAGE_BODY_LIMIT, type UploadLimit } from '../../http/body-limits.ts';
import { moduleRouter } from '../../http/context.ts';
import { ok } from '../../http/envelope.ts';
import { notFound, unauthorized } from '../../http/errors.ts';
import { bearerSecurity, errorResponses, formOrJson, okResponse, readBody } from '../../http/openapi.ts';
import {
  appleBody,
  changePasswordBody,
  cooldownSchema,
  emailBody,
  flagValue,
  googleBody,
  loginBody,
  messageOnlySchema,
  providersSchema,
  publicUserSchema,
  registrationBody,
  resetPasswordBody,
  toggleAdsAnswer,
  toggleAdsBody,
  updateProfileBody,
  userSchema,
  verifyOtpBody,
} from './schemas.ts';
import {
  changePassword,
  currentUser,
  login,
  logout,
  lookUpUserByEmail,
  register,
  resendVerification,
  resetPassword,
  sendResetCode,
  setAdsVisibility,
  socialSignIn,
  updateProfile,
  verifyEmail,
} from './service.ts';
import { appleProfile, googleProfile, SocialSignInError } from './social.ts';

const tags = ['Auth'];
const accountTags = ['Account'];

const withStatus = <T extends z.ZodType>(data: T) =>
  z.object({ status: z.literal('success'), message: z.string(), message_status: z.string(), data });

const jsonContent = <T extends z.ZodType>(schema: T) => ({ 'application/json': { schema } });

const GOOGLE_FAILED = 'Google sign-in failed.';
const APPLE_FAILED = 'Apple sign-in failed.';

/** The profile update carries an avatar. */
export const authUploadLimits: UploadLimit[] = [{ path: /^\/api\/v1\/auth\/update-profile$/, maxBytes: IMAGE_BODY_LIMIT }];

export const authRoutes = moduleRouter()
  .openapi(
    createRoute({
      method: 'post',
      path: '/auth/registration',
      tags,
      summary: 'Register with e-mail and password; a 6-digit verification code is mailed',
      description:
        'Creates an unverified account and mails a code (purpose verify). A verified e-mail answers 422 EMAIL_TAKEN; ' +
        'an unverified one answers 422 EMAIL_UNVERIFIED and mails a new code unless one went out in the last 30 s. ' +
        'A taken username answers 422 with errors.username. A password of blanks only (PASSWORD_BLANK) or from the list of ' +
        'common breached passwords (PASSWORD_TOO_COMMON) answers 422 with errors.password. Rate-limited per client address.',
      request: { body: formOrJson(registrationBody) },
      responses: { 200: { description: 'Registered; message_status OTP_SENT', content: jsonContent(messageOnlySchema) }, ...errorResponses },
    }),
    async (c) => {
      await c.var.deps.limits.consume('registration', c.var.clientIp);
      const body = readBody(c, registrationBody);
      const { message, messageStatus } = await register(c.var.deps, body);
      return c.json({ status: 'success' as const, message, message_status: messageStatus }, 200);
    },
  )
  .openapi(
    createRoute({
      method: 'post',
      path: '/auth/login',
      tags,
      summary: 'Sign in with e-mail and password',
      description:
        'Unknown e-mail: 422 "The selected email is invalid." (INVALID_EMAIL). Wrong password: 401 WRONG_PASSWORD. ' +
        'Unverified: 401 "Email not verified" (EMAIL_UNVERIFIED). `remember` gives a 30-day token instead of a 1-day one. ' +
        'Rate-limited per client address and e-mail, and per client address over all accounts (429 TOO_MANY_REQUESTS).',
      request: { body: formOrJson(loginBody) },
      responses: { 200: { description: 'The user with a bearer token; message_status LOGIN_SUCCESS', content: jsonContent(withStatus(userSchema)) }, ...errorResponses },
    }),
    async (c) => {
      const body = readBody(c, loginBody);
      await c.var.deps.limits.consume('loginAddress', c.var.clientIp);
      await c.var.deps.limits.consume('login', `${c.var.clientIp}|${body.email.toLowerCase()}`);
      const user = await login(c.var.deps, { email: body.email, password: body.password, remember: flagValue(body.remember) ?? false });
      return c.json({ status: 'success' as const, message: 'Login successful.', message_status: 'LOGIN_SUCCESS', data: user }, 200);
    },
  )
  .openapi(
    createRoute({
      method: 'post',
      path: '/auth/verify-otp',
      tags,
      summary: 'Verify the e-mail with the mailed code and sign in',
      description:
        'Checks the newest verification code: 6 digits, valid 10 minutes, 5 wrong tries at most. ' +
        'Errors: INVALID_OTP, OTP_EXPIRED, OTP_LOCKED, INVALID_EMAIL, ALREADY_VERIFIED (all 422).',
      request: { body: formOrJson(verifyOtpBody) },
      responses: okResponse(userSchema, 'Verified; the user with a bearer token'),
    }),
    async (c) => {
      const body = readBody(c, verifyOtpBody);
      await c.var.deps.limits.consume('otp', body.email.toLowerCase());
      const user = await verifyEmail(c.var.deps, { email: body.email, otp: body.otp, remember: flagValue(body.remember) ?? false });
      return ok(c, user, 'Verification Successful');
    },
  )
  .openapi(
    createRoute({
      method: 'post',
      path: '/auth/resend-otp',
      tags,
      summary: 'Mail a new verification code',
      description:
        'At most one code every 30 s per e-mail address (429 OTP_COOLDOWN with Retry-After), a few an hour per mailbox and ' +
        'per client address (429 TOO_MANY_REQUESTS). Errors: INVALID_EMAIL, ALREADY_VERIFIED.',
      request: { body: formOrJson(emailBody) },
      responses: okResponse(cooldownSchema, 'Sent; the client may ask again after `cooldown` seconds'),
    }),
    async (c) => {
      await c.var.deps.limits.consume('codeRequest', c.var.clientIp);
      const body = readBody(c, emailBody);
      return ok(c, await resendVerification(c.var.deps, body.email), 'A new code has been sent to your email.');
    },
  )
  .openapi(
    createRoute({
      method: 'post',
      path: '/auth/forget-password/sent-otp',
      tags,
      summary: 'Mail a password reset code',
      description: 'Unknown e-mail: 422 INVALID_EMAIL. At most one code every 30 s per address. Rate-limited per client address.',
      request: { body: formOrJson(emailBody) },
      responses: okResponse(cooldownSchema, 'Sent'),
    }),
    async (c) => {
      await c.var.deps.limits.consume('reset', c.var.clientIp);
      const body = readBody(c, emailBody);
      return ok(c, await sendResetCode(c.var.deps, body.email), 'A password reset code has been sent to your email.');
    },
  )
  .openapi(
    createRoute({
      method: 'post',
      path: '/auth/forget-password/change-password',
      tags,
      summary: 'Set a new password with the reset code and sign in',
      description:
        'Checks the reset code like verify-otp, sets the password, marks the e-mail verified, ends every session and starts a new one. ' +
        'A refused password (PASSWORD_BLANK, PASSWORD_TOO_COMMON: 422, errors.password) leaves the code unused.',
      request: { body: formOrJson(resetPasswordBody) },
      responses: okResponse(userSchema, 'The user with a new bearer token'),
    }),
    async (c) => {
      const body = readBody(c, resetPasswordBody);
      await c.var.deps.limits.consume('otp', body.email.toLowerCase());
      return ok(c, await resetPassword(c.var.deps, body), 'Password Reset & Logged In');
    },
  )
  .openapi(
    createRoute({
      method: 'get',
      path: '/auth/providers',
      tags,
      summary: 'Which social sign-in providers are configured',
      description: 'The client shows the Google and Apple buttons only when configured; the public client ids let it start the provider SDKs.',
      responses: okResponse(providersSchema),
    }),
    (c) => {
      const { GOOGLE_CLIENT_ID, APPLE_CLIENT_ID } = c.var.deps.config;
      return ok(c, { google: Boolean(GOOGLE_CLIENT_ID), apple: Boolean(APPLE_CLIENT_ID), google_client_id: GOOGLE_CLIENT_ID ?? null, apple_client_id: APPLE_CLIENT_ID ?? null }, 'Sign-in providers');
    },
  )
  .openapi(
    createRoute({
      method: 'post',
      path: '/auth/google',
      tags,
      summary: 'Sign in with a Google OAuth access token',
      description:
        "The access token is checked with Google's userinfo endpoint; the e-mail must be verified by Google. " +
        'An existing account with that e-mail is linked; otherwise a verified account is created. 404 when Google sign-in is not configured.',
      request: { body: formOrJson(googleBody) },
      responses: okResponse(userSchema, 'The user with a bearer token'),
    }),
    async (c) => {
      const { deps } = c.var;
      if (!deps.config.GOOGLE_CLIENT_ID) throw notFound('Google sign-in is not configured.');
      await deps.limits.consume('login', `${c.var.clientIp}|google`);
      const body = readBody(c, googleBody);
      if (body.tokenType !== undefined && body.tokenType !== 'access') throw unauthorized(GOOGLE_FAILED);
      let profile;
      try {
        profile = await googleProfile(deps.config, body.token);
      } catch (err) {
        if (!(err instanceof SocialSignInError)) throw err;
        deps.log.warn(err.message);
        throw unauthorized(GOOGLE_FAILED);
      }
      return ok(c, await socialSignIn(deps, profile, flagValue(body.remember) ?? false, GOOGLE_FAILED), 'Login successful.');
    },
  )
  .openapi(
    createRoute({
      method: 'post',
      path: '/auth/apple',
      tags,
      summary: 'Sign in with an Apple identity token',
      description:
        "The identity token's signature is checked against Apple's published keys, with issuer and audience (our client id). " +
        'An existing account with that e-mail is linked; otherwise a verified account is created. 404 when Apple sign-in is not configured.',
      request: { body: formOrJson(appleBody) },
      responses: okResponse(userSchema, 'The user with a bearer token'),
    }),
    async (c) => {
      const { deps } = c.var;
      if (!deps.config.APPLE_CLIENT_ID) throw notFound('Apple sign-in is not configured.');
      await deps.limits.consume('login', `${c.var.clientIp}|apple`);
      const body = readBody(c, appleBody);
      let profile;
      try {
        profile = await appleProfile(deps.config, body.token, { name: body.name || undefined, lastName: body.last_name || undefined });
      } catch (err) {
        if (!(err instanceof SocialSignInError)) throw err;
        deps.log.warn(err.message);
        throw unauthorized(APPLE_FAILED);
      }
      return ok(c, await socialSignIn(deps, profile, flagValue(body.remember) ?? false, APPLE_FAILED), 'Login successful.');
    },
  )
  .openapi(
    createRoute({
      method: 'get',
      path: '/auth/me',
      tags: accountTags,
      summary: 'The signed-in user',
      security: bearerSecurity,
      middleware: [requireUser] as const,
      responses: okResponse(userSchema),
    }),
    async (c) => ok(c, await currentUser(c.var.deps.db, c.var.user!.id), 'Current user'),
  )
  .openapi(
    createRoute({
      method: 'post',
      path: '/auth/update-profile',
      tags: accountTags,
      summary: "Update the caller's own profile (partial; multipart with an optional avatar file)",
      description:
        'Only the fields sent change. The avatar must be a JPEG, PNG, WebP or GIF (checked by content) of at most 10 MB; ' +
        'it is stored as a 256x256 WebP without metadata. A string avatar value is ignored.',
      security: bearerSecurity,
      middleware: [requireUser] as const,
      request: { body: formOrJson(updateProfileBody) },
      responses: okResponse(userSchema, 'The updated user'),
    }),
    async (c) => {
      const body = readBody(c, updateProfileBody);
      return ok(c, await updateProfile(c.var.deps, c.var.user!.id, body), 'Profile Updated');
    },
  )
  .openapi(
    createRoute({
      method: 'post',
      path: '/auth/change-password',
      tags: accountTags,
      summary: 'Change the password; other sessions end, this one stays',
      description: 'A refused new password answers 422 PASSWORD_BLANK or PASSWORD_TOO_COMMON with errors.new_password.',
      security: bearerSecurity,
      middleware: [requireUser] as const,
      request: { body: formOrJson(changePasswordBody) },
      responses: okResponse(z.null()),
    }),
    async (c) => {
      const body = readBody(c, changePasswordBody);
      await changePassword(c.var.deps, c.var.user!, c.var.tokenId, body);
      return ok(c, null, 'Password changed successfully.');
    },
  )
  .openapi(
    createRoute({
      method: 'post',
      path: '/auth/user/toggle-ads-visibility',
      tags: accountTags,
      summary: "Show or hide the caller's ads",
      security: bearerSecurity,
      middleware: [requireUser] as const,
      request: { body: formOrJson(toggleAdsBody) },
      responses: okResponse(toggleAdsAnswer),
    }),
    async (c) => {
      const body = readBody(c, toggleAdsBody);
      return ok(c, await setAdsVisibility(c.var.deps.db, c.var.user!.id, flagValue(body.show_my_ads)!), 'Ads Visibility Updated');
    },
  )
  .openapi(
    createRoute({
      method: 'post',
      path: '/auth/search-user-by-email',
      tags: accountTags,
      summary: 'Find a member by exact e-mail address',
      description: 'Only verified members are found (404 otherwise). Rate-limited per signed-in member (429 TOO_MANY_REQUESTS).',
      security: bearerSecurity,
      middleware: [requireUser] as const,
      request: { body: formOrJson(emailBody) },
      responses: okResponse(publicUserSchema),
    }),
    async (c) => {
      await c.var.deps.limits.consume('userLookup', `user:${c.var.user!.id}`);
      const body = readBody(c, emailBody);
      return ok(c, await lookUpUserByEmail(c.var.deps.db, body.email), 'User found');
    },
  )
  .openapi(
    createRoute({
      method: 'post',
      path: '/auth/logout',
      tags: accountTags,
      summary: 'Sign out: the token used for this call stops working',
      security: bearerSecurity,
      middleware: [requireUser] as const,
      responses: okResponse(z.null()),
    }),
    async (c) => {
      await logout(c.var.deps.db, c.var.tokenId);
      return ok(c, null, 'Logged out.');
    },
  );
