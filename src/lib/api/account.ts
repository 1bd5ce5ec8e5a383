/**
 * The account area's calls (spec 001 §7 'Seller, account and reviews', issue 13): profile, password, 'Show My Ads',
 * e-mail settings, signed-in devices, 'Download my data' and deleting the account. One function per call.
 */
import { apiCall, getToken, type ApiSchema } from './client.ts';
import { upload, uploadError, succeeded } from './upload.ts';

export type AccountSession = ApiSchema<'AccountSession'>;
export type NotificationSettings = ApiSchema<'NotificationSettings'>;
export type ProfileUser = ApiSchema<'User'>;

export type ProfileInput = { name: string; last_name: string; user_name: string; gender: string; phone: string; location: string };

/** POST /auth/update-profile as multipart with upload progress (the avatar travels with it when one was chosen). */
export async function updateProfile(input: ProfileInput, avatar: File | null, onProgress: (pct: number) => void): Promise<ProfileUser> {
  const body = new FormData();
  for (const [k, v] of Object.entries(input)) body.append(k, v);
  if (avatar) body.append('avatar', avatar);
  const result = await upload('POST /auth/update-profile', {}, body, onProgress);
  if (!succeeded(result)) throw uploadError(result);
  return result.answer.data as ProfileUser;
}

export async function changePassword(input: { current_password: string; new_password: string; new_password_confirmation: string }): Promise<void> {
  await apiCall('POST /auth/change-password', { body: input });
}

/** 'Show My Ads': '1' shows the member's ads in every public list, '0' hides them. */
export async function setAdsVisibility(show: boolean): Promise<'1' | '0'> {
  return (await apiCall('POST /auth/user/toggle-ads-visibility', { body: { show_my_ads: show ? '1' : '0' } })).data.show_my_ads;
}

export async function notificationSettings(): Promise<NotificationSettings> {
  return (await apiCall('GET /notification-settings')).data;
}

export async function changeNotificationSettings(change: Partial<Record<keyof NotificationSettings, boolean>>): Promise<NotificationSettings> {
  const body = Object.fromEntries(Object.entries(change).map(([k, v]) => [k, v ? '1' : '0']));
  return (await apiCall('PATCH /notification-settings', { body })).data;
}

export async function sessions(): Promise<AccountSession[]> {
  return (await apiCall('GET /account/sessions')).data;
}

export async function endSession(id: number): Promise<void> {
  await apiCall('DELETE /account/sessions/{id}', { params: { id } });
}

export async function signOutEverywhere(): Promise<void> {
  await apiCall('POST /account/sessions/sign-out-everywhere');
}

/** GET /account/export, saved as the JSON file the server names (Content-Disposition). */
export async function downloadMyData(): Promise<void> {
  const res = await fetch('/api/v1/account/export', { headers: { accept: 'application/json', authorization: `Bearer ${getToken() ?? ''}` } });
  if (!res.ok) {
    // The envelope's failure, thrown the way every other call throws it.
    await apiCall('GET /account/export');
    return;
  }
  const name = /filename="([^"]+)"/.exec(res.headers.get('content-disposition') ?? '')?.[1] ?? 'my-data.json';
  const url = URL.createObjectURL(await res.blob());
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

export async function deleteAccount(password: string): Promise<void> {
  await apiCall('POST /account/delete', { body: password ? { password } : {} });
}
