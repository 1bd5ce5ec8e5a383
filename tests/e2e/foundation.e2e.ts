/**
 * Foundation scenario: account access through the auth modal with codes read from real mail, the consent prompt,
 * the language switch, the contact form's delivery, and home and a legal page laid out at 390 and 1440 px.
 * Run through `npm run test:e2e` (tests/e2e/run.ts provides the app, the browser and the mailbox).
 */
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { after, before, describe, test } from 'node:test';
import type { BrowserContext, Locator, Page } from 'playwright-core';
import { acceptConsent, e2e, hydrated, newPage, openPath, registerThroughDialog, signInThroughDialog, type E2EContext } from './context.ts';

const STEP = { timeout: 120_000 };
const stamp = Date.now().toString(36);
const user = {
  first: 'Erika',
  last: `Tester${stamp.slice(-4)}`,
  username: `e2e_${stamp}`,
  email: `e2e-${stamp}@example.com`,
  phone: '+15551234567',
  password: 'Correct-Horse-42',
  newPassword: 'Battery-Staple-77',
};
const fullName = `${user.first} ${user.last}`;
let ctx: E2EContext;

const loginButton = (page: Page) => page.getByRole('button', { name: 'Login here' });
const userChip = (page: Page) => page.getByRole('button', { name: fullName });
const dialog = (page: Page, name: string) => page.getByRole('dialog', { name, exact: true });

/** Fills the six OTP boxes one digit each (they auto-advance). */
async function enterCode(scope: Locator, code: string) {
  for (let i = 0; i < 6; i++) await scope.getByRole('textbox', { name: `Digit ${i + 1} of 6` }).fill(code[i]!);
}

async function expectSignedIn(page: Page) {
  await userChip(page).first().waitFor({ state: 'visible', timeout: 20_000 });
}

/** Signs out through the user menu of the top bar. */
async function signOut(page: Page) {
  await userChip(page).first().click();
  await page.getByRole('button', { name: 'Log out', exact: true }).click();
  await loginButton(page).waitFor({ state: 'visible', timeout: 20_000 });
}

const logIn = (page: Page, password: string, keep: boolean) => signInThroughDialog(page, { email: user.email, password, name: fullName }, keep);

describe('foundation', () => {
  let context: BrowserContext;
  let page: Page;

  before(async () => {
    ctx = await e2e();
    ({ context, page } = await newPage(ctx));
  });
  after(async () => {
    await context?.close();
    await ctx?.browser.close();
  });

  test('a visitor registers through the auth modal and verifies the mailed code', STEP, async () => {
    await openPath(ctx, page, '/');
    // Register → the code from the mail → signed in with the name in the top bar.
    await registerThroughDialog(ctx, page, user);
  });

  test('the user chip shows the name after a reload', STEP, async () => {
    await openPath(ctx, page, '/');
    await expectSignedIn(page);
  });

  test('signing out brings back "Login here"', STEP, async () => {
    await signOut(page);
    assert.equal(await userChip(page).count(), 0);
  });

  test('signing in with "Keep me logged in" survives a reload', STEP, async () => {
    const { context: fresh, page: p } = await newPage(ctx);
    try {
      await openPath(ctx, p, '/');
      await logIn(p, user.password, true);
      await p.reload({ waitUntil: 'domcontentloaded' });
      await hydrated(p);
      await expectSignedIn(p);
    } finally {
      await fresh.close();
    }
  });

  test('forgot password: mailed code, new password, signed in', STEP, async () => {
    const { context: fresh, page: p } = await newPage(ctx);
    try {
      await openPath(ctx, p, '/');
      await loginButton(p).click();
      const login = dialog(p, 'Authorization');
      await login.waitFor();
      await login.getByRole('button', { name: 'Forgot password?' }).or(login.getByRole('link', { name: 'Forgot password?' })).first().click();

      const forgot = dialog(p, 'Forgot Password');
      await forgot.waitFor();
      await forgot.getByLabel('Email', { exact: true }).fill(user.email);
      const since = Date.now() - 1000;
      await forgot.getByRole('button', { name: 'Send Code' }).click();

      const reset = dialog(p, 'Reset Password');
      await reset.waitFor({ timeout: 20_000 });
      const code = await ctx.mailbox.codeFor(user.email, since);
      await enterCode(reset, code);
      await reset.getByLabel('New password', { exact: true }).fill(user.newPassword);
      await reset.getByLabel('Confirm new password', { exact: true }).fill(user.newPassword);
      await reset.getByRole('button', { name: 'Reset Password', exact: true }).click();
      await expectSignedIn(p);
    } finally {
      await fresh.close();
    }
    // The new password is the one that works from now on.
    const { context: again, page: q } = await newPage(ctx);
    try {
      await openPath(ctx, q, '/');
      await logIn(q, user.newPassword, false);
    } finally {
      await again.close();
    }
  });

  test('the consent choice is remembered after a reload', STEP, async () => {
    const { context: fresh, page: p } = await newPage(ctx);
    try {
      await openPath(ctx, p, '/');
      const prompt = p.getByRole('dialog', { name: 'Your Privacy Matters' });
      await prompt.waitFor({ state: 'visible' });
      await prompt.getByRole('button', { name: 'Accept' }).click();
      await prompt.waitFor({ state: 'hidden' });
      await p.reload({ waitUntil: 'domcontentloaded' });
      await hydrated(p);
      await p.waitForTimeout(1000);
      assert.equal(await p.getByRole('dialog', { name: 'Your Privacy Matters' }).count(), 0, 'the prompt came back after Accept');
    } finally {
      await fresh.close();
    }
  });

  test('switching to German through the language dropdown sticks after a reload', STEP, async () => {
    const de = JSON.parse(readFileSync(resolve(import.meta.dirname, '../../src/i18n/locales/de/common.json'), 'utf8')) as { nav?: { login?: string } };
    const germanLogin = de.nav?.login;
    assert.ok(germanLogin && germanLogin !== 'Login here', 'the German locale translates "Login here"');
    const { context: fresh, page: p } = await newPage(ctx);
    try {
      await openPath(ctx, p, '/');
      await p.getByRole('button', { name: /^Language:/ }).click();
      // Choosing a language reloads the page rendered in it.
      await Promise.all([p.waitForEvent('load', { timeout: 20_000 }), p.getByRole('button', { name: 'Deutsch' }).click()]);
      await hydrated(p);
      assert.equal(await p.evaluate(() => document.documentElement.lang), 'de');
      await p.getByRole('button', { name: germanLogin }).waitFor({ state: 'visible' });
      await p.reload({ waitUntil: 'domcontentloaded' });
      await hydrated(p);
      assert.equal(await p.evaluate(() => document.documentElement.lang), 'de');
      await p.getByRole('button', { name: germanLogin }).waitFor({ state: 'visible' });
    } finally {
      await fresh.close();
    }
  });

  test('the contact form delivers a mail to the support inbox', STEP, async () => {
    const { context: fresh, page: p } = await newPage(ctx);
    try {
      await openPath(ctx, p, '/contact-us');
      const form = p.getByRole('region', { name: 'Send us a message' });
      await form.scrollIntoViewIfNeeded();
      await hydrated(p);
      const send = form.getByRole('button', { name: 'Send Message' });
      await send.click();
      await form.getByText('Name is required.').waitFor();
      const message = `Hello from the end-to-end test ${stamp}.`;
      await form.getByRole('textbox', { name: 'Name', exact: true }).fill('  Mail Tester  ');
      await form.getByRole('textbox', { name: 'Email', exact: true }).fill(`contact-${stamp}@example.com`);
      await form.getByRole('textbox', { name: 'Message', exact: true }).fill(message);
      const since = Date.now() - 1000;
      await send.click();
      await form.getByRole('status').filter({ hasText: 'Your message has been sent.' }).waitFor({ timeout: 20_000 });
      assert.equal(await form.getByRole('textbox', { name: 'Message', exact: true }).inputValue(), '', 'the form resets');
      const mail = await ctx.mailbox.waitFor((m) => m.to.includes(ctx.supportEmail) && m.text.includes(message), { since });
      assert.match(mail.replyTo, new RegExp(`contact-${stamp}@example\\.com`));
      assert.match(mail.text, /Mail Tester/);
    } finally {
      await fresh.close();
    }
  });

  test('home and a legal page fit 390 and 1440 px: no sideways scrolling, the right navigation for the width', STEP, async () => {
    for (const width of [390, 1440]) {
      const { context: fresh, page: p } = await newPage(ctx, { width, height: 900 });
      try {
        await openPath(ctx, p, '/');
        await acceptConsent(p);
        for (const [name, path, heading] of [['home', '/', 'Latest Shop Items'], ['privacy-policy', '/privacy-policy', 'Privacy Policy']] as const) {
          await openPath(ctx, p, path);
          await p.getByRole('heading', { name: heading }).first().waitFor({ state: 'visible' });
          const overflow = await p.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
          assert.ok(overflow <= 0, `${path} at ${width} px scrolls sideways by ${overflow} px`);
          // Below 1024 px the tab bar and the menu button navigate; from 1024 px the top bar's section links do.
          const tabBar = p.getByRole('navigation', { name: 'Quick navigation' });
          const sections = p.getByRole('navigation', { name: 'Sections' });
          assert.equal(await tabBar.isVisible(), width < 1024, `tab bar on ${path} at ${width} px`);
          assert.equal(await sections.isVisible(), width >= 1024, `section links on ${path} at ${width} px`);
          assert.equal(await p.getByRole('button', { name: 'Open menu' }).isVisible(), width < 1024, `menu button on ${path} at ${width} px`);
          await p.screenshot({ path: join(ctx.resultsDir, `${name}-${width}.png`), fullPage: false });
        }
      } finally {
        await fresh.close();
      }
    }
  });
});
