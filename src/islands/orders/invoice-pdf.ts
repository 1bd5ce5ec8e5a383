import { jsPDF } from 'jspdf';
import type { Invoice } from '../../lib/invoice.ts';
import { createTranslator, type I18nProps } from '../../i18n/translator.ts';
import { invoiceFont, type LoadFontFile } from './invoice-font.ts';

const FONT = 'InvoiceNoto';
const SELLER = 'RM Marketplace';
/** What the layout adds around labels and fields: the money sign, the discount's minus, parentheses, colons. */
const LAYOUT_CHARS = '$-(): ';
const LABELS = ['title', 'number', 'date', 'billTo', 'shipTo', 'item', 'qty', 'unit', 'amount', 'subtotal', 'items', 'delivery', 'total', 'discount', 'grandTotal', 'thanks'] as const;

/** jsPDF reads a font from its virtual file system as a binary string. */
function binaryString(bytes: Uint8Array): string {
  let out = '';
  for (let i = 0; i < bytes.length; i += 0x8000) out += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  return out;
}

/**
 * Draws the invoice on A4 (spec 002 §7: client-side PDF, 2 decimals) in the reader's language, with every name and
 * address as typed (decision 42). `loadFont` reads a font file; the browser fetches it from the site.
 */
export async function invoicePdf(inv: Invoice, i18n: I18nProps, loadFont?: LoadFontFile): Promise<jsPDF> {
  const t = createTranslator(i18n, 'orders');
  const label = Object.fromEntries(LABELS.map((key) => [key, t(`invoice.${key}`)])) as Record<(typeof LABELS)[number], string>;
  const orderLabel = (id: number) => t('invoice.order', { id });
  // Every character the invoice prints (jsPDF cuts a line short at one its font lacks): labels, fields, layout.
  const { ttf, printable } = await invoiceFont([...Object.values(label), orderLabel(0), SELLER, LAYOUT_CHARS, JSON.stringify(inv)].join(''), loadFont);

  const doc = new jsPDF({ unit: 'mm', format: 'a4' });
  doc.addFileToVFS(`${FONT}.ttf`, binaryString(new Uint8Array(ttf)));
  doc.addFont(`${FONT}.ttf`, FONT, 'normal');
  doc.setFont(FONT, 'normal');
  /** One weight is fetched; bold text also strokes its outlines, a line as thick as 3.5% of the font size. */
  const write = (text: string | string[], x: number, y: number, opts: { right?: boolean; bold?: boolean } = {}) => {
    if (opts.bold) doc.setDrawColor(0).setLineWidth((doc.getFontSize() * 0.035) / doc.internal.scaleFactor);
    doc.text(Array.isArray(text) ? text.map(printable) : printable(text), x, y, { align: opts.right ? 'right' : 'left', renderingMode: opts.bold ? 'fillThenStroke' : 'fill' });
  };

  /** Lines of at most `width` mm. */
  const fit = (text: string, width: number) => doc.splitTextToSize(printable(text), width) as string[];

  const left = 15;
  const right = 195;
  const bottom = 280;
  let y = 20;
  const ensure = (space: number) => {
    if (y + space > bottom) {
      doc.addPage();
      y = 20;
    }
  };
  const money = (v: string) => `$${v}`;

  doc.setFontSize(22);
  write(label.title, left, y, { bold: true });
  doc.setFontSize(10);
  write(`${label.number}: ${inv.number}`, right, y - 6, { right: true });
  write(`${label.date}: ${inv.date}`, right, y, { right: true });
  y += 8;
  write(SELLER, left, y);
  y += 10;

  write(label.billTo, left, y, { bold: true });
  write(label.shipTo, 110, y, { bold: true });
  const bill = [inv.customer.name, inv.customer.email, inv.customer.phone].filter(Boolean);
  const ship = fit(inv.address, 85);
  bill.forEach((line, i) => write(line, left, y + 5 + i * 5));
  ship.forEach((line, i) => write(line, 110, y + 5 + i * 5));
  y += 8 + Math.max(bill.length, ship.length) * 5;

  const cols = { item: left, qty: 125, unit: 160, amount: right };
  for (const shop of inv.shops) {
    ensure(30);
    y += 4;
    doc.setFontSize(11);
    write(`${shop.shop} - ${orderLabel(shop.orderId)}${shop.shipping ? ` (${shop.shipping})` : ''}`, left, y, { bold: true });
    y += 6;
    doc.setFontSize(9).setFillColor(240, 240, 240).rect(left, y - 4, right - left, 6, 'F');
    write(label.item, cols.item + 1, y, { bold: true });
    write(label.qty, cols.qty, y, { right: true, bold: true });
    write(label.unit, cols.unit, y, { right: true, bold: true });
    write(label.amount, cols.amount - 1, y, { right: true, bold: true });
    y += 6;
    for (const line of shop.lines) {
      const name = fit(line.name, 95);
      ensure(name.length * 4.5 + 2);
      write(name, cols.item + 1, y);
      write(String(line.quantity), cols.qty, y, { right: true });
      write(money(line.unit), cols.unit, y, { right: true });
      write(money(line.total), cols.amount - 1, y, { right: true });
      y += name.length * 4.5 + 1.5;
    }
    doc.setDrawColor(200).setLineWidth(0.2).line(left, y - 2, right, y - 2);
    y += 3;
    write(`${label.subtotal}: ${money(shop.subtotal)}`, cols.amount - 1, y, { right: true });
    y += 4;
  }

  ensure(40);
  y += 6;
  const totals: [string, string, boolean][] = [
    [label.items, money(inv.itemsTotal), false],
    [label.delivery, money(inv.delivery), false],
    [label.total, money(inv.total), false],
    [label.discount, inv.discount === '0.00' ? money(inv.discount) : `-${money(inv.discount)}`, false],
    [label.grandTotal, money(inv.grandTotal), true],
  ];
  for (const [text, value, strong] of totals) {
    doc.setFontSize(strong ? 12 : 10);
    write(text, 140, y, { right: true, bold: strong });
    write(value, cols.amount - 1, y, { right: true, bold: strong });
    y += strong ? 7 : 5.5;
  }
  ensure(12);
  y += 8;
  doc.setFontSize(9);
  write(label.thanks, left, y);
  return doc;
}

/** Makes the invoice and saves it as Invoice-{number}.pdf. */
export async function saveInvoicePdf(inv: Invoice, i18n: I18nProps): Promise<void> {
  (await invoicePdf(inv, i18n)).save(inv.fileName);
}
