import { useCallback, useEffect, useState } from 'react';
import {
  actOnComplaint,
  complaintQueue,
  type AdminComplaint,
  type ComplaintAction,
  type ComplaintStatus,
  type ComplaintType,
} from '../../lib/api/admin.ts';
import { complaintTopics } from '../../lib/api/contact.ts';
import type { Translate } from '../../i18n/translator.ts';
import { Confirm, Fact, FilterSelect, ListPager, ListStatus, Mail, useDecision, useListPage, When, type Notice } from './shared.tsx';
import { Topics } from './Topics.tsx';

const STATUSES: readonly ComplaintStatus[] = ['open', 'reviewed', 'dismissed'];
const TYPES: readonly ComplaintType[] = ['ads', 'shop', 'user', 'feed', 'message'];
/** What the server can hide (decision 174): ads and shop items, and feeds. Shops and members are blocked instead. */
const HIDEABLE: readonly ComplaintType[] = ['ads', 'feed'];

/** The actions an open complaint offers, in the order shown. */
function actionsFor(row: AdminComplaint): ComplaintAction[] {
  const out: ComplaintAction[] = ['dismiss'];
  if (HIDEABLE.includes(row.type) && row.content.url !== null) out.push('hide');
  if (row.content.owner !== null) out.push('block-user');
  return out;
}

type Pending = { row: AdminComplaint; action: ComplaintAction };

/**
 * The complaints queue (issue 16): open complaints oldest first, filtered by status, type and topic, each with what
 * it is about and who sent it. Dismiss (no breach), Hide the ad or feed, or Block its owner, each confirmed first;
 * the complainant is e-mailed the outcome and the complaint leaves the open queue.
 */
export function Complaints({ t, locale, onNotice }: { t: Translate; locale: string; onNotice: (n: Notice) => void }) {
  const [status, setStatus] = useState<ComplaintStatus>('open');
  const [type, setType] = useState<ComplaintType | ''>('');
  const [topicId, setTopicId] = useState<number | ''>('');
  const [topics, setTopics] = useState<{ id: number; name: string }[]>([]);
  const [page, setPage] = useState(1);
  const [retry, setRetry] = useState(0);
  const [managing, setManaging] = useState(false);
  const [topicsVersion, setTopicsVersion] = useState(0);

  useEffect(() => {
    // The topic filter is a convenience: without the list the queue still works unfiltered.
    complaintTopics(locale).then(
      (res) => setTopics(res.data),
      () => setTopics([]),
    );
  }, [locale, topicsVersion]);

  const load = useCallback(
    (signal: AbortSignal) => complaintQueue({ status, type: type || undefined, topicId: topicId === '' ? undefined : topicId }, page, { signal }),
    [status, type, topicId, page],
  );
  const { state, edit } = useListPage<AdminComplaint>(`complaints|${status}|${type}|${topicId}|${page}|${retry}`, load, t);
  const filtered = (change: () => void) => {
    change();
    setPage(1);
  };

  const { pending, busy, failure, ask, close, decide } = useDecision<Pending>(t, onNotice, () => setRetry((n) => n + 1), async ({ row, action }) => {
    const done = await actOnComplaint(row.id, action);
    edit((p) => ({ ...p, items: p.items.filter((r) => r.id !== row.id), total: p.total - 1 }));
    if (state.kind === 'ok' && state.page.items.length === 1 && page > 1) setPage(page - 1);
    return t(`complaints.done.${action}`, { title: row.content.title ?? t('complaints.gone'), owner: row.content.owner?.name ?? '', email: done.mailed_to });
  });

  const rows = state.kind === 'ok' ? state.page.items : [];
  return (
    <div className="adm-queue">
      <div className="adm-tools">
        <div className="adm-filters">
          <FilterSelect
            label={t('status.label')}
            value={status}
            options={STATUSES.map((s) => ({ value: s, label: t(`complaints.status.${s}`) }))}
            onChange={(s) => filtered(() => setStatus(s))}
          />
          <FilterSelect<ComplaintType | ''>
            label={t('complaints.type')}
            value={type}
            options={[{ value: '', label: t('complaints.allTypes') }, ...TYPES.map((x) => ({ value: x, label: t(`complaints.types.${x}`) }))]}
            onChange={(x) => filtered(() => setType(x))}
          />
          {topics.length > 0 && (
            <FilterSelect<number | ''>
              label={t('complaints.topic')}
              value={topicId}
              options={[{ value: '', label: t('complaints.allTopics') }, ...topics.map((x) => ({ value: x.id, label: x.name }))]}
              onChange={(x) => filtered(() => setTopicId(x))}
            />
          )}
        </div>
        <div className="adm-tools-end">
          {state.kind === 'ok' && <p className="adm-count">{t('complaints.count', { count: state.page.total })}</p>}
          <button type="button" className="btn" onClick={() => setManaging(true)}>
            {t('topics.open')}
          </button>
        </div>
      </div>

      <Topics
        open={managing}
        t={t}
        onClose={() => setManaging(false)}
        onChanged={() => {
          setTopicsVersion((n) => n + 1);
          setRetry((n) => n + 1);
        }}
        onNotice={onNotice}
      />

      <ListStatus state={state} t={t} empty={t(`complaints.empty.${status}`)} onRetry={() => setRetry((n) => n + 1)} />

      {rows.length > 0 && (
        <ul className="adm-rows">
          {rows.map((row) => (
            <li key={row.id} className="adm-row card">
              <article aria-labelledby={`adm-complaint-${row.id}`}>
                <header className="adm-row-head">
                  <h3 id={`adm-complaint-${row.id}`}>{row.topic.name}</h3>
                  <span className="adm-badge">{t(`complaints.types.${row.type}`)}</span>
                </header>
                <blockquote className="adm-quote">{row.complain}</blockquote>
                <dl className="adm-facts">
                  <Fact label={t('complaints.about')}>
                    {row.content.url ? <a href={row.content.url}>{row.content.title ?? row.content.url}</a> : (row.content.title ?? t('complaints.gone'))}
                  </Fact>
                  <Fact label={t('complaints.owner')}>{row.content.owner?.name}</Fact>
                  <Fact label={t('complaints.from')}>
                    {row.complainant.name} · <Mail to={row.complainant.email} />
                  </Fact>
                  <Fact label={t('fields.sent')}>
                    <When iso={row.created_at} locale={locale} />
                  </Fact>
                </dl>
                {row.status === 'open' && (
                  <div className="adm-actions">
                    {actionsFor(row).map((action) => (
                      <button
                        key={action}
                        type="button"
                        className={action === 'dismiss' ? 'btn' : 'btn adm-danger'}
                        disabled={busy}
                        onClick={() => ask({ row, action })}
                      >
                        {t(`complaints.actions.${action}`)}
                      </button>
                    ))}
                  </div>
                )}
              </article>
            </li>
          ))}
        </ul>
      )}

      <ListPager state={state} page={page} t={t} onPage={setPage} />

      <Confirm
        open={pending !== null}
        title={pending ? t(`complaints.confirm.${pending.action}.title`, { title: pending.row.content.title ?? t('complaints.gone'), owner: pending.row.content.owner?.name ?? '' }) : ''}
        confirmLabel={pending ? t(`complaints.actions.${pending.action}`) : ''}
        danger={pending?.action !== 'dismiss'}
        busy={busy}
        error={failure}
        t={t}
        onConfirm={() => void decide()}
        onClose={close}
      >
        {pending && (
          <p>
            {t(`complaints.confirm.${pending.action}.body`, { name: pending.row.complainant.name, owner: pending.row.content.owner?.name ?? '' })}
          </p>
        )}
      </Confirm>
    </div>
  );
}
