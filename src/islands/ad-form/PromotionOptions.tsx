import { useId } from 'react';
import type { Translate } from '../../i18n/translator.ts';
import type { PromotionOption } from './data.ts';
import './ad-form.css';

type Props = {
  t: Translate;
  locale: string;
  options: PromotionOption[] | null;
  error: boolean;
  value: number | null;
  onPick: (option: PromotionOption) => void;
  /** Edit: the ad's current level (is_sponsored); options up to it are already bought. */
  currentLevel?: number;
};

export const optionName = (o: PromotionOption, locale: string) => o.translations?.name?.[locale] || o.name;
const optionDesc = (o: PromotionOption, locale: string) => o.translations?.description?.[locale] || o.description;

/** Promotion options (spec 001: Regular 0, Urgent Ad, Top Page; option id − 1 is the level). */
export function PromotionOptions({ t, locale, options, error, value, onPick, currentLevel = 0 }: Props) {
  const name = useId();
  return (
    <>
      {error && (
        <p className="ca-error" role="alert">
          {t('payment.loadError')}
        </p>
      )}
      {options === null && !error && <p className="ca-hint">{t('payment.loading')}</p>}
      <fieldset className="ca-options">
        <legend className="visually-hidden">{t('steps.payment')}</legend>
        {(options ?? []).map((o) => {
          const level = o.id - 1;
          const bought = level > 0 && currentLevel >= level;
          return (
            <label key={o.id} className={`ca-option${value === o.id ? ' is-selected' : ''}${bought ? ' is-disabled' : ''}`}>
              <input type="radio" name={name} checked={value === o.id} disabled={bought} onChange={() => onPick(o)} />
              <span className="ca-option-text">
                <strong>{optionName(o, locale)}</strong>
                <span>{optionDesc(o, locale)}</span>
                {bought && <span>{t('payment.alreadyPromoted')}</span>}
              </span>
              <span className="ca-option-price">{Number(o.price) > 0 ? `$${o.price}` : t('payment.free')}</span>
            </label>
          );
        })}
      </fieldset>
    </>
  );
}
