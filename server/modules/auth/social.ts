import { createRemoteJWKSet, jwtVerify } from 'jose';
import type { Config } from '../../config.ts';

/** What a social provider vouches for; the e-mail is only taken when the provider says it is verified. */
export type SocialProfile = {
  provider: 'google' | 'apple';
  providerId: string;
  email: string | undefined;
  firstName: string | undefined;
  lastName: string | undefined;
};

export class SocialSignInError extends Error {}

const PROVIDER_TIMEOUT_MS = 10_000;

const isTrue = (v: unknown) => v === true || v === 'true';
const text = (v: unknown) => (typeof v === 'string' && v.trim() ? v.trim() : undefined);

/**
 * Google: the client holds an OAuth access token (tokenType 'access'); the userinfo endpoint tells whose it is.
 * The e-mail must be verified by Google. Where the answer names an audience it must be our client id.
 */
export async function googleProfile(config: Config, accessToken: string): Promise<SocialProfile> {
  const issuedTo = await googleTokenAudience(config, accessToken);
  let res: Response;
  try {
    res = await fetch(config.GOOGLE_USERINFO_URL, {
      headers: { authorization: `Bearer ${accessToken}`, accept: 'application/json' },
      signal: AbortSignal.timeout(PROVIDER_TIMEOUT_MS),
    });
  } catch (err) {
    throw new SocialSignInError(`Google userinfo unreachable: ${(err as Error).message}`);
  }
  if (!res.ok) throw new SocialSignInError(`Google userinfo answered ${res.status}`);
  let info: Record<string, unknown>;
  try {
    info = (await res.json()) as Record<string, unknown>;
  } catch {
    throw new SocialSignInError('Google userinfo answered no JSON');
  }
  if (!info || typeof info !== 'object') throw new SocialSignInError('Google userinfo answered no object');
  const sub = text(info.sub);
  const email = text(info.email);
  if (!sub || !email) throw new SocialSignInError('Google userinfo lacks sub or email');
  if (!isTrue(info.email_verified)) throw new SocialSignInError('Google e-mail not verified');
  if (issuedTo.sub && issuedTo.sub !== sub) throw new SocialSignInError('Google tokeninfo and userinfo disagree on the account');
  for (const key of ['aud', 'azp'] as const) {
    if (info[key] !== undefined && info[key] !== config.GOOGLE_CLIENT_ID) throw new SocialSignInError(`Google token issued to another client (${key})`);
  }
  return {
    provider: 'google',
    providerId: sub,
    email: email.toLowerCase(),
    firstName: text(info.given_name) ?? text(info.name),
    lastName: text(info.family_name),
  };
}

/**
 * The userinfo answer does not say which app a token was issued to, so a token obtained by another app could
 * otherwise sign someone in here: the tokeninfo endpoint must name our client id as audience or authorised party.
 */
async function googleTokenAudience(config: Config, accessToken: string): Promise<{ sub: string | undefined }> {
  const url = new URL(config.GOOGLE_TOKENINFO_URL);
  url.searchParams.set('access_token', accessToken);
  let res: Response;
  try {
    res = await fetch(url, { headers: { accept: 'application/json' }, signal: AbortSignal.timeout(PROVIDER_TIMEOUT_MS) });
  } catch (err) {
    throw new SocialSignInError(`Google tokeninfo unreachable: ${(err as Error).message}`);
  }
  if (!res.ok) throw new SocialSignInError(`Google tokeninfo answered ${res.status}`);
  const info = (await res.json().catch(() => ({}))) as Record<string, unknown>;
  if (info.aud !== config.GOOGLE_CLIENT_ID && info.azp !== config.GOOGLE_CLIENT_ID) throw new SocialSignInError('Google token issued to another client');
  return { sub: text(info.sub) };
}

/** One key set per URL: jose caches Apple's keys and refetches on an unknown key id. */
const appleKeySets = new Map<string, ReturnType<typeof createRemoteJWKSet>>();

function appleKeys(url: string) {
  let set = appleKeySets.get(url);
  if (!set) {
    set = createRemoteJWKSet(new URL(url), { timeoutDuration: PROVIDER_TIMEOUT_MS });
    appleKeySets.set(url, set);
  }
  return set;
}

/** Apple: the identity token is a JWT signed by Apple, issued for our client id. */
export async function appleProfile(config: Config, identityToken: string, names: { name?: string | undefined; lastName?: string | undefined }): Promise<SocialProfile> {
  let payload: Record<string, unknown>;
  try {
    ({ payload } = await jwtVerify(identityToken, appleKeys(config.APPLE_JWKS_URL), {
      issuer: config.APPLE_ISSUER,
      audience: config.APPLE_CLIENT_ID!,
      algorithms: ['RS256', 'ES256'],
    }));
  } catch (err) {
    throw new SocialSignInError(`Apple identity token rejected: ${(err as Error).message}`);
  }
  const sub = text(payload.sub);
  if (!sub) throw new SocialSignInError('Apple identity token lacks sub');
  const email = text(payload.email);
  if (email && payload.email_verified !== undefined && !isTrue(payload.email_verified)) throw new SocialSignInError('Apple e-mail not verified');
  return { provider: 'apple', providerId: sub, email: email?.toLowerCase(), firstName: names.name, lastName: names.lastName };
}
