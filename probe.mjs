import { chromium } from 'playwright-core';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'] });
const base = 'http://localhost:4321';
const fd = new FormData(); fd.append('email', 'alice@example.com'); fd.append('password', 'Demo1234!');
const login = await (await fetch(base + '/api/v1/auth/login', { method: 'POST', body: fd })).json();
for (const [w, lang] of [[1440, 'en'], [390, 'de']]) {
  const ctx = await browser.newContext({ viewport: { width: w, height: 900 } });
  await ctx.addCookies([{ name: 'userLanguage', value: lang, url: base }]);
  await ctx.addInitScript(([d, lang]) => { localStorage.setItem('authToken', d.token); localStorage.setItem('session', JSON.stringify({ user: d, isAuthenticated: true })); localStorage.setItem('analyticsConsent', 'true'); localStorage.setItem('userLanguage', lang); }, [login.data, lang]);
  const page = await ctx.newPage();
  await page.goto(base + '/user-account');
  await page.waitForTimeout(2500);
  const el = page.locator('fieldset.ua-block').first();
  await el.scrollIntoViewIfNeeded();
  await el.screenshot({ path: `/tmp/settings-${w}.png` });
  await ctx.close();
}
await browser.close();
