import { useId } from 'react';
import type { Translate } from '../../i18n/translator.ts';
import { sellerErrors, type AdForm } from '../../lib/create-ad.ts';
import './ad-form.css';
import { describedBy, Field } from '../../components/Field.tsx';

type Props = {
  t: Translate;
  form: AdForm;
  set: <K extends keyof AdForm>(key: K, value: AdForm[K]) => void;
  serverErrors: Partial<Record<string, string>>;
  /** Show format errors now (after a Continue or Save attempt) rather than only once the user typed. */
  showErrors: boolean;
};

/** Seller information (spec 001 Create Ad step 4, Edit Ad seller info): email, optional phone, hide phone. */
export function SellerFields({ t, form, set, serverErrors, showErrors }: Props) {
  const id = useId();
  const errs = showErrors ? sellerErrors(form) : {};
  const emailMsg = errs.email ? t(errs.email) : serverErrors.email;
  const phoneMsg = errs.phone ? t(errs.phone) : serverErrors.phone;
  return (
    <div className="ca-grid">
      <Field id={`${id}-email`} label={t('seller.email')} required error={emailMsg}>
        <input
          id={`${id}-email`}
          type="email"
          autoComplete="email"
          value={form.email}
          aria-invalid={emailMsg ? true : undefined}
          aria-describedby={describedBy(`${id}-email`, false, emailMsg)}
          onChange={(e) => set('email', e.target.value)}
        />
      </Field>
      <Field id={`${id}-phone`} label={t('seller.phone')} hint={t('seller.phoneHint')} error={phoneMsg}>
        <input
          id={`${id}-phone`}
          type="tel"
          autoComplete="tel"
          placeholder="+37360000000"
          value={form.phone}
          aria-invalid={phoneMsg ? true : undefined}
          aria-describedby={describedBy(`${id}-phone`, true, phoneMsg)}
          onChange={(e) => set('phone', e.target.value)}
        />
      </Field>
      <div className="ca-full">
        <label className="ca-check">
          <input type="checkbox" checked={form.hidePhone} onChange={(e) => set('hidePhone', e.target.checked)} /> {t('seller.hidePhone')}
        </label>
      </div>
    </div>
  );
}
