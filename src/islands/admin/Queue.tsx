import { useCallback, useState } from 'react';
import {
  approveCompany,
  approveShopRequest,
  companyQueue,
  rejectCompany,
  rejectShopRequest,
  shopRequestQueue,
  type AdminCompany,
  type AdminShopRequest,
  type QueueStatus,
} from '../../lib/api/admin.ts';
import { ApiCallError } from '../../lib/api/client.ts';
import { errorText } from '../../lib/error-text.ts';
import type { Translate } from '../../i18n/translator.ts';
import { Fact, FilterSelect, FormDialog, ListPager, ListStatus, Mail, Phone, ReasonField, useListPage, When, type Notice } from './shared.tsx';

export type QueueKind = 'shops' | 'companies';
const STATUSES: readonly QueueStatus[] = ['pending', 'approved', 'rejected'];
type Row = AdminShopRequest | AdminCompany;

/** What differs between the two queues: their calls. The texts live under `<kind>.` in the admin namespace. */
const CALLS = {
  shops: { load: shopRequestQueue, approve: approveShopRequest, reject: rejectShopRequest },
  companies: { load: companyQueue, approve: approveCompany, reject: rejectCompany },
} satisfies Record<QueueKind, unknown>;

/** Whether a company's website is a web address worth a link (owners type it freely). */
const webLink = (site: string) => (/^https?:\/\//i.test(site) ? site : null);

function ShopFacts({ row, t, locale }: { row: AdminShopRequest; t: Translate; locale: string }) {
  return (
    <>
      <Fact label={t('fields.userName')}>{row.user_name}</Fact>
      <Fact label={t('fields.email')}>
        <Mail to={row.email} />
      </Fact>
      <Fact label={t('fields.phone')}>
        <Phone to={row.phone} />
      </Fact>
      <Fact label={t('fields.city')}>{row.city}</Fact>
      <Fact label={t('fields.location')}>{row.location}</Fact>
      <Fact label={t('fields.requester')}>
        {row.requester.name} · <Mail to={row.requester.email} />
      </Fact>
      <Fact label={t('fields.sent')}>
        <When iso={row.created_at} locale={locale} />
      </Fact>
      {row.reviewed_at && (
        <Fact label={t('fields.reviewed')}>
          <When iso={row.reviewed_at} locale={locale} />
        </Fact>
      )}
      {row.shop_id !== null && (
        <Fact label={t('fields.shop')}>
          <a href={`/shop/${row.shop_id}`}>{t('openShop')}</a>
        </Fact>
      )}
    </>
  );
}

function CompanyFacts({ row, t, locale }: { row: AdminCompany; t: Translate; locale: string }) {
  const site = row.website ? webLink(row.website) : null;
  return (
    <>
      <Fact label={t('fields.email')}>
        <Mail to={row.email} />
      </Fact>
      <Fact label={t('fields.phone')}>
        <Phone to={row.phone} />
      </Fact>
      <Fact label={t('fields.website')}>
        {site ? (
          <a href={site} target="_blank" rel="noopener noreferrer nofollow">
            {row.website}
          </a>
        ) : (
          row.website
        )}
      </Fact>
      <Fact label={t('fields.owner')}>
        {row.owner.name} · <Mail to={row.owner.email} />
      </Fact>
      <Fact label={t('fields.sent')}>
        <When iso={row.created_at} locale={locale} />
      </Fact>
      {row.status !== 'pending' && (
        <Fact label={t('fields.company')}>
          <a href={`/company/${row.id}`}>{t('openCompany')}</a>
        </Fact>
      )}
    </>
  );
}

/**
 * A vetting queue (shop requests or company requests): a status filter, a page of requests oldest first with what an
 * operator needs to decide, Approve and Reject (with a required reason) on pending ones. A decided request leaves
 * the page and `onNotice` says what happened and who was e-mailed.
 */
export function Queue({ kind, t, locale, onNotice }: { kind: QueueKind; t: Translate; locale: string; onNotice: (n: Notice) => void }) {
  const calls = CALLS[kind];
  const [status, setStatus] = useState<QueueStatus>('pending');
  const [page, setPage] = useState(1);
  const [retry, setRetry] = useState(0);
  const [busy, setBusy] = useState<number | null>(null);
  const [rejecting, setRejecting] = useState<Row | null>(null);
  const [reason, setReason] = useState('');
  const [reasonError, setReasonError] = useState('');

  const load = useCallback((signal: AbortSignal) => calls.load(status, page, { signal }) as Promise<{ items: Row[]; page: number; last: number; total: number }>, [calls, status, page]);
  const { state, edit } = useListPage<Row>(`${kind}|${status}|${page}|${retry}`, load, t);

  /** The decided request leaves the pending page; an emptied page other than the first goes back one. */
  const decided = (row: Row, text: string) => {
    edit((p) => ({ ...p, items: p.items.filter((r) => r.id !== row.id), total: p.total - 1 }));
    if (state.kind === 'ok' && state.page.items.length === 1 && page > 1) setPage(page - 1);
    onNotice({ kind: 'success', text });
  };

  /** Another operator decided first (409): say so and show the queue as it is now. */
  const decidedElsewhere = (err: unknown) => {
    if (!(err instanceof ApiCallError && err.httpStatus === 409)) return false;
    onNotice({ kind: 'error', text: errorText(err, t, t('errors.decide')) });
    setRejecting(null);
    setRetry((n) => n + 1);
    return true;
  };

  const approve = async (row: Row) => {
    setBusy(row.id);
    try {
      const done = await calls.approve(row.id);
      decided(row, t(`${kind}.approved`, { name: row.name, email: done.mailed_to }));
    } catch (err) {
      if (!decidedElsewhere(err)) onNotice({ kind: 'error', text: errorText(err, t, t('errors.decide')) });
    } finally {
      setBusy(null);
    }
  };

  const openReject = (row: Row) => {
    setRejecting(row);
    setReason('');
    setReasonError('');
  };

  const reject = async () => {
    if (!rejecting) return;
    if (!reason.trim()) {
      setReasonError(t('reject.required'));
      return;
    }
    setBusy(rejecting.id);
    try {
      const done = await calls.reject(rejecting.id, reason.trim());
      decided(rejecting, t(`${kind}.rejected`, { name: rejecting.name, email: done.mailed_to }));
      setRejecting(null);
    } catch (err) {
      if (!decidedElsewhere(err)) setReasonError(errorText(err, t, t('errors.decide')));
    } finally {
      setBusy(null);
    }
  };

  const rows = state.kind === 'ok' ? state.page.items : [];
  return (
    <div className="adm-queue">
      <div className="adm-tools">
        <FilterSelect
          label={t('status.label')}
          value={status}
          options={STATUSES.map((s) => ({ value: s, label: t(`status.${s}`) }))}
          onChange={(s) => {
            setStatus(s);
            setPage(1);
          }}
        />
        {state.kind === 'ok' && <p className="adm-count">{t('count', { count: state.page.total })}</p>}
      </div>

      <ListStatus state={state} t={t} empty={t(`${kind}.empty.${status}`)} onRetry={() => setRetry((n) => n + 1)} />

      {rows.length > 0 && (
        <ul className="adm-rows">
          {rows.map((row) => (
            <li key={row.id} className="adm-row card">
              <article aria-labelledby={`adm-${kind}-${row.id}`}>
                <header className="adm-row-head">
                  {'logo' in row && row.logo ? <img className="adm-logo" src={row.logo} alt="" width={48} height={48} loading="lazy" /> : null}
                  <h3 id={`adm-${kind}-${row.id}`}>{row.name}</h3>
                  <span className={`adm-badge is-${row.status}`}>{t(`status.${row.status}`)}</span>
                </header>
                <dl className="adm-facts">
                  {'requester' in row ? <ShopFacts row={row} t={t} locale={locale} /> : <CompanyFacts row={row} t={t} locale={locale} />}
                  {row.rejection_reason && <Fact label={t('fields.reason')}>{row.rejection_reason}</Fact>}
                </dl>
                {row.status === 'pending' && (
                  <div className="adm-actions">
                    <button type="button" className="btn btn-primary" disabled={busy !== null} onClick={() => void approve(row)} aria-label={t('approveNamed', { name: row.name })}>
                      {t('approve')}
                    </button>
                    <button type="button" className="btn adm-danger" disabled={busy !== null} onClick={() => openReject(row)} aria-label={t('rejectNamed', { name: row.name })}>
                      {t('reject.button')}
                    </button>
                  </div>
                )}
              </article>
            </li>
          ))}
        </ul>
      )}

      <ListPager state={state} page={page} t={t} onPage={setPage} />

      <FormDialog
        open={rejecting !== null}
        title={t(`${kind}.rejectTitle`, { name: rejecting?.name ?? '' })}
        saveLabel={t('reject.button')}
        danger
        busy={busy !== null}
        size="sm"
        t={t}
        onSave={() => void reject()}
        onClose={() => setRejecting(null)}
      >
        <ReasonField
          label={t('reject.reason')}
          hint={t(`${kind}.reasonHint`)}
          value={reason}
          error={reasonError}
          rows={4}
          onChange={(value) => {
            setReason(value);
            if (reasonError) setReasonError('');
          }}
        />
      </FormDialog>
    </div>
  );
}
