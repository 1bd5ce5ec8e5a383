import { useState } from 'react';
import type { I18nProps } from '../../i18n/translator.ts';
import { useT } from '../../i18n/useT.ts';
import { setAdsVisibility } from '../../lib/api/account.ts';
import { errorText } from '../../lib/error-text.ts';
import { existing, type Section } from '../../lib/sections.ts';
import { setSession, signOut } from '../../stores/session.ts';
import { useSession } from '../../stores/use-session.ts';
import { AccountSettings, DownloadData } from './AccountSettings.tsx';
import { ChangePasswordDialog } from './ChangePasswordDialog.tsx';
import { Switch } from './Switch.tsx';
import { ProfileAvatar, fullName } from './profile.tsx';
import './user-account.css';

/**
 * The cards of spec 001 'Account page' whose sections exist (Feed and Stories come with their sections; decision 108).
 * Orders is the spec's Purchases.
 */
const CARDS = existing<{ key: string; href: string; section?: Section; d: string }>([
  { key: 'feeds', href: '/user-feeds', section: 'feeds', d: 'M7 3h10a2 2 0 0 1 2 2v14a2 2 0 0 1-2 2H7a2 2 0 0 1-2-2V5a2 2 0 0 1 2-2zM10 9v6l5-3-5-3z' },
  { key: 'ads', href: '/user-ads', d: 'M14 2H6a2 2 0 0 0-2 2v16a2 2 0 0 0 2 2h12a2 2 0 0 0 2-2V8zM14 2v6h6M16 13H8M16 17H8' },
  { key: 'companies', href: '/account/companies', section: 'companies', d: 'M3 21h18M5 21V7l7-4 7 4v14M9 9h.01M15 9h.01M9 13h.01M15 13h.01M10 21v-4h4v4' },
  { key: 'favorites', href: '/favorites', d: 'M20.8 4.6a5.5 5.5 0 0 0-7.8 0L12 5.7l-1-1.1a5.5 5.5 0 0 0-7.8 7.8l1 1.1L12 21l7.8-7.5 1-1.1a5.5 5.5 0 0 0 0-7.8z' },
  { key: 'cart', href: '/cart', d: 'M6 6h15l-1.5 9h-12zM6 6 5 3H2M9 20h.01M18 20h.01' },
  { key: 'orders', href: '/orders', d: 'M21 8 12 3 3 8v8l9 5 9-5zM3 8l9 5 9-5M12 13v8' },
  { key: 'stories', href: '/user-stories', section: 'stories', d: 'M12 21a9 9 0 1 0-9-9M12 8v8M8 12h8M3 12a9 9 0 0 0 2.6 6.4' },
  { key: 'reviews', href: '/user-reviews', section: 'myReviews', d: 'm12 3 2.8 5.7 6.2.9-4.5 4.4 1 6.2L12 17.3 6.5 20.2l1-6.2L3 9.6l6.2-.9z' },
  { key: 'support', href: '/support', section: 'support', d: 'M12 21a9 9 0 1 0 0-18 9 9 0 0 0 0 18zM9.1 9a3 3 0 0 1 5.8 1c0 2-3 3-3 3M12 17h.01' },
  { key: 'information', href: '/information', section: 'information', d: 'M12 21a9 9 0 1 0 0-18 9 9 0 0 0 0 18zM12 16v-4M12 8h.01' },
]);

/** The account page (spec 001 'Account page'): who is signed in, 'Show My Ads', the cards, password, settings, data. */
export default function UserAccount({ i18n }: { i18n: I18nProps }) {
  const t = useT(i18n, 'userAccount');
  const { user } = useSession();
  const [passwordOpen, setPasswordOpen] = useState(false);
  const [note, setNote] = useState<{ ok: boolean; text: string } | null>(null);
  const [passwordNote, setPasswordNote] = useState('');
  const [busy, setBusy] = useState(false);

  if (!user) return <div className="ua-placeholder card" aria-hidden="true" />;
  const showing = user.show_my_ads === '1';

  async function toggleAds(next: boolean) {
    setBusy(true);
    try {
      const value = await setAdsVisibility(next);
      setSession({ ...user!, show_my_ads: value });
      setNote({ ok: true, text: value === '1' ? t('adsShown') : t('adsHidden') });
    } catch (err) {
      setNote({ ok: false, text: errorText(err, t, t('visibilityFailed')) });
    } finally {
      setBusy(false);
    }
  }

  return (
    <div className="ua-layout">
      <section className="ua-head card" aria-label={t('title')}>
        <ProfileAvatar user={user} size={88} />
        <div className="ua-who">
          <p className="ua-name">{fullName(user)}</p>
          <p className="ua-muted">@{user.user_name}</p>
        </div>
        <div className="ua-visibility">
          <Switch id="ua-show-ads" label={t('showMyAds')} checked={showing} disabled={busy} onChange={(next) => void toggleAds(next)} describedBy="ua-show-ads-hint" />
          <p id="ua-show-ads-hint" className="ua-muted">
            {t('showMyAdsHint')}
          </p>
          <p className={note?.ok === false ? 'ua-error' : 'ua-muted'} role="status">
            {note?.text ?? ''}
          </p>
        </div>
        <div className="ua-actions">
          <a className="btn" href="/edit-account">
            {t('editAccount')}
          </a>
          <button type="button" className="btn" onClick={() => setPasswordOpen(true)}>
            {t('changePassword')}
          </button>
          <button type="button" className="btn" onClick={() => void signOut()}>
            {t('logout')}
          </button>
          <p className="ua-muted ua-actions-note" role="status">
            {passwordNote}
          </p>
        </div>
      </section>

      <nav aria-label={t('cardsLabel')}>
        <ul className="ua-cards">
          {CARDS.map((c) => (
            <li key={c.key}>
              <a className="ua-card card" href={c.href}>
                <svg viewBox="0 0 24 24" width="28" height="28" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" aria-hidden="true" focusable="false">
                  <path d={c.d} />
                </svg>
                <span>{t(`cards.${c.key}`)}</span>
              </a>
            </li>
          ))}
        </ul>
      </nav>

      <AccountSettings t={t} locale={i18n.locale} />

      <section className="ua-section card" aria-labelledby="ua-data">
        <h2 id="ua-data">{t('data.title')}</h2>
        <DownloadData t={t} />
      </section>

      <ChangePasswordDialog open={passwordOpen} onClose={() => setPasswordOpen(false)} onDone={setPasswordNote} t={t} />
    </div>
  );
}
