import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { MailboxClient } from './mailbox.ts';

/**
 * What tests/e2e/run.ts prepares once and every scenario file shares: the running app, one Chromium (reached
 * through its Playwright server endpoint) and the mailbox of the local SMTP server. Handed over in E2E_* variables
 * because node:test runs each file in its own process.
 */
export type E2EContext = {
  baseUrl: string;
  browser: Browser;
  mailbox: MailboxClient;
  /** The support inbox the contact form delivers to (server config SUPPORT_EMAIL). */
  supportEmail: string;
  /** Screenshots go here (gitignored). */
  resultsDir: string;
};

export const E2E_ENV = {
  baseUrl: 'E2E_BASE_URL',
  browserWs: 'E2E_BROWSER_WS',
  mailboxUrl: 'E2E_MAILBOX_URL',
  supportEmail: 'E2E_SUPPORT_EMAIL',
  resultsDir: 'E2E_RESULTS_DIR',
  /** The local SMTP server the app mails to (for mail a scenario sends as an operator would). */
  smtpUrl: 'E2E_SMTP_URL',
  /** The origin API the app's edge worker calls, and the secret between them (for a second edge worker). */
  originUrl: 'E2E_ORIGIN_URL',
  edgeSecret: 'E2E_EDGE_SECRET',
  /** The app's PostgreSQL database, only when run.ts was given E2E_DATABASE_URL. */
  databaseUrl: 'E2E_APP_DATABASE_URL',
} as const;

let current: Promise<E2EContext> | undefined;

export function e2e(): Promise<E2EContext> {
  current ??= (async () => {
    const env = (name: string) => {
      const value = process.env[name];
      if (!value) throw new Error(`${name} is not set: run the end-to-end tests with \`npm run test:e2e\` (tests/e2e/run.ts), which starts the app and the browser.`);
      return value;
    };
    return {
      baseUrl: env(E2E_ENV.baseUrl),
      browser: await chromium.connect(env(E2E_ENV.browserWs)),
      mailbox: new MailboxClient(env(E2E_ENV.mailboxUrl)),
      supportEmail: env(E2E_ENV.supportEmail),
      resultsDir: env(E2E_ENV.resultsDir),
    };
  })();
  return current;
}

/** A fresh browser context (own cookies and storage) with one page; page errors are echoed to the test log. */
export async function newPage(ctx: E2EContext, viewport = { width: 1280, height: 900 }): Promise<{ context: BrowserContext; page: Page }> {
  const context = await ctx.browser.newContext({ viewport, locale: 'en-US' });
  context.setDefaultTimeout(15_000);
  const page = await context.newPage();
  page.on('pageerror', (err) => console.error(`  [page error] ${err.message}`));
  return { context, page };
}

/** Islands that hydrate on load or idle have hydrated (Astro drops their ssr attribute). */
export async function hydrated(page: Page) {
  await page.waitForFunction(
    () => [...document.querySelectorAll('astro-island')].every((i) => !i.hasAttribute('ssr') || !['load', 'idle'].includes(i.getAttribute('client') ?? '')),
    undefined,
    { timeout: 20_000 },
  );
}

/** Opens a path of the app and waits for its islands. */
export async function openPath(ctx: E2EContext, page: Page, path: string) {
  await page.goto(new URL(path, ctx.baseUrl).toString(), { waitUntil: 'domcontentloaded' });
  await hydrated(page);
}

export type NewUser = { first: string; last: string; username: string; email: string; phone: string; password: string };

/** A user nobody registered yet; `tag` keeps the users of different files apart. */
export function freshUser(tag: string): NewUser {
  const stamp = `${Date.now().toString(36)}${Math.floor(Math.random() * 1296).toString(36)}`;
  return { first: 'Erika', last: `${tag}${stamp.slice(-4)}`, username: `${tag}_${stamp}`.toLowerCase(), email: `${tag}-${stamp}@example.com`.toLowerCase(), phone: '+15551234567', password: 'Correct-Horse-42' };
}

/**
 * Registers `user` through the auth modal ('Login here' → Register → the code mailed to the local SMTP server) and
 * waits until the top bar shows the user's name.
 */
export async function registerThroughDialog(ctx: E2EContext, page: Page, user: NewUser) {
  await page.getByRole('button', { name: 'Login here' }).click();
  const login = page.getByRole('dialog', { name: 'Authorization', exact: true });
  await login.waitFor();
  await login.getByRole('button', { name: 'Register', exact: true }).or(login.getByRole('link', { name: 'Register', exact: true })).first().click();
  const register = page.getByRole('dialog', { name: 'Register', exact: true });
  await register.waitFor();
  await register.getByLabel('First name', { exact: true }).fill(user.first);
  await register.getByLabel('Last name', { exact: true }).fill(user.last);
  await register.getByLabel('Username', { exact: true }).fill(user.username);
  await register.getByLabel('Email', { exact: true }).fill(user.email);
  await register.getByLabel('Phone', { exact: true }).fill(user.phone);
  await register.getByLabel('Password', { exact: true }).fill(user.password);
  await register.getByLabel('Confirm password', { exact: true }).fill(user.password);
  await register.getByRole('checkbox').check();
  const since = Date.now() - 1000;
  await register.getByRole('button', { name: 'Register', exact: true }).click();
  const otp = page.getByRole('dialog', { name: 'Enter OTP', exact: true });
  await otp.waitFor({ timeout: 20_000 });
  const code = await ctx.mailbox.codeFor(user.email, since);
  for (let i = 0; i < 6; i++) await otp.getByRole('textbox', { name: `Digit ${i + 1} of 6` }).fill(code[i]!);
  // The form submits itself after the sixth digit; the button is only a fallback.
  await otp
    .getByRole('button', { name: 'Verify', exact: true })
    .click({ timeout: 3_000 })
    .catch(() => undefined);
  await page.getByRole('button', { name: `${user.first} ${user.last}` }).first().waitFor({ state: 'visible', timeout: 20_000 });
}

/**
 * Signs in through the auth modal ('Login here' → email and password) and waits until the top bar shows `name`.
 * `keep` ticks 'Keep me logged in'.
 */
export async function signInThroughDialog(page: Page, user: { email: string; password: string; name: string }, keep = false) {
  await page.getByRole('button', { name: 'Login here' }).click();
  const login = page.getByRole('dialog', { name: 'Authorization', exact: true });
  await login.waitFor();
  await login.getByLabel('Email', { exact: true }).fill(user.email);
  await login.getByLabel('Password', { exact: true }).fill(user.password);
  if (keep) await login.getByRole('checkbox', { name: 'Keep me logged in' }).check();
  await login.getByRole('button', { name: 'Log In', exact: true }).click();
  await page.getByRole('button', { name: user.name }).first().waitFor({ state: 'visible', timeout: 20_000 });
}

/** The signed-in page's API token (the session keeps it in local storage). */
export async function sessionToken(page: Page): Promise<string> {
  const token = await page.evaluate(() => localStorage.getItem('authToken'));
  if (!token) throw new Error('no session token in local storage: the page is not signed in');
  return token;
}

/** GET of an API path (below /api/v1) as `token`'s user or anonymously; the answer must be 200; returns its data. */
export async function apiData<T>(ctx: E2EContext, path: string, token?: string): Promise<T> {
  const res = await fetch(new URL(`/api/v1${path}`, ctx.baseUrl), { headers: { accept: 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) } });
  if (res.status !== 200) throw new Error(`GET ${path} answered ${res.status}: ${(await res.text()).slice(0, 300)}`);
  return ((await res.json()) as { data: T }).data;
}

/** Accepts the consent prompt of a fresh context so it covers nothing later. */
export async function acceptConsent(page: Page) {
  const prompt = page.getByRole('dialog', { name: 'Your Privacy Matters' });
  await prompt.getByRole('button', { name: 'Accept' }).click();
  await prompt.waitFor({ state: 'hidden' });
}
