import { expect, test } from 'vitest';
import { addressLine, buildInvoice, invoiceFileName, type InvoiceSource } from '../../src/lib/invoice.ts';

test('the file name is Invoice-{order number}.pdf and never carries path characters', () => {
  expect(invoiceFileName('MO-2026-0001')).toBe('Invoice-MO-2026-0001.pdf');
  expect(invoiceFileName('a/b\\c"d')).toBe('Invoice-a_b_c_d.pdf');
});

const order: InvoiceSource = {
  master_order_number: 'MO-42',
  created_at: '2026-11-20T10:00:00Z',
  total_amount: '75.30',
  discount_amount: '5.00',
  customer: { name: 'Alice', last_name: 'Smith', email: 'alice@example.com', phone: '+37360000000' },
  orders: [
    {
      id: 7,
      street: '1 Main St',
      delivery_address: 'Chisinau, Moldova',
      city: 'Chisinau',
      zip_code: 'MD-2001',
      shop: { name: 'Tech Corner' },
      shipping: { name: 'Express' },
      details: [
        { ads_id: 1, quantity: 3, current_price: '0.10', ads: { name: 'Cable' } },
        { ads_id: 2, quantity: 2, current_price: '30.00', ads: { name: 'Mouse' } },
      ],
    },
    { id: 8, shop: { name: 'Book Nook' }, details: [{ ads_id: 3, quantity: 1, current_price: '9.99', ads: null }] },
  ],
};

test('lines, shop subtotals and totals: grand total = total − discount, delivery = total − lines', () => {
  const inv = buildInvoice(order, (iso) => iso.slice(0, 10));
  expect(inv.number).toBe('MO-42');
  expect(inv.date).toBe('2026-11-20');
  expect(inv.fileName).toBe('Invoice-MO-42.pdf');
  expect(inv.customer).toEqual({ name: 'Alice Smith', email: 'alice@example.com', phone: '+37360000000' });
  expect(inv.address).toBe('Chisinau, Moldova, 1 Main St, MD-2001');
  expect(inv.shops).toHaveLength(2);
  expect(inv.shops[0]).toEqual({
    orderId: 7,
    shop: 'Tech Corner',
    shipping: 'Express',
    lines: [
      { name: 'Cable', quantity: 3, unit: '0.10', total: '0.30' },
      { name: 'Mouse', quantity: 2, unit: '30.00', total: '60.00' },
    ],
    subtotal: '60.30',
  });
  expect(inv.shops[1]!.lines[0]).toEqual({ name: '#3', quantity: 1, unit: '9.99', total: '9.99' });
  expect(inv.itemsTotal).toBe('70.29');
  expect(inv.delivery).toBe('5.01');
  expect(inv.total).toBe('75.30');
  expect(inv.discount).toBe('5.00');
  expect(inv.grandTotal).toBe('70.30');
});

test('an order without discount or lines still totals', () => {
  const inv = buildInvoice({ master_order_number: 'X', created_at: '', total_amount: 10, orders: [] }, () => '');
  expect(inv.discount).toBe('0.00');
  expect(inv.grandTotal).toBe('10.00');
  expect(inv.shops).toEqual([]);
  expect(inv.address).toBe('');
});

test('the address line says each part once', () => {
  expect(addressLine({ delivery_address: 'Strada Alexandru cel Bun 45, Chișinău, Moldova', street: 'Strada Alexandru cel Bun 45', city: 'Chișinău', zip_code: 'MD-2012' })).toBe(
    'Strada Alexandru cel Bun 45, Chișinău, Moldova, MD-2012',
  );
  expect(addressLine({ delivery_address: '', street: '1 Main St', city: 'Leeds', zip_code: null })).toBe('1 Main St, Leeds');
  expect(addressLine({})).toBe('');
});
