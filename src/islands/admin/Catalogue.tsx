import { useEffect, useId, useState } from 'react';
import { LOCALES } from '../../i18n/locales.ts';
import type { Translate } from '../../i18n/translator.ts';
import { referenceData, saveReference, type ReferenceData, type ReferenceKind } from '../../lib/api/admin.ts';
import { errorText, fieldErrorTexts } from '../../lib/error-text.ts';
import { FormDialog, type Notice } from './shared.tsx';

type Field = { key: string; kind: 'text' | 'amount' | 'days' | 'count' | 'interval' | 'flag'; max?: number };
type Row = Record<string, unknown> & { id: number; name: string };

/** What each list shows and edits; `described` kinds also carry a description and names in every language. */
const KINDS: Record<ReferenceKind, { list: keyof ReferenceData; fields: Field[]; described: boolean; addable: boolean }> = {
  currencies: {
    list: 'currencies',
    fields: [
      { key: 'code', kind: 'text', max: 3 },
      { key: 'short_name', kind: 'text', max: 10 },
      { key: 'name', kind: 'text', max: 60 },
      { key: 'symbol', kind: 'text', max: 5 },
    ],
    described: false,
    addable: true,
  },
  'promotion-options': { list: 'promotion_options', fields: [{ key: 'price', kind: 'amount' }], described: true, addable: false },
  'shipping-methods': {
    list: 'shipping_methods',
    fields: [
      { key: 'rate', kind: 'amount' },
      { key: 'estimated_delivery_time', kind: 'days' },
      { key: 'status', kind: 'flag' },
    ],
    described: true,
    addable: true,
  },
  'subscription-plans': {
    list: 'subscription_plans',
    fields: [
      { key: 'price', kind: 'amount' },
      { key: 'interval', kind: 'interval' },
      { key: 'interval_count', kind: 'count' },
      { key: 'max_ads', kind: 'count' },
      { key: 'position', kind: 'count' },
      { key: 'active', kind: 'flag' },
    ],
    described: true,
    addable: true,
  },
};
const ORDER: ReferenceKind[] = ['currencies', 'promotion-options', 'shipping-methods', 'subscription-plans'];
const OTHER_LOCALES = LOCALES.filter((l) => l.code !== 'en');

type Draft = { kind: ReferenceKind; id: number | null; values: Record<string, string> };

/** The form's values of a row (or of a new one): every field as text, translations flattened to name.fr, … */
function draftOf(kind: ReferenceKind, row: Row | null): Draft {
  const spec = KINDS[kind];
  const values: Record<string, string> = {};
  if (spec.described) {
    const tr = (row?.translations ?? { name: {}, description: {} }) as { name: Record<string, string>; description: Record<string, string> };
    values.name = row?.name ?? '';
    values.description = String(row?.description ?? '');
    for (const l of OTHER_LOCALES) {
      // A language showing the English text was left blank: the form shows it blank again.
      values[`name.${l.code}`] = tr.name[l.code] && tr.name[l.code] !== values.name ? tr.name[l.code]! : '';
      values[`description.${l.code}`] = tr.description[l.code] && tr.description[l.code] !== values.description ? tr.description[l.code]! : '';
    }
  }
  for (const f of spec.fields) values[f.key] = row ? String(row[f.key] ?? '') : f.kind === 'flag' ? '1' : f.kind === 'interval' ? 'month' : '';
  return { kind, id: row?.id ?? null, values };
}

/** The call's body: described kinds send English texts plus the other languages, numbers as numbers. */
function bodyOf(draft: Draft): Record<string, unknown> {
  const spec = KINDS[draft.kind];
  const v = draft.values;
  const body: Record<string, unknown> = {};
  if (spec.described) {
    body.name = v.name;
    body.description = v.description;
    body.translations = {
      name: Object.fromEntries(OTHER_LOCALES.map((l) => [l.code, v[`name.${l.code}`] ?? ''])),
      description: Object.fromEntries(OTHER_LOCALES.map((l) => [l.code, v[`description.${l.code}`] ?? ''])),
    };
  }
  for (const f of spec.fields) {
    const value = v[f.key]?.trim() ?? '';
    body[f.key] = f.kind === 'days' || f.kind === 'count' || f.kind === 'flag' ? (value === '' ? undefined : Number(value)) : f.kind === 'amount' ? value.replace(',', '.') : value;
  }
  return body;
}

/** What the form can tell before asking the server: required texts, amounts such as 12.50, whole numbers. */
function invalidFields(draft: Draft, t: Translate): Record<string, string> {
  const spec = KINDS[draft.kind];
  const out: Record<string, string> = {};
  const required = [...(spec.described ? ['name', 'description'] : []), ...spec.fields.filter((f) => f.kind === 'text').map((f) => f.key)];
  for (const key of required) if (!draft.values[key]?.trim()) out[key] = t('catalogue.invalid.required');
  for (const f of spec.fields) {
    const v = draft.values[f.key]?.trim() ?? '';
    if (f.kind === 'amount' && !/^\d{1,10}([.,]\d{1,2})?$/.test(v)) out[f.key] = t('catalogue.invalid.amount');
    if ((f.kind === 'days' || f.kind === 'count') && !(f.key === 'position' && v === '') && !/^\d{1,6}$/.test(v)) out[f.key] = t('catalogue.invalid.whole');
  }
  return out;
}

/** A row's figures as a reader sees them in a list. */
function summary(kind: ReferenceKind, row: Row, t: Translate, locale: string): string {
  const money = (v: unknown, currency = 'USD') => new Intl.NumberFormat(locale, { style: 'currency', currency }).format(Number(v));
  switch (kind) {
    case 'currencies':
      return `${String(row.code)} · ${String(row.symbol)}`;
    case 'promotion-options':
      return money(row.price);
    case 'shipping-methods':
      return `${money(row.rate)} · ${t('catalogue.days', { count: Number(row.estimated_delivery_time) })}`;
    case 'subscription-plans':
      return `${money(row.price)} / ${t(`catalogue.every.${String(row.interval)}`, { count: Number(row.interval_count) })} · ${t('catalogue.ads', { count: Number(row.max_ads) })}`;
  }
}

/** Whether a row is hidden (a shipping method off the checkout) or retired (a plan off sale). */
const isOff = (kind: ReferenceKind, row: Row) => (kind === 'shipping-methods' && Number(row.status) === 0) || (kind === 'subscription-plans' && Number(row.active) === 0);

/**
 * The Catalogue tab (issue 16, decision 189): currencies, the promotion options' prices and texts, shipping methods
 * and subscription plans, each listed with Edit, and Add where rows may be added. Nothing is deleted: a method is
 * taken off the checkout and a plan off sale, so orders and subscriptions keep what they bought.
 */
export function Catalogue({ t, locale, onNotice }: { t: Translate; locale: string; onNotice: (n: Notice) => void }) {
  const [data, setData] = useState<ReferenceData | null>(null);
  const [failed, setFailed] = useState('');
  const [reload, setReload] = useState(0);
  const [draft, setDraft] = useState<Draft | null>(null);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);
  const formId = useId();

  useEffect(() => {
    const abort = new AbortController();
    referenceData({ signal: abort.signal }).then(
      (d) => setData(d),
      (err: unknown) => !abort.signal.aborted && setFailed(errorText(err, t, t('errors.load'))),
    );
    return () => abort.abort();
  }, [reload, t]);

  const edit = (kind: ReferenceKind, row: Row | null) => {
    setErrors({});
    setDraft(draftOf(kind, row));
  };

  const save = async () => {
    if (!draft) return;
    const wrong = invalidFields(draft, t);
    setErrors(wrong);
    if (Object.keys(wrong).length > 0) return;
    setBusy(true);
    try {
      const saved = (await saveReference(draft.kind, draft.id, bodyOf(draft))) as { name: string };
      onNotice({ kind: 'success', text: t(draft.id === null ? 'catalogue.added' : 'catalogue.saved', { name: saved.name }) });
      setDraft(null);
      setReload((n) => n + 1);
    } catch (err) {
      const fields = fieldErrorTexts(err, t);
      setErrors(Object.keys(fields).length > 0 ? fields : { _: errorText(err, t, t('errors.decide')) });
    } finally {
      setBusy(false);
    }
  };

  if (failed)
    return (
      <div className="adm-note adm-failed" role="alert">
        <p>{failed}</p>
        <button
          type="button"
          className="btn"
          onClick={() => {
            setFailed('');
            setReload((n) => n + 1);
          }}
        >
          {t('retry')}
        </button>
      </div>
    );
  if (!data)
    return (
      <p className="adm-note" role="status">
        {t('loading')}
      </p>
    );

  const input = (key: string, label: string, field?: Field) => {
    if (!draft) return null;
    const id = `${formId}-${key}`;
    const value = draft.values[key] ?? '';
    const set = (next: string) => {
      setDraft({ ...draft, values: { ...draft.values, [key]: next } });
      if (errors[key]) setErrors(({ [key]: _gone, ...rest }) => rest);
    };
    const error = errors[key] ?? (key.startsWith('name.') || key.startsWith('description.') ? errors[`translations.${key}`] : undefined);
    const described = error ? `${id}-error` : undefined;
    let control;
    if (field?.kind === 'flag')
      control = (
        <select id={id} value={value} onChange={(e) => set(e.target.value)} aria-describedby={described}>
          <option value="1">{t(draft.kind === 'subscription-plans' ? 'catalogue.onSale' : 'catalogue.offered')}</option>
          <option value="0">{t(draft.kind === 'subscription-plans' ? 'catalogue.retired' : 'catalogue.hidden')}</option>
        </select>
      );
    else if (field?.kind === 'interval')
      control = (
        <select id={id} value={value} onChange={(e) => set(e.target.value)} aria-describedby={described}>
          <option value="month">{t('catalogue.month')}</option>
          <option value="year">{t('catalogue.year')}</option>
        </select>
      );
    else if (key === 'description' || key.startsWith('description.'))
      control = <textarea id={id} rows={2} maxLength={500} value={value} onChange={(e) => set(e.target.value)} aria-invalid={error ? true : undefined} aria-describedby={described} />;
    else
      control = (
        <input
          id={id}
          type="text"
          inputMode={field?.kind === 'amount' ? 'decimal' : field?.kind === 'days' || field?.kind === 'count' ? 'numeric' : undefined}
          maxLength={field?.max ?? 100}
          value={value}
          onChange={(e) => set(e.target.value)}
          aria-invalid={error ? true : undefined}
          aria-describedby={described}
        />
      );
    return (
      <div className="field" key={key}>
        <label htmlFor={id}>{label}</label>
        {control}
        {error && (
          <p className="field-error" id={`${id}-error`}>
            {error}
          </p>
        )}
      </div>
    );
  };

  return (
    <div className="adm-catalogue">
      {ORDER.map((kind) => {
        const spec = KINDS[kind];
        const rows = data[spec.list] as unknown as Row[];
        const headingId = `${formId}-${kind}`;
        return (
          <section key={kind} className="adm-ref card" aria-labelledby={headingId}>
            <header className="adm-ref-head">
              <h2 id={headingId}>{t(`catalogue.${kind}.title`)}</h2>
              {spec.addable && (
                <button type="button" className="btn" onClick={() => edit(kind, null)}>
                  {t(`catalogue.${kind}.add`)}
                </button>
              )}
            </header>
            <p className="adm-hint">{t(`catalogue.${kind}.hint`)}</p>
            <ul className="adm-ref-rows">
              {rows.map((row) => (
                <li key={row.id}>
                  <span className="adm-ref-name">{row.name}</span>
                  <span className="adm-ref-figures">{summary(kind, row, t, locale)}</span>
                  {isOff(kind, row) && <span className="adm-badge is-rejected">{t(kind === 'subscription-plans' ? 'catalogue.retired' : 'catalogue.hidden')}</span>}
                  <button type="button" className="btn" aria-label={t('catalogue.editNamed', { name: row.name })} onClick={() => edit(kind, row)}>
                    {t('catalogue.edit')}
                  </button>
                </li>
              ))}
            </ul>
          </section>
        );
      })}

      <FormDialog
        open={draft !== null}
        title={draft ? t(draft.id === null ? `catalogue.${draft.kind}.add` : 'catalogue.editNamed', { name: draft.values.name ?? '' }) : ''}
        saveLabel={t('catalogue.save')}
        busy={busy}
        className="adm-ref-form"
        t={t}
        onSave={() => void save()}
        onClose={() => setDraft(null)}
      >
        {draft && (
          <>
            {errors._ && (
              <p className="field-error" role="alert">
                {errors._}
              </p>
            )}
            {KINDS[draft.kind].described && (
              <>
                {input('name', t('catalogue.fields.nameEnglish'))}
                {input('description', t('catalogue.fields.descriptionEnglish'))}
              </>
            )}
            {KINDS[draft.kind].fields.map((f) => input(f.key, t(`catalogue.fields.${f.key}`), f))}
            {KINDS[draft.kind].described && (
              <details className="adm-ref-languages">
                <summary>{t('catalogue.otherLanguages')}</summary>
                <p className="adm-hint">{t('catalogue.blankHint')}</p>
                {OTHER_LOCALES.map((l) => (
                  <fieldset key={l.code} lang={l.code}>
                    <legend>{l.label}</legend>
                    {input(`name.${l.code}`, t('catalogue.fields.name'))}
                    {input(`description.${l.code}`, t('catalogue.fields.description'))}
                  </fieldset>
                ))}
              </details>
            )}
          </>
        )}
      </FormDialog>
    </div>
  );
}
