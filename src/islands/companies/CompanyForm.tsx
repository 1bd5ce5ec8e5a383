import { CompanyCrumbs } from './CompanyCrumbs.tsx';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { COMPANY_EMAIL_PATTERN, COMPANY_PHONE_PATTERN, COMPANY_REQUIRED, COMPANY_TEXT_MAX, COMPANY_WEBSITE_PATTERN } from '../../../common/company.ts';
import { describedBy, Field } from '../../components/Field.tsx';
import { useT } from '../../i18n/useT.ts';
import type { I18nProps } from '../../i18n/translator.ts';
import { errorText, fieldErrorTexts } from '../../lib/error-text.ts';
import {
  COMPANY_FIELDS,
  companyDetails,
  companyFormOf,
  createCompany,
  emptyCompanyForm,
  updateCompany,
  type Company,
  type CompanyField,
  type CompanyForm as Form,
} from '../../lib/api/companies.ts';
import { CompanyLogo } from './shared.tsx';
import '../ad-form/ad-form.css';
import './companies.css';

type Props = { i18n: I18nProps; companyId?: number };
type Errors = Partial<Record<CompanyField, string>>;

const INPUT: Record<keyof Form, { type: string; autoComplete: string }> = {
  name: { type: 'text', autoComplete: 'organization' },
  description: { type: 'textarea', autoComplete: 'off' },
  website: { type: 'url', autoComplete: 'url' },
  phone: { type: 'tel', autoComplete: 'tel' },
  email: { type: 'email', autoComplete: 'email' },
  address: { type: 'text', autoComplete: 'street-address' },
  city: { type: 'text', autoComplete: 'address-level2' },
  country: { type: 'text', autoComplete: 'country-name' },
  postal_code: { type: 'text', autoComplete: 'postal-code' },
};

/** The checks of the form (common/company.ts), as message keys of `companies`. */
function validate(f: Form): Errors {
  const e: Errors = {};
  for (const k of COMPANY_FIELDS) {
    const v = f[k].trim();
    if (!v) {
      if ((COMPANY_REQUIRED as readonly string[]).includes(k)) e[k] = `form.errors.required`;
      continue;
    }
    if (k !== 'phone' && [...v].length > COMPANY_TEXT_MAX[k]) e[k] = 'form.errors.tooLong';
    else if (k === 'email' && !COMPANY_EMAIL_PATTERN.test(v)) e[k] = 'form.errors.email';
    else if (k === 'phone' && !COMPANY_PHONE_PATTERN.test(v.replace(/[\s()-]/g, ''))) e[k] = 'form.errors.phone';
    else if (k === 'website' && !COMPANY_WEBSITE_PATTERN.test(v)) e[k] = 'form.errors.website';
  }
  return e;
}

/** CreateCompanyRequest and UpdateCompany: the company's fields and logo; a new company is sent as a request for review. */
export default function CompanyForm({ i18n, companyId }: Props) {
  const t = useT(i18n, 'companies');
  const uid = useId();
  const editing = companyId !== undefined;
  const [company, setCompany] = useState<Company | 'error' | null>(null);
  const [form, setForm] = useState<Form>(emptyCompanyForm);
  const [errors, setErrors] = useState<Errors>({});
  const [logo, setLogo] = useState<{ file: File; url: string } | null>(null);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const logoRef = useRef<HTMLInputElement>(null);
  const id = (f: CompanyField) => `${uid}-${f}`;

  useEffect(() => {
    if (!editing) return;
    companyDetails(companyId).then(
      (c) => {
        setCompany(c);
        setForm(companyFormOf(c));
      },
      () => setCompany('error'),
    );
  }, [editing, companyId]);

  const set = (k: keyof Form, v: string) => {
    setForm((f) => ({ ...f, [k]: v }));
    setErrors((e) => (e[k] ? { ...e, [k]: undefined } : e));
  };

  const pickLogo = (files: FileList | null) => {
    const file = files?.[0];
    if (!file) return;
    if (!file.type.startsWith('image/')) {
      setErrors((e) => ({ ...e, logo: 'form.errors.logo' }));
      if (logoRef.current) logoRef.current.value = '';
      return;
    }
    if (logo) URL.revokeObjectURL(logo.url);
    setLogo({ file, url: URL.createObjectURL(file) });
    setErrors((e) => ({ ...e, logo: undefined }));
  };

  const text = (k: CompanyField) => {
    const v = errors[k];
    return v ? (v.startsWith('form.errors.') ? t(v, { max: k === 'logo' || k === 'phone' ? 0 : COMPANY_TEXT_MAX[k] }) : v) : undefined;
  };

  const onSubmit = async (e: FormEvent) => {
    e.preventDefault();
    if (busy) return;
    const errs = validate(form);
    setErrors(errs);
    setFailure(null);
    const first = [...COMPANY_FIELDS, 'logo' as const].find((f) => errs[f]);
    if (first) {
      requestAnimationFrame(() => document.getElementById(id(first))?.focus());
      return;
    }
    setBusy(true);
    try {
      const saved = editing ? await updateCompany(companyId, form, logo?.file ?? null) : await createCompany(form, logo?.file ?? null);
      location.assign(`/account/companies/${saved.id}?${editing ? 'saved' : 'created'}=1`);
    } catch (err) {
      const server: Errors = {};
      for (const [k, v] of Object.entries(fieldErrorTexts(err, t))) if ((COMPANY_FIELDS as string[]).concat('logo').includes(k)) server[k as CompanyField] = v;
      setErrors(server);
      setFailure(errorText(err, t, t(editing ? 'form.saveFailed' : 'form.createFailed')));
      setBusy(false);
    }
  };

  const title = editing ? t('form.editTitle') : t('form.createTitle');
  const current = company && company !== 'error' ? company : null;

  return (
    <section className="co container" aria-labelledby={`${uid}-title`}>
      <CompanyCrumbs t={t} current={title} />
      <h1 id={`${uid}-title`}>{title}</h1>
      <p className="co-intro">{editing ? t('form.editIntro') : t('form.createIntro')}</p>
      {editing && company === null && <p role="status">{t('loading')}</p>}
      {editing && company === 'error' && (
        <p role="alert" className="co-error">
          {t('fetchFailed')}
        </p>
      )}
      {current?.status === 'rejected' && (
        <div className="co-note">
          <p>{t('form.resubmitNote')}</p>
        </div>
      )}
      {(!editing || current) && (
        <form className="co-form card" onSubmit={(e) => void onSubmit(e)} noValidate>
          <div className="ca-grid">
            {COMPANY_FIELDS.map((k) => {
              const required = (COMPANY_REQUIRED as readonly string[]).includes(k);
              const { type, autoComplete } = INPUT[k];
              const common = {
                id: id(k),
                value: form[k],
                autoComplete,
                'aria-invalid': errors[k] ? true : undefined,
                'aria-describedby': describedBy(id(k), k === 'website' || k === 'phone', errors[k]),
                'aria-required': required ? ('true' as const) : undefined,
              };
              return (
                <div key={k} className={k === 'description' || k === 'address' ? 'ca-full' : undefined}>
                  <Field id={id(k)} label={t(`fields.${k}`)} required={required} hint={k === 'website' || k === 'phone' ? t(`form.hints.${k}`) : undefined} error={text(k)}>
                    {type === 'textarea' ? (
                      <textarea {...common} rows={5} onChange={(e) => set(k, e.target.value)} />
                    ) : (
                      <input {...common} type={type} onChange={(e) => set(k, e.target.value)} />
                    )}
                  </Field>
                </div>
              );
            })}
            <div className="ca-full">
              <Field id={id('logo')} label={t('fields.logo')} hint={t('form.hints.logo')} error={text('logo')}>
                <div className="co-logo-field">
                  {logo ? (
                    <span className="co-logo" style={{ width: 72, height: 72 }}>
                      <img src={logo.url} alt={t('form.logoPreview')} width={72} height={72} />
                    </span>
                  ) : (
                    <CompanyLogo company={{ logo: current?.logo ?? null, name: form.name }} size={72} />
                  )}
                  <label htmlFor={id('logo')} className="btn">
                    {logo || current?.logo ? t('form.changeLogo') : t('form.chooseLogo')}
                  </label>
                  <input ref={logoRef} id={id('logo')} className="ca-file" type="file" accept="image/*" aria-describedby={describedBy(id('logo'), true, errors.logo)} onChange={(e) => pickLogo(e.target.files)} />
                </div>
              </Field>
            </div>
          </div>
          {failure && (
            <p role="alert" className="co-error">
              {failure}
            </p>
          )}
          <div className="co-form-actions">
            <a className="btn" href={editing ? `/account/companies/${companyId}` : '/account/companies'}>
              {t('form.cancel')}
            </a>
            <button type="submit" className="btn btn-primary" disabled={busy} aria-busy={busy}>
              {busy ? t('form.sending') : editing ? t('form.save') : t('form.submit')}
            </button>
          </div>
        </form>
      )}
    </section>
  );
}
