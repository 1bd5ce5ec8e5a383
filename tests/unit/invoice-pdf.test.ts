import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { getDocumentProxy } from 'unpdf';
import { expect, test } from 'vitest';
import { invoicePdf } from '../../src/islands/orders/invoice-pdf.ts';
import type { FontFile } from '../../src/islands/orders/invoice-font.ts';
import { buildInvoice, type InvoiceSource } from '../../src/lib/invoice.ts';
import { messagesFor } from '../../src/i18n/messages.ts';
import type { Locale } from '../../src/i18n/locales.ts';

/** A buyer per language, with what they typed at checkout, and a shop and items from other scripts. */
const BUYERS: Record<Locale, { name: string; lastName: string; address: string; city: string }> = {
  en: { name: 'Siobhán', lastName: "O'Connor", address: 'ul. Piotrkowska 104', city: 'Łódź' },
  fr: { name: 'Zoé', lastName: 'Lefèvre-Cœur', address: "12 rue de l'Église", city: 'Saint-Étienne' },
  zh: { name: '张伟', lastName: '', address: '朝阳区建国路88号', city: '北京市' },
  de: { name: 'Jürgen', lastName: 'Müller', address: 'Straße des 17. Juni 135', city: 'Köln' },
  ro: { name: 'Ștefan', lastName: 'Țurcanu', address: 'Strada Alexandru cel Bun 45', city: 'Chișinău' },
  ru: { name: 'Иван', lastName: 'Петров', address: 'ул. Тверская, д. 7', city: 'Москва' },
  es: { name: 'Begoña', lastName: 'Ñandú', address: 'Calle de Alcalá 42', city: 'Córdoba' },
};

function order(locale: Locale): InvoiceSource {
  const b = BUYERS[locale];
  return {
    master_order_number: 'MO-2026-0042',
    created_at: '2026-11-20T10:00:00Z',
    total_amount: '64.50',
    discount_amount: '4.50',
    customer: { name: b.name, last_name: b.lastName, email: 'buyer@example.com', phone: '+37360000000' },
    orders: [
      {
        id: 7,
        delivery_address: b.address,
        city: b.city,
        zip_code: 'MD-2012',
        delivery_amount: '5.00',
        shop: { name: 'Ёлка & Grün' },
        shipping: { name: 'Poștă' },
        details: [
          { ads_id: 1, quantity: 2, current_price: '12.25', ads: { name: 'Tasse „Łódź“' } },
          { ads_id: 2, quantity: 1, current_price: '35.00', ads: { name: '蓝牙耳机 Pro' } },
        ],
      },
    ],
  };
}

const root = process.cwd();
/** The same font files the browser fetches, read from the project; what each invoice read is kept. */
function disk(read: string[]) {
  return async (file: FontFile) => {
    read.push(file.path);
    const bytes = await readFile(join(root, file.path));
    return bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength);
  };
}

/** The text lines of the PDF as a reader's copy and paste gets them. */
async function printedLines(pdf: ArrayBuffer): Promise<string[]> {
  const doc = await getDocumentProxy(new Uint8Array(pdf));
  const page = await doc.getPage(1);
  const content = await page.getTextContent();
  return content.items.map((item) => ('str' in item ? item.str : '')).filter((s) => s.trim());
}

const date = (locale: Locale) => (iso: string) => new Intl.DateTimeFormat(locale, { dateStyle: 'long' }).format(new Date(iso));

test.each(Object.keys(BUYERS) as Locale[])('the %s invoice prints its labels in that language and names and addresses as typed', async (locale) => {
  const i18n = messagesFor(locale, ['orders']);
  const inv = buildInvoice(order(locale), date(locale));
  const read: string[] = [];
  const doc = await invoicePdf(inv, i18n, disk(read));
  const lines = await printedLines(doc.output('arraybuffer'));

  const label = (key: string) => (i18n.messages[locale]!.orders as { invoice: Record<string, string> }).invoice[key]!;
  const b = BUYERS[locale];
  expect(lines[0]).toBe(label('title'));
  expect(lines).toContain(`${label('date')}: ${inv.date}`);
  expect(lines).toContain(`${label('number')}: MO-2026-0042`);
  expect(lines).toEqual(expect.arrayContaining([label('billTo'), label('shipTo'), label('item'), label('qty'), label('grandTotal'), label('thanks')]));
  expect(lines).toContain([b.name, b.lastName].filter(Boolean).join(' '));
  expect(lines).toContain(`${b.address}, MD-2012, ${b.city}`);
  expect(lines).toContain(`Ёлка & Grün - ${label('order').replace('{{id}}', '7')} (Poștă)`);
  expect(lines).toEqual(expect.arrayContaining(['Tasse „Łódź“', '蓝牙耳机 Pro', '$24.50', '$35.00', '$60.00']));
  const grand = lines.indexOf(label('grandTotal'));
  expect(lines[grand + 1]).toBe('$60.00');
  // Only the font files holding these characters were read, each once, never the whole Chinese font.
  expect(new Set(read).size).toBe(read.length);
  expect(read.every((path) => /noto-sans(-sc)?-[\w-]+-400-normal\.woff$/.test(path) && !path.includes('chinese-simplified'))).toBe(true);
});

test('a character no Noto font has prints as a replacement mark, and the rest of its line still prints', async () => {
  const source = order('en');
  source.customer = { name: 'Amira', last_name: 'أحمد 🙂 Khan', email: 'amira@example.com' };
  const lines = await printedLines((await invoicePdf(buildInvoice(source, () => '20.11.2026'), messagesFor('en', ['orders']), disk([]))).output('arraybuffer'));
  expect(lines).toContain('Amira \uFFFD\uFFFD\uFFFD\uFFFD \uFFFD Khan');
});

test('a Latin or Cyrillic invoice fetches no Chinese font file; a Chinese one fetches only some of them', async () => {
  const files = async (locale: Locale, source: InvoiceSource) => {
    const read: string[] = [];
    await invoicePdf(buildInvoice(source, () => '20.11.2026'), messagesFor(locale, ['orders']), disk(read));
    return read;
  };
  const plain = (locale: Locale): InvoiceSource => {
    const source = order(locale);
    source.orders![0]!.details = [{ ads_id: 1, quantity: 1, current_price: '9.99', ads: { name: 'Lampe' } }];
    source.orders![0]!.shop = { name: 'Atelier' };
    return source;
  };
  for (const locale of ['ro', 'ru', 'de'] as const) expect((await files(locale, plain(locale))).filter((p) => p.includes('noto-sans-sc'))).toEqual([]);
  const chinese = (await files('zh', plain('zh'))).filter((p) => p.includes('noto-sans-sc'));
  expect(chinese.length).toBeGreaterThan(0);
  expect(chinese.length).toBeLessThan(20);
});
