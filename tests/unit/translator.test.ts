import { describe, expect, it } from 'vitest';
import { createTranslator } from '../../src/i18n/translator.ts';

const i18n = {
  locale: 'ru' as const,
  messages: {
    ru: { common: { cart: { items_one: '{{count}} товар', items_few: '{{count}} товара', items_many: '{{count}} товаров' }, hello: 'Привет, {{name}}!' } },
    en: { common: { cart: { items_one: '{{count}} item', items_other: '{{count}} items' }, onlyEnglish: 'Only in English' }, auth: { title: 'Authorization' } },
  },
};

describe('translator', () => {
  const t = createTranslator(i18n, 'common');

  it('picks the plural form of the locale', () => {
    expect(t('cart.items', { count: 1 })).toBe('1 товар');
    expect(t('cart.items', { count: 3 })).toBe('3 товара');
    expect(t('cart.items', { count: 7 })).toBe('7 товаров');
  });

  it('interpolates and leaves unknown placeholders alone', () => {
    expect(t('hello', { name: 'Ана' })).toBe('Привет, Ана!');
    expect(t('hello')).toBe('Привет, {{name}}!');
  });

  it('falls back to English, then to the key', () => {
    expect(t('onlyEnglish')).toBe('Only in English');
    expect(t('missing.key')).toBe('missing.key');
  });

  it('switches namespace by prefix or option', () => {
    expect(t('auth:title')).toBe('Authorization');
    expect(t('title', { ns: 'auth' })).toBe('Authorization');
  });
});
