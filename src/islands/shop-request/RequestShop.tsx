import { useCallback, useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { errorText, fieldErrorTexts } from '../../lib/error-text.ts';
import {
  emptyShopRequest,
  isImageFile,
  loadCities,
  loadCountries,
  loadCurrencies,
  SERVER_FIELDS,
  submitShopRequest,
  validateShopRequest,
  type Country,
  type Currency,
  type ShopRequestField,
  type ShopRequestForm,
} from '../../lib/api/shop-requests.ts';
import { useT } from '../../i18n/useT.ts';
import type { I18nProps } from '../../i18n/translator.ts';
import { AlertDialog } from '../auth/AlertDialog.tsx';
import type { AlertAction, AlertState } from '../auth/flow.ts';
import { describedBy, Field } from '../../components/Field.tsx';
import { LookupSelect, SelectField } from '../../components/SelectField.tsx';
import { LocationDialog } from '../ad-form/LocationDialog.tsx';
import { NoImage } from '../orders/shared.tsx';
import '../ad-form/ad-form.css';
import './request-shop.css';

type Props = { i18n: I18nProps };
type Errors = Partial<Record<ShopRequestField, string>>;
const FIELD_ORDER: ShopRequestField[] = ['name', 'user_name', 'email', 'phone', 'country_id', 'city', 'currency_id', 'location', 'logo'];

/** Request Shop (spec 002 §2.13, §5): the form, its checks on submit, lookups, logo preview, result dialogs. */
export default function RequestShop({ i18n }: Props) {
  const t = useT(i18n, 'shopRequest');
  const tl = useT(i18n, 'location');
  const uid = useId();
  const [form, setForm] = useState<ShopRequestForm>(emptyShopRequest);
  const [errors, setErrors] = useState<Errors>({});
  const [logo, setLogo] = useState<{ file: File; url: string } | null>(null);
  const [countries, setCountries] = useState<Country[] | 'error' | null>(null);
  const [currencies, setCurrencies] = useState<Currency[] | 'error' | null>(null);
  const [cities, setCities] = useState<{ country: string; list: string[] | 'error' | null }>({ country: '', list: null });
  const [busy, setBusy] = useState(false);
  const [alert, setAlert] = useState<AlertState | null>(null);
  const [mapOpen, setMapOpen] = useState(false);
  const logoRef = useRef<HTMLInputElement>(null);
  const fieldId = (f: ShopRequestField) => `${uid}-${f}`;

  useEffect(() => {
    loadCountries().then(setCountries, () => setCountries('error'));
    loadCurrencies().then(setCurrencies, () => setCurrencies('error'));
  }, []);

  const countryName = Array.isArray(countries) ? (countries.find((c) => String(c.id) === form.country_id)?.name ?? '') : '';
  useEffect(() => {
    if (!countryName) return undefined;
    const ctrl = new AbortController();
    loadCities(countryName, ctrl.signal).then(
      (list) => setCities({ country: countryName, list }),
      (err: unknown) => {
        if ((err as Error).name !== 'AbortError') setCities({ country: countryName, list: 'error' });
      },
    );
    return () => ctrl.abort();
  }, [countryName]);
  const cityList = cities.country === countryName ? cities.list : null;

  const set = <K extends keyof ShopRequestForm>(key: K, value: ShopRequestForm[K]) => {
    setForm((f) => ({ ...f, [key]: value }));
    setErrors((e) => (e[key as ShopRequestField] ? { ...e, [key]: undefined } : e));
  };

  // Changing the country clears the city and reloads the cities (spec 002 §4 'Shop request').
  const setCountry = (id: string) => {
    setForm((f) => ({ ...f, country_id: id, city: '' }));
    setErrors((e) => ({ ...e, country_id: undefined, city: undefined }));
  };

  const pickLogo = (files: FileList | null) => {
    const file = files?.[0];
    if (!file) return;
    if (!isImageFile(file)) {
      setErrors((e) => ({ ...e, logo: 'errors.logoImage' }));
      if (logoRef.current) logoRef.current.value = '';
      return;
    }
    if (logo) URL.revokeObjectURL(logo.url);
    setLogo({ file, url: URL.createObjectURL(file) });
    setErrors((e) => ({ ...e, logo: undefined }));
  };

  const clearLogo = () => {
    if (logo) URL.revokeObjectURL(logo.url);
    setLogo(null);
    if (logoRef.current) logoRef.current.value = '';
  };

  const focusFirst = (errs: Errors) => {
    const first = FIELD_ORDER.find((f) => errs[f]);
    if (first) requestAnimationFrame(() => document.getElementById(fieldId(first))?.focus());
  };

  const dismiss = useCallback((action?: AlertAction) => {
    setAlert((current) => {
      current?.onClose?.();
      return null;
    });
    action?.onSelect?.();
  }, []);

  const onSubmit = async (e: FormEvent) => {
    e.preventDefault();
    if (busy) return;
    const errs = validateShopRequest(form);
    setErrors(errs);
    if (Object.keys(errs).length) {
      focusFirst(errs);
      return;
    }
    setBusy(true);
    try {
      await submitShopRequest(form, logo?.file ?? null);
      setForm(emptyShopRequest());
      clearLogo();
      setErrors({});
      // 'info' rather than 'success': success dialogs close after 1.5 s, too soon to read this text.
      setAlert({ kind: 'info', title: t('successTitle'), message: t('successText') });
    } catch (err) {
      const fieldErrors: Errors = {};
      for (const [k, text] of Object.entries(fieldErrorTexts(err, t))) {
        const f = SERVER_FIELDS[k];
        if (f) fieldErrors[f] = text;
      }
      setErrors(fieldErrors);
      setAlert({ kind: 'error', title: t('errorTitle'), message: errorText(err, t, t('errorText')) });
    } finally {
      setBusy(false);
    }
  };

  // Error values are either message keys of this namespace or the server's field error, already translated.
  const fieldText = (f: ShopRequestField) => {
    const v = errors[f];
    return v ? (v.startsWith('errors.') ? t(v) : v) : undefined;
  };

  const text = (f: 'name' | 'user_name' | 'email' | 'phone', type: string, autoComplete: string) => (
    <Field id={fieldId(f)} label={t(`fields.${f}`)} required error={fieldText(f)}>
      <input
        id={fieldId(f)}
        type={type}
        autoComplete={autoComplete}
        value={form[f]}
        aria-invalid={errors[f] ? true : undefined}
        aria-describedby={describedBy(fieldId(f), false, errors[f])}
        aria-required="true"
        onChange={(e) => set(f, e.target.value)}
      />
    </Field>
  );

  return (
    <section className="rs container" aria-labelledby={`${uid}-title`}>
      <h1 id={`${uid}-title`}>{t('title')}</h1>
      <p className="rs-intro">{t('intro')}</p>
      <form className="rs-form card" onSubmit={(e) => void onSubmit(e)} noValidate>
        <div className="ca-grid">
          {text('name', 'text', 'organization')}
          {text('user_name', 'text', 'username')}
          {text('email', 'email', 'email')}
          {text('phone', 'tel', 'tel')}
          <SelectField
            id={fieldId('country_id')}
            label={t('fields.country')}
            required
            error={fieldText('country_id')}
            value={form.country_id}
            options={Array.isArray(countries) ? countries.map((c) => ({ value: c.id, label: c.name })) : countries}
            texts={{ choose: t('selectCountry'), loading: t('loading'), failed: t('lookupFailed') }}
            onChange={setCountry}
          />
          {form.country_id && (
            <Field id={fieldId('city')} label={t('fields.city')} required error={fieldText('city')}>
              {cityList === 'error' || (Array.isArray(cityList) && cityList.length === 0) ? (
                // No city list for this country: the city is typed.
                <input
                  id={fieldId('city')}
                  type="text"
                  autoComplete="address-level2"
                  value={form.city}
                  aria-invalid={errors.city ? true : undefined}
                  aria-describedby={describedBy(fieldId('city'), false, errors.city)}
                  aria-required="true"
                  onChange={(e) => set('city', e.target.value)}
                />
              ) : (
                <LookupSelect
                  id={fieldId('city')}
                  value={form.city}
                  required
                  error={errors.city}
                  options={cityList && cityList.map((c) => ({ value: c, label: c }))}
                  texts={{ choose: t('selectCity'), loading: t('loading') }}
                  onChange={(v) => set('city', v)}
                />
              )}
            </Field>
          )}
          <SelectField
            id={fieldId('currency_id')}
            label={t('fields.currency')}
            required
            error={fieldText('currency_id')}
            value={form.currency_id}
            options={Array.isArray(currencies) ? currencies.map((c) => ({ value: c.id, label: `${c.name} (${c.symbol})` })) : currencies}
            texts={{ choose: t('selectCurrency'), loading: t('loading'), failed: t('lookupFailed') }}
            onChange={(v) => set('currency_id', v)}
          />
          <div className="ca-full">
            <Field id={fieldId('location')} label={t('fields.location')} required hint={t('locationHint')} error={fieldText('location')}>
              <div className="ca-loc">
                <input
                  id={fieldId('location')}
                  type="text"
                  autoComplete="street-address"
                  value={form.location}
                  aria-invalid={errors.location ? true : undefined}
                  aria-describedby={describedBy(fieldId('location'), true, errors.location)}
                  aria-required="true"
                  onChange={(e) => {
                    setForm((f) => ({ ...f, location: e.target.value, lat: null, lng: null }));
                    setErrors((er) => (er.location ? { ...er, location: undefined } : er));
                  }}
                />
                <button type="button" className="btn" onClick={() => setMapOpen(true)}>
                  {t('pickOnMap')}
                </button>
              </div>
            </Field>
          </div>
          <div className="ca-full">
            <Field id={fieldId('logo')} label={t('fields.logo')} hint={t('logoHint')} error={fieldText('logo')}>
              <div className="rs-logo">
                <div className="rs-logo-preview">{logo ? <img src={logo.url} alt={t('logoPreview')} /> : <NoImage kind="shop" />}</div>
                <label htmlFor={fieldId('logo')} className="btn">
                  {logo ? t('changeLogo') : t('chooseLogo')}
                </label>
                <input
                  ref={logoRef}
                  id={fieldId('logo')}
                  className="ca-file"
                  type="file"
                  accept="image/*"
                  aria-describedby={describedBy(fieldId('logo'), true, errors.logo)}
                  onChange={(e) => pickLogo(e.target.files)}
                />
                {logo && (
                  <button type="button" className="btn" onClick={clearLogo}>
                    {t('removeLogo')}
                  </button>
                )}
              </div>
            </Field>
          </div>
        </div>
        <div className="rs-actions">
          <button type="submit" className="btn btn-primary" disabled={busy} aria-busy={busy}>
            {busy ? t('submitting') : t('submit')}
          </button>
        </div>
      </form>
      <p className="rs-after">
        {t('afterApproval')} <a href="/shop-workspace">{t('workspaceLink')}</a>
      </p>
      <LocationDialog
        t={t}
        tl={tl}
        open={mapOpen}
        form={{ location: form.location, lat: form.lat, lng: form.lng }}
        onClose={() => setMapOpen(false)}
        onUse={(place) => {
          setForm((f) => ({ ...f, location: place.label, lat: place.lat, lng: place.lng }));
          setErrors((e) => ({ ...e, location: undefined }));
          setMapOpen(false);
        }}
      />
      <AlertDialog alert={alert} onDismiss={dismiss} okLabel={t('ok')} closeLabel={t('close')} />
    </section>
  );
}
