import type { TestApp } from '../../support/app.ts';

export { makeMember, startTestApp, type Member, type TestApp } from '../../support/app.ts';

/** Builds a multipart body from plain fields, as the web and phone clients send it. */
export function form(fields: Record<string, string | Blob | string[]>): FormData {
  const fd = new FormData();
  for (const [k, v] of Object.entries(fields)) {
    if (Array.isArray(v)) for (const item of v) fd.append(k, item);
    else fd.append(k, v);
  }
  return fd;
}

/** A fresh client address per call, so one test's per-IP rate limits never reach the next. */
export const randomIp = () => `10.${[0, 0, 0].map(() => Math.floor(Math.random() * 250) + 1).join('.')}`;

/** POST `path` as the edge worker forwards a visitor's form (edge secret, the visitor's IP). */
export const postViaEdge = (t: TestApp, path: string, body: unknown, opts: { token?: string; ip?: string } = {}) =>
  t.call('POST', path, {
    body,
    ...(opts.token ? { token: opts.token } : {}),
    headers: { 'x-edge-secret': t.config.EDGE_SECRET, 'x-forwarded-for': opts.ip ?? randomIp() },
  });

