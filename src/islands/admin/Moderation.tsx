import { useCallback, useId, useState } from 'react';
import { contentList, setContentHidden, type AdminContent, type ContentType } from '../../lib/api/admin.ts';
import type { Translate } from '../../i18n/translator.ts';
import { Confirm, Fact, FilterSelect, ListPager, ListStatus, ReasonField, useDecision, useListPage, When, type Notice } from './shared.tsx';

const TYPES: readonly ContentType[] = ['ads', 'feeds', 'stories', 'comments', 'reviews', 'hotel_reviews'];

/** What a row is called in headings and notices: its title, or for a story (which has none) what kind of story it is. */
function nameOf(row: AdminContent, t: Translate): string {
  if (row.title) return row.title;
  return t(row.media?.type === 'video' ? 'moderation.videoStory' : 'moderation.photoStory');
}

/**
 * Moderation (issue 16, decisions 177, 178 and 191): one kind of content at a time, newest first, all of it or only what
 * operators hid. Each row says what it is, links to where it is seen, and whose it is; Hide asks for the reason, Restore
 * is confirmed too, and the row changes in place, so the operator keeps their place in the list.
 */
export function Moderation({ t, locale, onNotice }: { t: Translate; locale: string; onNotice: (n: Notice) => void }) {
  const [type, setType] = useState<ContentType>('ads');
  const [hiddenOnly, setHiddenOnly] = useState(false);
  const [page, setPage] = useState(1);
  const [retry, setRetry] = useState(0);
  const [reason, setReason] = useState('');
  const [reasonError, setReasonError] = useState('');
  const ids = { hidden: useId() };

  const load = useCallback((signal: AbortSignal) => contentList(type, hiddenOnly, page, { signal }), [type, hiddenOnly, page]);
  const { state, edit } = useListPage<AdminContent>(`moderation|${type}|${hiddenOnly}|${page}|${retry}`, load, t);

  const { pending, busy, failure, ask, close, decide } = useDecision<AdminContent>(t, onNotice, () => setRetry((n) => n + 1), async (row) => {
    const hide = row.hidden === 0;
    const done = await setContentHidden(row.type, row.id, hide, reason.trim());
    edit((p) => ({
      ...p,
      items: p.items.map((r) => (r.id === done.id ? { ...r, hidden: done.hidden, hidden_reason: done.hidden ? reason.trim() : null } : r)),
    }));
    return t(hide ? 'moderation.hiddenNotice' : 'moderation.restoredNotice', { what: nameOf(row, t) });
  });
  const hiding = pending?.hidden === 0;
  const confirm = () => {
    if (hiding && !reason.trim()) setReasonError(t('moderation.reasonRequired'));
    else void decide();
  };

  const rows = state.kind === 'ok' ? state.page.items : [];
  return (
    <div className="adm-queue">
      <div className="adm-tools">
        <div className="adm-filters">
          <FilterSelect
            label={t('moderation.type')}
            value={type}
            options={TYPES.map((x) => ({ value: x, label: t(`moderation.types.${x}`) }))}
            onChange={(x) => {
              setType(x);
              setPage(1);
            }}
          />
          <label className="adm-check" htmlFor={ids.hidden}>
            <input
              id={ids.hidden}
              type="checkbox"
              checked={hiddenOnly}
              onChange={(e) => {
                setHiddenOnly(e.target.checked);
                setPage(1);
              }}
            />
            {t('moderation.hiddenOnly')}
          </label>
        </div>
        {state.kind === 'ok' && <p className="adm-count">{t('moderation.count', { count: state.page.total })}</p>}
      </div>

      <ListStatus state={state} t={t} empty={t(hiddenOnly ? 'moderation.noneHidden' : 'moderation.none')} onRetry={() => setRetry((n) => n + 1)} />

      {rows.length > 0 && (
        <ul className="adm-rows">
          {rows.map((row) => {
            const name = nameOf(row, t);
            const picture = row.media ? (row.media.poster ?? (row.media.type === 'image' ? row.media.url : null)) : null;
            return (
              <li key={row.id} className="adm-row card">
                <article aria-labelledby={`adm-content-${row.id}`}>
                  <header className="adm-row-head">
                    {row.media && (
                      <a href={row.media.url} target="_blank" rel="noopener noreferrer" aria-label={t('moderation.openFile', { what: name })}>
                        {picture ? <img className="adm-logo" src={picture} alt="" width="48" height="48" loading="lazy" /> : t('moderation.openFile', { what: name })}
                      </a>
                    )}
                    <h3 id={`adm-content-${row.id}`}>{name}</h3>
                    <span className="adm-badge">{t(`moderation.kinds.${row.type}`)}</span>
                    {row.hidden === 1 && <span className="adm-badge is-rejected">{t('moderation.hiddenBadge')}</span>}
                  </header>
                  <dl className="adm-facts">
                    {row.rating !== null && <Fact label={t('moderation.rating')}>{t('moderation.stars', { rating: row.rating })}</Fact>}
                    <Fact label={t('moderation.where')}>{row.url ? <a href={row.url}>{row.url}</a> : null}</Fact>
                    <Fact label={t('moderation.owner')}>{row.owner.name}</Fact>
                    <Fact label={t('moderation.posted')}>
                      <When iso={row.created_at} locale={locale} />
                    </Fact>
                    {row.hidden === 1 && <Fact label={t('moderation.reason')}>{row.hidden_reason}</Fact>}
                  </dl>
                  <div className="adm-actions">
                    <button
                      type="button"
                      className={row.hidden ? 'btn' : 'btn adm-danger'}
                      disabled={busy}
                      aria-label={t(row.hidden ? 'moderation.restoreNamed' : 'moderation.hideNamed', { what: name })}
                      onClick={() => {
                        setReason('');
                        setReasonError('');
                        ask(row);
                      }}
                    >
                      {t(row.hidden ? 'moderation.restore' : 'moderation.hide')}
                    </button>
                  </div>
                </article>
              </li>
            );
          })}
        </ul>
      )}

      <ListPager state={state} page={page} t={t} onPage={setPage} />

      <Confirm
        open={pending !== null}
        title={pending ? t(hiding ? 'moderation.hideTitle' : 'moderation.restoreTitle', { what: nameOf(pending, t) }) : ''}
        confirmLabel={t(hiding ? 'moderation.hide' : 'moderation.restore')}
        danger={hiding}
        busy={busy}
        error={failure}
        t={t}
        onConfirm={confirm}
        onClose={close}
      >
        {pending && <p>{t(hiding ? `moderation.hideBody.${pending.type}` : 'moderation.restoreBody')}</p>}
        {hiding && (
          <ReasonField
            label={t('moderation.reason')}
            hint={t('moderation.reasonHint')}
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
