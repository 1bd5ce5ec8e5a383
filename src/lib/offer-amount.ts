import { formatCents, parseCents } from '../../common/money.ts';
import { amountRefusal, type AmountRefusal, type OfferRole } from '../../common/offer-states.ts';

export type OfferAmountProblem = 'required' | 'invalid' | AmountRefusal;

/**
 * What is wrong with an amount typed into an offer or counter field, by the same rules the origin applies
 * (common/offer-states.ts), or the amount as the API's decimal string. Up to two decimals; '120' and '120,5' are
 * read as 120.00 and 120.50.
 */
export function readOfferAmount(text: string, listedPrice: string, counter?: { role: OfferRole; current: string }): { problem: OfferAmountProblem } | { amount: string } {
  const typed = text.trim().replace(',', '.');
  if (!typed) return { problem: 'required' };
  if (!/^\d{1,10}(\.\d{1,2})?$/.test(typed)) return { problem: 'invalid' };
  const cents = parseCents(typed)!;
  const problem = amountRefusal(cents, parseCents(listedPrice) ?? 0, counter && { role: counter.role, currentCents: parseCents(counter.current) ?? 0 });
  return problem ? { problem } : { amount: formatCents(cents) };
}
