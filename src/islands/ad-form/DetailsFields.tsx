import { useId, useState } from 'react';
import type { Translate } from '../../i18n/translator.ts';
import { AD_TAGS_MAX } from '../../../common/ad-limits.ts';
import { addTag, charCount, CONDITIONS, isHttpUrl, PRICE_MAX, priceError, SHORT_DESCRIPTION_MAX, TITLE_SUGGESTED_MIN, type AdForm } from '../../lib/create-ad.ts';
import { sectionOn } from '../../lib/sections.ts';
import './ad-form.css';
import type { CompaniesState, Currency } from './data.ts';
import { describedBy, Field } from '../../components/Field.tsx';

type Props = {
  t: Translate;
  /** 'edit': the type is shown read-only (it cannot change) and offer price, condition and purchase text are offered. */
  mode: 'create' | 'edit';
  form: AdForm;
  set: <K extends keyof AdForm>(key: K, value: AdForm[K]) => void;
  /** Create shows the chosen category on top; edit has its own category selects. */
  categoryText?: string;
  currencies: Currency[];
  onCurrencyPicked: () => void;
  companies: CompaniesState;
  onOpenMap: () => void;
  serverErrors: Partial<Record<string, string>>;
  /** Mark empty required fields (after a Continue or Save attempt). */
  showErrors: boolean;
};

const CONDITION_KEY = { new: 'details.conditionNew', likeNew: 'details.conditionLikeNew', used: 'details.conditionUsed' } as const;

/** The ad details of Create Ad step 3 and of Edit Ad (spec 001 'Create Ad', 'Edit Ad', 'Validation rules'). */
export function DetailsFields({ t, mode, form, set, categoryText, currencies, onCurrencyPicked, companies, onOpenMap, serverErrors, showErrors }: Props) {
  const id = useId();
  const f = (name: string) => `${id}-${name}`;
  const [tagText, setTagText] = useState('');
  const edit = mode === 'edit';
  const pe = priceError(form.price);
  const priceMsg =
    pe === 'max'
      ? t('errors.priceMax', { max: PRICE_MAX.toLocaleString('en-US') })
      : pe === 'negative'
        ? t('errors.priceNegative')
        : pe === 'invalid'
          ? t('errors.priceInvalid')
          : showErrors && !form.price.trim()
            ? t('errors.required')
            : serverErrors.price;
  const descLen = charCount(form.description);
  const req = (empty: boolean, key: string) => (showErrors && empty ? t('errors.required') : serverErrors[key]);
  const websiteMsg =
    form.type === 2 && form.externalWebsite.trim() && !isHttpUrl(form.externalWebsite)
      ? t('errors.websiteScheme')
      : req(form.type === 2 && !form.externalWebsite.trim(), 'externalWebsite');
  const companyMsg = req(form.companyId === null, 'companyId');
  const locationMsg = req(!form.location.trim(), 'location');
  const offerMsg = serverErrors.offerPrice;

  return (
    <div className="ca-grid">
      {categoryText !== undefined && (
        <div className="ca-full ca-category-line">
          <span className="ca-label">{t('details.category')}</span> <strong>{categoryText || t('details.noCategory')}</strong>
        </div>
      )}

      {edit ? (
        <div className="ca-full ca-field">
          <span className="ca-label-strong" id={f('type')}>
            {t('details.type')}
          </span>
          <p className="ca-readonly" aria-labelledby={f('type')} aria-describedby={f('type-hint')}>
            {form.type === 2 ? t('details.company') : t('details.personal')}
          </p>
          <p className="ca-hint" id={f('type-hint')}>
            {t('details.typeFixed')}
          </p>
        </div>
      ) : (
        <fieldset className="ca-full ca-radio-row">
          <legend>
            {t('details.type')} <span aria-hidden="true">*</span>
          </legend>
          <label className="ca-radio">
            <input type="radio" name={f('type')} checked={form.type === 1} onChange={() => set('type', 1)} /> {t('details.personal')}
          </label>
          <label className="ca-radio">
            <input type="radio" name={f('type')} checked={form.type === 2} onChange={() => set('type', 2)} /> {t('details.company')}
          </label>
        </fieldset>
      )}

      {form.type === 2 && (
        <>
          <Field id={f('company')} label={t('details.companyLabel')} required error={companyMsg}>
            {companies.status === 'loading' && <p className="ca-hint">{t('details.companiesLoading')}</p>}
            {companies.status === 'error' && <p className="ca-error">{t('details.companiesError')}</p>}
            {companies.status === 'ready' && companies.items.length === 0 && (
              <p className="ca-hint" id={f('company')}>
                {t('details.noCompanies')}
                {sectionOn('companies') && (
                  <>
                    {' '}
                    <a href="/account/companies">{t('details.viewCompanies')}</a>
                  </>
                )}
              </p>
            )}
            {companies.status === 'ready' && companies.items.length > 0 && (
              <>
                <select
                  id={f('company')}
                  value={form.companyId ?? ''}
                  aria-invalid={companyMsg ? true : undefined}
                  aria-describedby={describedBy(f('company'), false, companyMsg)}
                  onChange={(e) => set('companyId', e.target.value ? Number(e.target.value) : null)}
                >
                  <option value="">{t('details.chooseCompany')}</option>
                  {companies.items.map((c) => (
                    <option key={c.id} value={c.id}>
                      {c.name}
                    </option>
                  ))}
                </select>
                {sectionOn('companies') && (
                  <a className="ca-link" href="/account/companies">
                    {t('details.viewCompanies')}
                  </a>
                )}
              </>
            )}
          </Field>
          <Field id={f('web')} label={t('details.website')} required hint={t('details.websiteHint')} error={websiteMsg}>
            <input
              id={f('web')}
              type="url"
              inputMode="url"
              placeholder="https://"
              value={form.externalWebsite}
              aria-invalid={websiteMsg ? true : undefined}
              aria-describedby={describedBy(f('web'), true, websiteMsg)}
              onChange={(e) => set('externalWebsite', e.target.value)}
            />
          </Field>
          {edit && (
            <Field id={f('buy')} label={t('details.purchaseText')} error={serverErrors.purchaseButtonText}>
              <input id={f('buy')} maxLength={40} value={form.purchaseButtonText} onChange={(e) => set('purchaseButtonText', e.target.value)} />
            </Field>
          )}
        </>
      )}

      <Field id={f('price')} label={t('details.price')} required error={priceMsg}>
        <input
          id={f('price')}
          type="number"
          inputMode="decimal"
          min={0}
          max={PRICE_MAX}
          step="0.01"
          value={form.price}
          aria-invalid={priceMsg ? true : undefined}
          aria-describedby={describedBy(f('price'), false, priceMsg)}
          onChange={(e) => set('price', e.target.value)}
        />
      </Field>

      <Field id={f('currency')} label={t('details.currency')} required hint={t('details.currencyHint')} error={req(form.currencyId === null, 'currencyId')}>
        <select
          id={f('currency')}
          value={form.currencyId ?? ''}
          aria-describedby={describedBy(f('currency'), true, false)}
          onChange={(e) => {
            set('currencyId', e.target.value ? Number(e.target.value) : null);
            onCurrencyPicked();
          }}
        >
          <option value="">{t('details.chooseCurrency')}</option>
          {currencies.map((c) => (
            <option key={c.id} value={c.id}>
              {c.code} ({c.symbol})
            </option>
          ))}
        </select>
      </Field>

      {edit && (
        <>
          <Field id={f('offer')} label={t('details.offerPrice')} hint={t('details.offerPriceHint')} error={offerMsg}>
            <input
              id={f('offer')}
              type="number"
              inputMode="decimal"
              min={0}
              step="0.01"
              value={form.offerPrice}
              aria-invalid={offerMsg ? true : undefined}
              aria-describedby={describedBy(f('offer'), true, offerMsg)}
              onChange={(e) => set('offerPrice', e.target.value)}
            />
          </Field>
          <Field id={f('condition')} label={t('details.condition')} error={serverErrors.condition}>
            <select id={f('condition')} value={form.condition} onChange={(e) => set('condition', CONDITIONS.find((c) => c === e.target.value) ?? '')}>
              <option value="">{t('details.conditionNone')}</option>
              {CONDITIONS.map((c) => (
                <option key={c} value={c}>
                  {t(CONDITION_KEY[c])}
                </option>
              ))}
            </select>
          </Field>
        </>
      )}

      <div className="ca-full">
        <label className="ca-check">
          <input type="checkbox" checked={form.negotiable} onChange={(e) => set('negotiable', e.target.checked)} /> {t('details.negotiable')}
        </label>
      </div>

      <div className="ca-full">
        <Field id={f('loc')} label={t('details.location')} required error={locationMsg}>
          <div className="ca-loc">
            <input
              id={f('loc')}
              readOnly
              value={form.location}
              placeholder={t('details.locationPlaceholder')}
              aria-invalid={locationMsg ? true : undefined}
              aria-describedby={describedBy(f('loc'), false, locationMsg)}
              onClick={onOpenMap}
            />
            <button type="button" className="btn" onClick={onOpenMap}>
              {form.location ? t('details.changeLocation') : t('details.pickLocation')}
            </button>
          </div>
        </Field>
      </div>

      <div className="ca-full">
        <Field id={f('title')} label={t('details.title')} required hint={t('details.titleHint', { min: TITLE_SUGGESTED_MIN })} error={req(!form.title.trim(), 'title')}>
          <input
            id={f('title')}
            maxLength={255}
            value={form.title}
            placeholder={t('details.titlePlaceholder', { min: TITLE_SUGGESTED_MIN })}
            aria-describedby={describedBy(f('title'), true, false)}
            onChange={(e) => set('title', e.target.value)}
          />
        </Field>
      </div>

      <div className="ca-full">
        <Field
          id={f('desc')}
          label={t('details.description')}
          required
          hint={<span className={descLen > SHORT_DESCRIPTION_MAX ? 'ca-over' : ''}>{t('details.counter', { count: descLen, max: SHORT_DESCRIPTION_MAX })}</span>}
          error={descLen > SHORT_DESCRIPTION_MAX ? t('errors.descriptionMax', { max: SHORT_DESCRIPTION_MAX }) : req(!form.description.trim(), 'description')}
        >
          <textarea
            id={f('desc')}
            rows={3}
            value={form.description}
            aria-invalid={descLen > SHORT_DESCRIPTION_MAX ? true : undefined}
            aria-describedby={describedBy(f('desc'), true, descLen > SHORT_DESCRIPTION_MAX)}
            onChange={(e) => set('description', e.target.value)}
          />
        </Field>
      </div>

      {(
        [
          ['additionalDetails', 'details.additional'],
          ['productSpecifications', 'details.specifications'],
          ['detailedDescription', 'details.detailed'],
        ] as const
      ).map(([key, label]) => (
        <div className="ca-full" key={key}>
          <Field id={f(key)} label={t(label)} error={serverErrors[key]}>
            <textarea id={f(key)} rows={key === 'detailedDescription' ? 6 : 3} value={form[key]} onChange={(e) => set(key, e.target.value)} />
          </Field>
        </div>
      ))}

      <div className="ca-full">
        <Field id={f('tags')} label={t('details.tags')} hint={form.tags.length >= AD_TAGS_MAX ? t('details.tagsFull', { count: AD_TAGS_MAX }) : t('details.tagsHint')}>
          <input
            id={f('tags')}
            value={tagText}
            readOnly={form.tags.length >= AD_TAGS_MAX}
            aria-describedby={describedBy(f('tags'), true, false)}
            onChange={(e) => setTagText(e.target.value)}
            onKeyDown={(e) => {
              if (e.key === 'Enter') {
                e.preventDefault();
                set('tags', addTag(form.tags, tagText));
                setTagText('');
              }
            }}
          />
        </Field>
        {form.tags.length > 0 && (
          <ul className="ca-tags" aria-label={t('details.tags')}>
            {form.tags.map((tag) => (
              <li key={tag}>
                <button type="button" className="ca-tag" aria-label={t('details.removeTag', { tag })} onClick={() => set('tags', form.tags.filter((x) => x !== tag))}>
                  {tag} <span aria-hidden="true">×</span>
                </button>
              </li>
            ))}
          </ul>
        )}
      </div>
    </div>
  );
}
