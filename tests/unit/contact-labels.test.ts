import { describe, expect, it } from 'vitest';
import { complaintLabels } from '../../src/lib/contact-labels.ts';
import { createTranslator } from '../../src/i18n/translator.ts';
import { messagesFor } from '../../src/i18n/messages.ts';
import { LOCALES } from '../../src/i18n/locales.ts';

const echo = (key: string) => `«${key}»`;

describe('contact dialog labels', () => {
  it("titles the 'sent' dialog with the complaint title unless the page names another key", () => {
    expect(complaintLabels(echo, 'shop.').sentTitle).toBe('«shop.complainTitle»');
    expect(complaintLabels(echo, 'seller.', 'complaintSentTitle').sentTitle).toBe('«seller.complaintSentTitle»');
    expect(complaintLabels(echo, 'actions.').topicsFailed).toBe('«actions.topicsFailed»');
  });
  it('finds every word in each page namespace, in all seven languages', () => {
    for (const { code } of LOCALES) {
      const missing: string[] = [];
      const check = (ns: 'ads' | 'account' | 'shop', labels: Record<string, string | ((err: unknown) => string)>) => {
        for (const [name, value] of Object.entries(labels)) {
          const text = typeof value === 'function' ? value(new Error('offline')) : value;
          if (!text || /^\w+\.\w+$/.test(text)) missing.push(`${ns}:${name}=${text}`);
        }
      };
      const ads = createTranslator(messagesFor(code, ['ads']), 'ads');
      const account = createTranslator(messagesFor(code, ['account']), 'account');
      const shop = createTranslator(messagesFor(code, ['shop']), 'shop');
      check('ads', complaintLabels(ads, 'actions.'));
      check('account', complaintLabels(account, 'seller.', 'complaintSentTitle'));
      check('shop', complaintLabels(shop, 'shop.'));
      expect(missing, code).toEqual([]);
    }
  });
});
