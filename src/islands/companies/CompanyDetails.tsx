import { CompanyCrumbs } from './CompanyCrumbs.tsx';
import { useCallback, useEffect, useId, useState, type FormEvent } from 'react';
import { describedBy, Field } from '../../components/Field.tsx';
import { useT } from '../../i18n/useT.ts';
import type { I18nProps } from '../../i18n/translator.ts';
import { errorText } from '../../lib/error-text.ts';
import {
  companyDetails,
  companyModerators,
  findMemberByEmail,
  inviteModerator,
  postingOf,
  removeModerator,
  type Company,
  type CompanyModerator,
} from '../../lib/api/companies.ts';
import { useOnSignIn, useSession } from '../../stores/use-session.ts';
import { adsUsedText, CompanyLogo, dateText, postingText, StatusBadge, subscriptionText } from './shared.tsx';
import './companies.css';

type Props = { i18n: I18nProps; companyId: number; notice: 'created' | 'saved' | null };
type Found = { id: number; name: string; last_name: string; user_name: string };

/** CompanyDetails: the company's fields, review state, subscription and ads; the owner also edits it and manages moderators. */
export default function CompanyDetails({ i18n, companyId, notice }: Props) {
  const t = useT(i18n, 'companies');
  const uid = useId();
  const [company, setCompany] = useState<Company | 'error' | 'missing' | null>(null);
  const [moderators, setModerators] = useState<CompanyModerator[] | null>(null);
  const [email, setEmail] = useState('');
  const [found, setFound] = useState<Found | null>(null);
  const [inviteError, setInviteError] = useState<string | null>(null);
  const [inviteDone, setInviteDone] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const { user } = useSession();
  const owner = company !== null && typeof company === 'object' && user !== null && company.user_id === user.id;

  const load = useCallback(
    () => companyDetails(companyId).then(setCompany, (err: { httpStatus?: number }) =>
        // A visitor's 401 opens the sign-in dialog; the page waits for it (useOnSignIn) instead of reporting a failure.
        setCompany(err.httpStatus === 404 ? 'missing' : err.httpStatus === 401 ? null : 'error'),
      ),
    [companyId],
  );
  useEffect(() => void load(), [load]);
  useOnSignIn(() => void load());
  const loadModerators = useCallback(() => companyModerators(companyId).then((d) => setModerators(d.moderators), () => setModerators([])), [companyId]);
  useEffect(() => {
    if (owner) void loadModerators();
  }, [owner, loadModerators]);

  if (company === null) return <p className="co container" role="status">{t('loading')}</p>;
  if (company === 'error' || company === 'missing') {
    return (
      <section className="co container">
        <h1>{t('details.title')}</h1>
        <p role="alert" className="co-error">
          {company === 'missing' ? t('details.missing') : t('fetchFailed')}
        </p>
        <a className="btn" href="/account/companies">
          {t('details.back')}
        </a>
      </section>
    );
  }
  const c = company;

  const find = async (e: FormEvent) => {
    e.preventDefault();
    setInviteError(null);
    setInviteDone(null);
    setFound(null);
    if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email.trim())) {
      setInviteError(t('moderators.emailInvalid'));
      return;
    }
    setBusy(true);
    try {
      setFound(await findMemberByEmail(email.trim()));
    } catch (err) {
      setInviteError((err as { httpStatus?: number }).httpStatus === 404 ? t('moderators.notFound') : errorText(err, t));
    } finally {
      setBusy(false);
    }
  };

  const invite = async (m: Found) => {
    setBusy(true);
    setInviteError(null);
    try {
      await inviteModerator(c.id, m.id);
      setInviteDone(t('moderators.invited', { name: `${m.name} ${m.last_name}`.trim() }));
      setFound(null);
      setEmail('');
      await loadModerators();
    } catch (err) {
      setInviteError(errorText(err, t));
    } finally {
      setBusy(false);
    }
  };

  const remove = async (m: CompanyModerator) => {
    if (!window.confirm(t('moderators.confirmRemove', { name: `${m.user.name} ${m.user.last_name}`.trim() }))) return;
    setBusy(true);
    try {
      await removeModerator(c.id, m.moderator_id);
      await loadModerators();
    } catch (err) {
      setInviteError(errorText(err, t));
    } finally {
      setBusy(false);
    }
  };

  const facts: [string, string | null, string?][] = [
    [t('fields.description'), c.description],
    [t('fields.website'), c.website, c.website ?? undefined],
    [t('fields.phone'), c.phone, c.phone ? `tel:${c.phone}` : undefined],
    [t('fields.email'), c.email, c.email ? `mailto:${c.email}` : undefined],
    [t('fields.address'), c.address],
    [t('fields.city'), c.city],
    [t('fields.country'), c.country],
    [t('fields.postal_code'), c.postal_code],
  ];
  const used = c.max_ads > 0 ? Math.min(100, Math.round((c.total_ads / c.max_ads) * 100)) : 100;
  const posting = postingOf(c);

  return (
    <section className="co container" aria-labelledby={`${uid}-title`}>
      <CompanyCrumbs t={t} current={c.name} />
      {notice && (
        <div className="co-note" role="status">
          <p>{t(notice === 'created' ? 'details.created' : 'details.saved')}</p>
        </div>
      )}
      <article className="co-card card">
        <div className="co-top">
          <CompanyLogo company={c} size={88} />
          <div>
            <h1 id={`${uid}-title`}>{c.name}</h1>
            <p>
              <StatusBadge t={t} status={c.status} /> {c.is_featured === 1 && <span className="co-badge co-badge-approved">{t('details.featured')}</span>}
            </p>
            <p className="co-intro">
              {c.status === 'approved' && c.approved_at
                ? t('details.approvedOn', { date: dateText(i18n.locale, c.approved_at) })
                : c.status === 'pending'
                  ? t('details.pendingText')
                  : t('details.rejectedText')}
            </p>
          </div>
        </div>
        {c.status === 'rejected' && (
          <div className="co-note co-note-danger">
            <p>
              <strong>{t('details.reason')}</strong> {c.rejection_reason || t('details.noReason')}
            </p>
          </div>
        )}
        <dl className="co-facts">
          {facts.map(([label, value, href]) => (
            <div className="co-fact" key={label}>
              <dt>{label}</dt>
              <dd>{value ? href ? <a href={href} {...(href.startsWith('http') ? { target: '_blank', rel: 'noopener nofollow' } : {})}>{value}</a> : value : <span className="co-intro">{t('details.notGiven')}</span>}</dd>
            </div>
          ))}
        </dl>
        <div className="co-actions">
          {owner && (
            <a className="btn btn-primary" href={`/account/companies/${c.id}/edit`}>
              {t('details.edit')}
            </a>
          )}
          {c.status === 'approved' && (
            <a className="btn" href={`/company/${c.id}`}>
              {t('details.publicPage')}
            </a>
          )}
        </div>
      </article>

      {c.status === 'approved' && (
        <section className="co-section co-card card co-sub" aria-labelledby={`${uid}-sub`}>
          <h2 id={`${uid}-sub`}>{t('subscription.title')}</h2>
          <p>{subscriptionText(t, i18n.locale, c)}</p>
          <p>{adsUsedText(t, c)}</p>
          <div className="co-meter" role="img" aria-label={adsUsedText(t, c)}>
            <span style={{ width: `${used}%` }} />
          </div>
          <p className={posting === 'open' ? undefined : 'co-error'}>{postingText(t, c)}</p>
          <div className="co-actions">
            {owner && (
              <a className={`btn${c.active_subscription?.status === 'active' ? '' : ' btn-primary'}`} href={`/account/companies/${c.id}/subscription`}>
                {c.active_subscription?.status === 'active' ? t('subscription.manage') : t('subscription.choose')}
              </a>
            )}
            {posting === 'open' && (
              <a className="btn btn-primary" href={`/add-listing?company_id=${c.id}`}>
                {t('details.postAd')}
              </a>
            )}
          </div>
        </section>
      )}

      {owner && (
        <section className="co-section co-card card" aria-labelledby={`${uid}-mods`}>
          <h2 id={`${uid}-mods`}>{t('moderators.title')}</h2>
          <p className="co-intro">{t('moderators.intro')}</p>
          <form className="co-invite" onSubmit={(e) => void find(e)} noValidate>
            <Field id={`${uid}-email`} label={t('moderators.email')} error={inviteError ?? undefined}>
              <input
                id={`${uid}-email`}
                type="email"
                autoComplete="off"
                value={email}
                aria-invalid={inviteError ? true : undefined}
                aria-describedby={describedBy(`${uid}-email`, false, inviteError)}
                onChange={(e) => setEmail(e.target.value)}
              />
            </Field>
            <button type="submit" className="btn" disabled={busy}>
              {t('moderators.find')}
            </button>
          </form>
          {inviteDone && <p role="status">{inviteDone}</p>}
          {found && (
            <div className="co-found">
              <span>
                <strong>{`${found.name} ${found.last_name}`.trim()}</strong> @{found.user_name}
              </span>
              <button type="button" className="btn btn-primary" disabled={busy} onClick={() => void invite(found)}>
                {t('moderators.invite')}
              </button>
            </div>
          )}
          {moderators === null ? (
            <p role="status">{t('loading')}</p>
          ) : moderators.length === 0 ? (
            <p className="co-intro">{t('moderators.none')}</p>
          ) : (
            <ul className="co-mods">
              {moderators.map((m) => (
                <li key={m.id} className="co-mod">
                  <span className="co-mod-who">
                    <strong>{`${m.user.name} ${m.user.last_name}`.trim()}</strong> @{m.user.user_name}
                    <small>{t(`moderators.status.${m.status}`)}</small>
                  </span>
                  <button type="button" className="btn" disabled={busy} onClick={() => void remove(m)} aria-label={t('moderators.removeNamed', { name: `${m.user.name} ${m.user.last_name}`.trim() })}>
                    {m.status === 'pending' ? t('moderators.withdraw') : t('moderators.remove')}
                  </button>
                </li>
              ))}
            </ul>
          )}
        </section>
      )}
    </section>
  );
}
