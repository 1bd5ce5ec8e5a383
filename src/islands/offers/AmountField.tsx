import { useId } from 'react';
import { formatPrice } from '../../../common/price.ts';
import type { Translate } from '../../i18n/translator.ts';
import { readOfferAmount, type OfferAmountProblem } from '../../lib/offer-amount.ts';
import type { OfferRole } from '../../../common/offer-states.ts';

export type AmountRules = { listedPrice: string; currency: string; counter?: { role: OfferRole; current: string } };

/** The amount typed, checked by the origin's rules: the API's decimal string, or the problem in the reader's words. */
export function checkAmount(text: string, rules: AmountRules, t: Translate): { amount: string; error?: undefined } | { error: string } {
  const read = readOfferAmount(text, rules.listedPrice, rules.counter);
  if ('amount' in read) return { amount: read.amount };
  return { error: problemText(read.problem, rules, t) };
}

function problemText(problem: OfferAmountProblem, rules: AmountRules, t: Translate) {
  return t(`amount.${problem}`, { price: formatPrice(rules.listedPrice, rules.currency), amount: formatPrice(rules.counter?.current, rules.currency) });
}

/** An amount in the ad's currency, with its error under it (shown once the member tried to send). */
export function AmountField({ label, value, onChange, error, autoFocus }: { label: string; value: string; onChange: (v: string) => void; error?: string | undefined; autoFocus?: boolean }) {
  const id = useId();
  return (
    <div className="offer-field">
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        inputMode="decimal"
        autoComplete="off"
        value={value}
        onChange={(e) => onChange(e.target.value)}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-err` : undefined}
        autoFocus={autoFocus}
      />
      {error && (
        <p id={`${id}-err`} className="offer-error" role="alert">
          {error}
        </p>
      )}
    </div>
  );
}
