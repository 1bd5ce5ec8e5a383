import { jsPDF } from 'jspdf';
import type { Invoice } from '../../lib/invoice.ts';
import { createTranslator, type I18nProps } from '../../i18n/translator.ts';

/** The built-in PDF fonts print Latin-1 only; a text outside it falls back to English rather than printing garbage. */
const printable = (s: string) => [...s].every((c) => c.codePointAt(0)! <= 0xff);
/** Names and addresses keep their letters without the accents the font lacks (Chișinău → Chisinau). */
const latin = (s: string) =>
  [...s]
    .map((c) => {
      if (c.codePointAt(0)! <= 0xff) return c;
      const base = c.normalize('NFD').replace(/[\u0300-\u036f]/g, '');
      return printable(base) ? base : '?';
    })
    .join('');

/** Draws the invoice on A4 (spec 002 §7: client-side PDF, 2 decimals) and saves it as Invoice-{number}.pdf. */
export async function saveInvoicePdf(inv: Invoice, i18n: I18nProps): Promise<void> {
  const local = createTranslator(i18n, 'orders');
  const english = createTranslator({ locale: 'en', messages: i18n.messages }, 'orders');
  const tr = (key: string, opts?: Record<string, unknown>) => {
    const s = local(key, opts);
    return printable(s) ? s : english(key, opts);
  };
  const doc = new jsPDF({ unit: 'mm', format: 'a4' });
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

  doc.setFont('helvetica', 'bold').setFontSize(22).text(tr('invoice.title'), left, y);
  doc.setFont('helvetica', 'normal').setFontSize(10);
  doc.text(`${tr('invoice.number')}: ${latin(inv.number)}`, right, y - 6, { align: 'right' });
  doc.text(`${tr('invoice.date')}: ${latin(inv.date)}`, right, y, { align: 'right' });
  y += 8;
  doc.text('RM Marketplace', left, y);
  y += 10;

  doc.setFont('helvetica', 'bold').text(tr('invoice.billTo'), left, y);
  doc.text(tr('invoice.shipTo'), 110, y);
  doc.setFont('helvetica', 'normal');
  const bill = [inv.customer.name, inv.customer.email, inv.customer.phone].filter(Boolean).map(latin);
  const ship = doc.splitTextToSize(latin(inv.address), 85) as string[];
  bill.forEach((line, i) => doc.text(line, left, y + 5 + i * 5));
  ship.forEach((line, i) => doc.text(line, 110, y + 5 + i * 5));
  y += 8 + Math.max(bill.length, ship.length) * 5;

  const cols = { item: left, qty: 125, unit: 160, amount: right };
  for (const shop of inv.shops) {
    ensure(30);
    y += 4;
    doc.setFont('helvetica', 'bold').setFontSize(11);
    doc.text(`${latin(shop.shop)} - ${tr('invoice.order', { id: shop.orderId })}${shop.shipping ? ` (${latin(shop.shipping)})` : ''}`, left, y);
    y += 6;
    doc.setFontSize(9).setFillColor(240, 240, 240).rect(left, y - 4, right - left, 6, 'F');
    doc.text(tr('invoice.item'), cols.item + 1, y);
    doc.text(tr('invoice.qty'), cols.qty, y, { align: 'right' });
    doc.text(tr('invoice.unit'), cols.unit, y, { align: 'right' });
    doc.text(tr('invoice.amount'), cols.amount - 1, y, { align: 'right' });
    y += 6;
    doc.setFont('helvetica', 'normal');
    for (const line of shop.lines) {
      const name = doc.splitTextToSize(latin(line.name), 95) as string[];
      ensure(name.length * 4.5 + 2);
      doc.text(name, cols.item + 1, y);
      doc.text(String(line.quantity), cols.qty, y, { align: 'right' });
      doc.text(money(line.unit), cols.unit, y, { align: 'right' });
      doc.text(money(line.total), cols.amount - 1, y, { align: 'right' });
      y += name.length * 4.5 + 1.5;
    }
    doc.setDrawColor(200).line(left, y - 2, right, y - 2);
    y += 3;
    doc.text(`${tr('invoice.subtotal')}: ${money(shop.subtotal)}`, cols.amount - 1, y, { align: 'right' });
    y += 4;
  }

  ensure(40);
  y += 6;
  const totals: [string, string, boolean][] = [
    [tr('invoice.items'), money(inv.itemsTotal), false],
    [tr('invoice.delivery'), money(inv.delivery), false],
    [tr('invoice.total'), money(inv.total), false],
    [tr('invoice.discount'), inv.discount === '0.00' ? money(inv.discount) : `-${money(inv.discount)}`, false],
    [tr('invoice.grandTotal'), money(inv.grandTotal), true],
  ];
  doc.setFontSize(10);
  for (const [label, value, strong] of totals) {
    doc.setFont('helvetica', strong ? 'bold' : 'normal').setFontSize(strong ? 12 : 10);
    doc.text(label, 140, y, { align: 'right' });
    doc.text(value, cols.amount - 1, y, { align: 'right' });
    y += strong ? 7 : 5.5;
  }
  ensure(12);
  y += 8;
  doc.setFont('helvetica', 'normal').setFontSize(9).text(tr('invoice.thanks'), left, y);
  doc.save(inv.fileName);
}
