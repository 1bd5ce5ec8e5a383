import { useCallback, useId, useState } from 'react';
import { isOperator } from '../../../common/roles.ts';
import { memberList, setMemberBlocked, type AdminMember } from '../../lib/api/admin.ts';
import type { Translate } from '../../i18n/translator.ts';
import { Confirm, Fact, ListPager, ListStatus, Mail, SearchForm, useDecision, useListPage, When, type Notice } from './shared.tsx';

/**
 * Members (issue 16, decision 173): search by name, user name or e-mail, or list the blocked ones; Block signs a member
 * out everywhere and keeps them from signing in, their ads and shop leave the site; Unblock brings all back. Both are
 * confirmed first. Operators cannot be blocked, so they offer neither.
 */
export function Members({ t, locale, onNotice }: { t: Translate; locale: string; onNotice: (n: Notice) => void }) {
  const [q, setQ] = useState('');
  const [blockedOnly, setBlockedOnly] = useState(false);
  const [page, setPage] = useState(1);
  const [retry, setRetry] = useState(0);
  const blockedId = useId();

  const load = useCallback((signal: AbortSignal) => memberList({ q: q || undefined, blockedOnly }, page, { signal }), [q, blockedOnly, page]);
  const { state, edit } = useListPage<AdminMember>(`members|${q}|${blockedOnly}|${page}|${retry}`, load, t);

  const { pending, busy, failure, ask, close, decide } = useDecision<AdminMember>(t, onNotice, () => setRetry((n) => n + 1), async (member) => {
    const blocking = member.is_blocked === 0;
    const done = await setMemberBlocked(member.id, blocking);
    edit((p) => ({ ...p, items: p.items.map((m) => (m.id === done.id ? { ...m, is_blocked: done.is_blocked } : m)) }));
    return t(blocking ? 'members.blocked' : 'members.unblocked', { name: member.name });
  });

  const rows = state.kind === 'ok' ? state.page.items : [];
  const blocking = pending?.is_blocked === 0;
  return (
    <div className="adm-queue">
      <div className="adm-tools">
        <SearchForm
          name={t('tabs.members')}
          label={t('members.search')}
          findLabel={t('members.find')}
          onSearch={(words) => {
            setQ(words);
            setPage(1);
          }}
        >
          <label className="adm-check" htmlFor={blockedId}>
            <input
              id={blockedId}
              type="checkbox"
              checked={blockedOnly}
              onChange={(e) => {
                setBlockedOnly(e.target.checked);
                setPage(1);
              }}
            />
            {t('members.blockedOnly')}
          </label>
        </SearchForm>
        {state.kind === 'ok' && <p className="adm-count">{t('members.count', { count: state.page.total })}</p>}
      </div>

      <ListStatus state={state} t={t} empty={t(q ? 'members.noMatch' : blockedOnly ? 'members.noneBlocked' : 'members.none', { q })} onRetry={() => setRetry((n) => n + 1)} />

      {rows.length > 0 && (
        <ul className="adm-rows">
          {rows.map((m) => (
            <li key={m.id} className="adm-row card">
              <article aria-labelledby={`adm-member-${m.id}`}>
                <header className="adm-row-head">
                  <h3 id={`adm-member-${m.id}`}>{m.name || m.user_name}</h3>
                  {isOperator(m) && <span className="adm-badge is-approved">{t('members.operator')}</span>}
                  {m.is_blocked === 1 && <span className="adm-badge is-rejected">{t('members.blockedBadge')}</span>}
                </header>
                <dl className="adm-facts">
                  <Fact label={t('members.userName')}>{m.user_name}</Fact>
                  <Fact label={t('members.email')}>
                    <Mail to={m.email} />
                  </Fact>
                  <Fact label={t('members.joined')}>
                    <When iso={m.created_at} locale={locale} />
                  </Fact>
                </dl>
                {!isOperator(m) && (
                  <div className="adm-actions">
                    <button
                      type="button"
                      className={m.is_blocked ? 'btn' : 'btn adm-danger'}
                      disabled={busy}
                      aria-label={t(m.is_blocked ? 'members.unblockNamed' : 'members.blockNamed', { name: m.name || m.user_name })}
                      onClick={() => ask(m)}
                    >
                      {t(m.is_blocked ? 'members.unblock' : 'members.block')}
                    </button>
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
        title={pending ? t(blocking ? 'members.blockTitle' : 'members.unblockTitle', { name: pending.name || pending.user_name }) : ''}
        confirmLabel={t(blocking ? 'members.block' : 'members.unblock')}
        danger={blocking}
        busy={busy}
        error={failure}
        t={t}
        onConfirm={() => void decide()}
        onClose={close}
      >
        <p>{t(blocking ? 'members.blockBody' : 'members.unblockBody')}</p>
      </Confirm>
    </div>
  );
}
