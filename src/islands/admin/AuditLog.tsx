import { useCallback, useState } from 'react';
import { auditLog, type AuditEntry } from '../../lib/api/admin.ts';
import type { Translate } from '../../i18n/translator.ts';
import { ListPager, ListStatus, useListPage, When } from './shared.tsx';

/** A text of the admin namespace under `group`, or `fallback` when there is none (actions added later read as their code). */
function named(t: Translate, group: string, key: string, fallback: string): string {
  const path = `${group}.${key.replace(/\./g, '_')}`;
  const text = t(path);
  return text === path ? fallback : text;
}

/** A logged value as a reader sees it: statuses and yes or no translated, nothing as a dash, other values as they are. */
function valueText(t: Translate, field: string, value: unknown): string {
  if (value === null || value === undefined || value === '') return '—';
  if (field === 'status' && typeof value === 'string') return named(t, 'status', value, value);
  if (typeof value === 'boolean') return t(value ? 'values.yes' : 'values.no');
  return typeof value === 'object' ? JSON.stringify(value) : String(value);
}

/** The fields an action changed, each with its value before and after. */
function changes(entry: AuditEntry): { field: string; before: unknown; after: unknown }[] {
  const fields = [...new Set([...Object.keys(entry.before ?? {}), ...Object.keys(entry.after ?? {})])];
  return fields
    .map((field) => ({ field, before: entry.before?.[field], after: entry.after?.[field] }))
    .filter((c) => JSON.stringify(c.before ?? null) !== JSON.stringify(c.after ?? null));
}

/** The audit log, newest first: who did what to which request, when, and what changed. Nobody can edit it. */
export function AuditLog({ t, locale }: { t: Translate; locale: string }) {
  const [page, setPage] = useState(1);
  const [retry, setRetry] = useState(0);
  const load = useCallback((signal: AbortSignal) => auditLog(page, { signal }), [page]);
  const { state } = useListPage<AuditEntry>(`audit|${page}|${retry}`, load, t);
  return (
    <div className="adm-audit">
      <p className="adm-hint">{t('audit.intro')}</p>
      <ListStatus state={state} t={t} empty={t('audit.empty')} onRetry={() => setRetry((n) => n + 1)} />
      {state.kind === 'ok' && state.page.items.length > 0 && (
        <ol className="adm-log">
          {state.page.items.map((entry) => (
            <li key={entry.id} className="adm-entry card">
              <p className="adm-entry-what">
                <strong>{named(t, 'actions', entry.action, entry.action)}</strong>{' '}
                <span>{t('audit.target', { target: named(t, 'targets', entry.target_type, entry.target_type), id: entry.target_id })}</span>
              </p>
              <p className="adm-entry-who">
                {t('audit.by', { name: entry.operator.name || `#${entry.operator.id}` })} · <When iso={entry.created_at} locale={locale} />
              </p>
              {changes(entry).length > 0 && (
                <dl className="adm-changes">
                  {changes(entry).map((c) => (
                    <div key={c.field} className="adm-change">
                      <dt>{named(t, 'fieldNames', c.field, c.field)}</dt>
                      <dd>
                        {valueText(t, c.field, c.before)} <span aria-hidden="true">→</span>
                        <span className="visually-hidden">{t('audit.becomes')}</span> {valueText(t, c.field, c.after)}
                      </dd>
                    </div>
                  ))}
                </dl>
              )}
            </li>
          ))}
        </ol>
      )}
      <ListPager state={state} page={page} t={t} onPage={setPage} />
    </div>
  );
}
