import { CompanyCrumbs } from './CompanyCrumbs.tsx';
import { useEffect, useId, useState } from 'react';
import { useT } from '../../i18n/useT.ts';
import type { I18nProps } from '../../i18n/translator.ts';
import { errorText } from '../../lib/error-text.ts';
import { myCompanies, myModeratorRequests, respondModeratorRequest, type Company, type ModeratorRequest } from '../../lib/api/companies.ts';
import { useOnSignIn } from '../../stores/use-session.ts';
import { adsUsedText, CompanyLogo, StatusBadge, subscriptionText } from './shared.tsx';
import './companies.css';

type Props = { i18n: I18nProps };
type Loaded = { owned: Company[]; moderated: Company[]; requests: ModeratorRequest[] };

/** UserCompanies (spec 001 'Companies'): owned and moderated companies, and the moderator requests to answer. */
export default function UserCompanies({ i18n }: Props) {
  const t = useT(i18n, 'companies');
  const uid = useId();
  const [data, setData] = useState<Loaded | 'error' | null>(null);
  const [busy, setBusy] = useState<number | null>(null);
  const [answerError, setAnswerError] = useState<string | null>(null);

  const load = () =>
    Promise.all([myCompanies(), myModeratorRequests()]).then(
      ([mine, requests]) => setData({ ...mine, requests }),
      // A visitor's 401 opens the sign-in dialog; the list waits for it (useOnSignIn) instead of reporting a failure.
      (err: { httpStatus?: number }) => setData(err.httpStatus === 401 ? null : 'error'),
    );
  useEffect(() => void load(), []);
  useOnSignIn(() => void load());

  const answer = async (r: ModeratorRequest, status: 'accepted' | 'rejected') => {
    setBusy(r.id);
    setAnswerError(null);
    try {
      await respondModeratorRequest(r, status);
      await load();
    } catch (err) {
      setAnswerError(errorText(err, t, t('requests.failed')));
    } finally {
      setBusy(null);
    }
  };

  const card = (c: Company, owned: boolean) => (
    <li key={c.id} className="co-item card">
      <CompanyLogo company={c} />
      <div>
        <h3>{c.name}</h3>
        <p>
          <StatusBadge t={t} status={c.status} /> {owned ? t('list.owner') : t('list.moderator')}
        </p>
        {[c.city, c.country].some(Boolean) && <p>{[c.city, c.country].filter(Boolean).join(', ')}</p>}
        {c.status === 'approved' && (
          <>
            <p>{subscriptionText(t, i18n.locale, c)}</p>
            <p>{adsUsedText(t, c)}</p>
          </>
        )}
      </div>
      <div className="co-item-actions">
        <a className="btn" href={`/account/companies/${c.id}`} aria-label={t('list.openNamed', { name: c.name })}>
          {t('list.open')}
        </a>
      </div>
    </li>
  );

  const pending = data && data !== 'error' ? data.requests.filter((r) => r.status === 'pending') : [];

  return (
    <section className="co container" aria-labelledby={`${uid}-title`}>
      <CompanyCrumbs t={t} />
      <div className="co-head">
        <h1 id={`${uid}-title`}>{t('title')}</h1>
        <a className="btn btn-primary" href="/account/companies/create">
          {t('list.create')}
        </a>
      </div>
      <p className="co-intro">{t('list.intro')}</p>
      {data === null && <p role="status">{t('loading')}</p>}
      {data === 'error' && (
        <p role="alert" className="co-error">
          {t('fetchFailed')}
        </p>
      )}
      {data && data !== 'error' && (
        <>
          {pending.length > 0 && (
            <section className="co-section" aria-labelledby={`${uid}-req`}>
              <h2 id={`${uid}-req`}>{t('requests.title')}</h2>
              {answerError && (
                <p role="alert" className="co-error">
                  {answerError}
                </p>
              )}
              <ul className="co-list">
                {pending.map((r) => (
                  <li key={r.id} className="co-item card">
                    <CompanyLogo company={r.company} />
                    <div>
                      <h3>{r.company.name}</h3>
                      <p>{t('requests.invitedBy', { name: `${r.owner.name} ${r.owner.last_name}`.trim() })}</p>
                    </div>
                    <div className="co-item-actions">
                      <button type="button" className="btn btn-primary" disabled={busy === r.id} onClick={() => void answer(r, 'accepted')}>
                        {t('requests.accept')}
                      </button>
                      <button type="button" className="btn" disabled={busy === r.id} onClick={() => void answer(r, 'rejected')}>
                        {t('requests.reject')}
                      </button>
                    </div>
                  </li>
                ))}
              </ul>
            </section>
          )}
          <section className="co-section" aria-labelledby={`${uid}-owned`}>
            <h2 id={`${uid}-owned`}>{t('list.owned')}</h2>
            {data.owned.length ? <ul className="co-list">{data.owned.map((c) => card(c, true))}</ul> : <p className="co-empty card">{t('list.noOwned')}</p>}
          </section>
          <section className="co-section" aria-labelledby={`${uid}-mod`}>
            <h2 id={`${uid}-mod`}>{t('list.moderated')}</h2>
            {data.moderated.length ? <ul className="co-list">{data.moderated.map((c) => card(c, false))}</ul> : <p className="co-empty card">{t('list.noModerated')}</p>}
          </section>
        </>
      )}
    </section>
  );
}
