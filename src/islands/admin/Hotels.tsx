import { useCallback, useState } from 'react';
import { adminHotelList, deleteAdminHotel, setHotelHidden, type AdminHotelCard, type AdminHotelStatus } from '../../lib/api/admin-hotels.ts';
import type { Translate } from '../../i18n/translator.ts';
import { HotelEditor } from './HotelEditor.tsx';
import { Confirm, Fact, FilterSelect, ListPager, ListStatus, ReasonField, SearchForm, useDecision, useListPage, When, type Notice } from './shared.tsx';
import './hotels.css';

const FILTERS = ['all', 'listed', 'hidden'] as const;
type Filter = (typeof FILTERS)[number];
type Pending = { row: AdminHotelCard; action: 'hide' | 'restore' | 'delete' };

/**
 * Hotels (issue 16, decision 190): listed and hidden hotels, newest first, found by part of the name or city. Add
 * hotel and Edit open the editor in place of the list; Hide (with a reason), Restore and Delete are confirmed, and
 * the row changes in place so the operator keeps their place in the list.
 */
export function Hotels({ t, locale, onNotice }: { t: Translate; locale: string; onNotice: (n: Notice) => void }) {
  const [q, setQ] = useState('');
  const [filter, setFilter] = useState<Filter>('all');
  const [page, setPage] = useState(1);
  const [retry, setRetry] = useState(0);
  const [editing, setEditing] = useState<{ id: number | null } | null>(null);
  const [reason, setReason] = useState('');
  const [reasonError, setReasonError] = useState('');

  const load = useCallback(
    (signal: AbortSignal) => adminHotelList({ q: q || undefined, status: filter === 'all' ? undefined : (filter as AdminHotelStatus) }, page, { signal }),
    [q, filter, page],
  );
  const { state, edit } = useListPage<AdminHotelCard>(`hotels|${q}|${filter}|${page}|${retry}`, load, t);

  const { pending, busy, failure, ask, close, decide } = useDecision<Pending>(t, onNotice, () => setRetry((n) => n + 1), async ({ row, action }) => {
    if (action === 'delete') {
      await deleteAdminHotel(row.id);
      edit((p) => ({ ...p, items: p.items.filter((h) => h.id !== row.id), total: p.total - 1 }));
      return t('hotels.deleted', { name: row.name });
    }
    const hide = action === 'hide';
    const why = reason.trim();
    await setHotelHidden(row.id, hide, why);
    edit((p) => ({ ...p, items: p.items.map((h) => (h.id === row.id ? { ...h, status: hide ? 'hidden' : 'listed', hidden_reason: hide ? why : null } : h)) }));
    return t(hide ? 'hotels.hiddenNotice' : 'hotels.restoredNotice', { name: row.name });
  });
  const confirm = () => {
    if (pending?.action === 'hide' && !reason.trim()) setReasonError(t('hotels.reasonRequired'));
    else void decide();
  };
  const open = (row: AdminHotelCard, action: Pending['action']) => {
    setReason('');
    setReasonError('');
    ask({ row, action });
  };

  if (editing)
    return (
      <HotelEditor
        id={editing.id}
        t={t}
        onClose={(saved) => {
          setEditing(null);
          if (saved) {
            onNotice({ kind: 'success', text: t('hotels.saved', { name: saved.name }) });
            setRetry((n) => n + 1);
          }
        }}
      />
    );

  const rows = state.kind === 'ok' ? state.page.items : [];
  const action = pending?.action;
  return (
    <div className="adm-queue">
      <div className="adm-tools">
        <SearchForm
          name={t('tabs.hotels')}
          label={t('hotels.search')}
          findLabel={t('hotels.find')}
          onSearch={(words) => {
            setQ(words);
            setPage(1);
          }}
        >
          <FilterSelect
            label={t('hotels.filter')}
            value={filter}
            options={FILTERS.map((f) => ({ value: f, label: t(`hotels.filters.${f}`) }))}
            onChange={(f) => {
              setFilter(f);
              setPage(1);
            }}
          />
        </SearchForm>
        <div className="adm-tools-end">
          {state.kind === 'ok' && <p className="adm-count">{t('hotels.count', { count: state.page.total })}</p>}
          <button type="button" className="btn btn-primary" onClick={() => setEditing({ id: null })}>
            {t('hotels.add')}
          </button>
        </div>
      </div>

      <ListStatus
        state={state}
        t={t}
        empty={t(q ? 'hotels.noMatch' : filter === 'all' ? 'hotels.none' : `hotels.none_${filter}`, { q })}
        onRetry={() => setRetry((n) => n + 1)}
      />

      {rows.length > 0 && (
        <ul className="adm-rows">
          {rows.map((h) => (
            <li key={h.id} className="adm-row card">
              <article aria-labelledby={`adm-hotel-${h.id}`} className="htl-row">
                {h.photo ? <img className="htl-thumb" src={h.photo.variants[0] ?? h.photo.attachment} alt="" width={96} height={64} loading="lazy" /> : <span className="htl-thumb" aria-hidden="true" />}
                <div className="htl-row-body">
                  <header className="adm-row-head">
                    <h3 id={`adm-hotel-${h.id}`}>{h.name}</h3>
                    <span className={`adm-badge ${h.status === 'listed' ? 'is-approved' : 'is-rejected'}`}>{t(`hotels.status.${h.status}`)}</span>
                  </header>
                  <dl className="adm-facts">
                    <Fact label={t('hotels.place')}>{`${h.city}, ${h.country}`}</Fact>
                    <Fact label={t('hotels.fields.price_per_night')}>{`${h.price_per_night} ${h.currency_code}`}</Fact>
                    <Fact label={t('hotels.fields.stars')}>{h.stars ? t('hotels.starsCount', { count: h.stars }) : t('hotels.noStars')}</Fact>
                    <Fact label={t('hotels.rating')}>{h.total_review ? t('hotels.ratingValue', { rating: h.average_rating, count: h.total_review }) : t('hotels.noReviews')}</Fact>
                    <Fact label={t('hotels.added')}>
                      <When iso={h.created_at} locale={locale} />
                    </Fact>
                    {h.status === 'hidden' && <Fact label={t('hotels.reason')}>{h.hidden_reason ?? t('hotels.createdHidden')}</Fact>}
                  </dl>
                  <div className="adm-actions">
                    <button type="button" className="btn" aria-label={t('hotels.editNamed', { name: h.name })} onClick={() => setEditing({ id: h.id })}>
                      {t('hotels.edit')}
                    </button>
                    {h.status === 'listed' && (
                      <a className="btn" href={`/hotels/${h.id}`} aria-label={t('hotels.viewNamed', { name: h.name })}>
                        {t('hotels.view')}
                      </a>
                    )}
                    <button
                      type="button"
                      className={h.status === 'listed' ? 'btn adm-danger' : 'btn'}
                      disabled={busy}
                      aria-label={t(h.status === 'listed' ? 'hotels.hideNamed' : 'hotels.restoreNamed', { name: h.name })}
                      onClick={() => open(h, h.status === 'listed' ? 'hide' : 'restore')}
                    >
                      {t(h.status === 'listed' ? 'hotels.hide' : 'hotels.restore')}
                    </button>
                    <button type="button" className="btn adm-danger" disabled={busy} aria-label={t('hotels.deleteNamed', { name: h.name })} onClick={() => open(h, 'delete')}>
                      {t('hotels.delete')}
                    </button>
                  </div>
                </div>
              </article>
            </li>
          ))}
        </ul>
      )}

      <ListPager state={state} page={page} t={t} onPage={setPage} />

      <Confirm
        open={pending !== null}
        title={pending ? t(`hotels.${pending.action}Title`, { name: pending.row.name }) : ''}
        confirmLabel={action ? t(`hotels.${action}`) : ''}
        danger={action !== 'restore'}
        busy={busy}
        error={failure}
        t={t}
        onConfirm={confirm}
        onClose={close}
      >
        {action && <p>{t(`hotels.${action}Body`)}</p>}
        {action === 'hide' && (
          <ReasonField
            label={t('hotels.reason')}
            hint={t('hotels.reasonHint')}
            value={reason}
            error={reasonError}
            onChange={(value) => {
              setReason(value);
              if (reasonError) setReasonError('');
            }}
          />
        )}
      </Confirm>
    </div>
  );
}
