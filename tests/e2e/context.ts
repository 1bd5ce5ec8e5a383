import { chromium, type Browser } from 'playwright-core';
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
