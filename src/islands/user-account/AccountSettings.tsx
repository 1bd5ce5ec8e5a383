import { useCallback, useEffect, useState } from 'react';
import { LOCALES, isLocale, type Locale } from '../../i18n/locales.ts';
import type { Translate } from '../../i18n/translator.ts';
import {
  changeNotificationSettings,
  downloadMyData,
  endSession,
  notificationSettings,
  sessions,
  signOutEverywhere,
  type AccountSession,
  type NotificationSettings,
} from '../../lib/api/account.ts';
import { errorText } from '../../lib/error-text.ts';
import { clearSession } from '../../stores/session.ts';
import { chooseLanguage } from '../nav/language.ts';
import { Switch } from './Switch.tsx';

/** The e-mails the product sends that a member may stop (decision 109). */
const EMAIL_KINDS: { key: keyof NotificationSettings; label: string }[] = [
  { key: 'chat_email_digest', label: 'settings.newMessage' },
  { key: 'order_emails', label: 'settings.orders' },
  { key: 'offer_emails', label: 'settings.offers' },
];

function deviceName(s: AccountSession, t: Translate) {
  if (s.browser && s.os) return t('settings.device', { browser: s.browser, os: s.os });
  return s.browser ?? s.os ?? t('settings.unknownDevice');
}

/** Language (the switcher's own store: userLanguage in localStorage and its cookie), e-mail switches, devices. */
export function AccountSettings({ t, locale }: { t: Translate; locale: Locale }) {
  const [settings, setSettings] = useState<NotificationSettings | null>(null);
  const [settingsNote, setSettingsNote] = useState<{ ok: boolean; text: string } | null>(null);
  const [devices, setDevices] = useState<AccountSession[] | 'error' | null>(null);
  const [deviceError, setDeviceError] = useState('');
  const when = new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' });

  const fetchDevices = useCallback(() => sessions().then(setDevices, () => setDevices('error')), []);
  const loadDevices = () => {
    setDevices(null);
    void fetchDevices();
  };

  useEffect(() => {
    notificationSettings().then(setSettings, (err: unknown) => setSettingsNote({ ok: false, text: errorText(err, t, t('settings.failed')) }));
    void fetchDevices();
  }, [fetchDevices, t]);

  async function toggle(key: keyof NotificationSettings, next: boolean) {
    if (!settings) return;
    setSettings({ ...settings, [key]: next });
    try {
      setSettings(await changeNotificationSettings({ [key]: next }));
      setSettingsNote({ ok: true, text: t('settings.saved') });
    } catch (err) {
      setSettings(settings);
      setSettingsNote({ ok: false, text: errorText(err, t, t('settings.failed')) });
    }
  }

  async function signOutOne(id: number) {
    setDeviceError('');
    try {
      await endSession(id);
      loadDevices();
    } catch (err) {
      setDeviceError(errorText(err, t, t('settings.failed')));
    }
  }

  async function everywhere() {
    if (!window.confirm(t('settings.signOutEverywhereConfirm'))) return;
    try {
      await signOutEverywhere();
      clearSession();
      location.assign('/');
    } catch (err) {
      setDeviceError(errorText(err, t, t('settings.failed')));
    }
  }

  return (
    <section className="ua-section card" aria-labelledby="ua-settings" id="settings">
      <h2 id="ua-settings">{t('settings.title')}</h2>

      <div className="ua-block">
        <label htmlFor="ua-language" className="ua-block-title">
          {t('settings.language')}
        </label>
        <select id="ua-language" className="ua-select" value={locale} onChange={(e) => isLocale(e.target.value) && chooseLanguage(e.target.value)}>
          {LOCALES.map((l) => (
            <option key={l.code} value={l.code} lang={l.code}>
              {l.label}
            </option>
          ))}
        </select>
      </div>

      <fieldset className="ua-block">
        <legend className="ua-block-title">{t('settings.emailTitle')}</legend>
        <p className="ua-muted">{t('settings.emailHint')}</p>
        {EMAIL_KINDS.map(({ key, label }) => (
          <Switch key={key} id={`ua-mail-${key}`} label={t(label)} checked={settings?.[key] ?? false} disabled={!settings} onChange={(next) => void toggle(key, next)} />
        ))}
        <p className={settingsNote?.ok === false ? 'ua-error' : 'ua-muted'} role="status">
          {settingsNote?.text ?? ''}
        </p>
      </fieldset>

      <div className="ua-block">
        <h3 className="ua-block-title">{t('settings.devicesTitle')}</h3>
        {devices === null && <p className="ua-muted">{t('settings.loading')}</p>}
        {devices === 'error' && (
          <p className="ua-error">
            {t('settings.devicesFailed')}{' '}
            <button type="button" className="btn" onClick={loadDevices}>
              {t('settings.retry')}
            </button>
          </p>
        )}
        {Array.isArray(devices) && (
          <ul className="ua-devices">
            {devices.map((s) => (
              <li key={s.id} className="ua-device">
                <div>
                  <strong>
                    {deviceName(s, t)}
                    {s.current && <span className="ua-badge">{t('settings.thisDevice')}</span>}
                  </strong>
                  <span className="ua-muted">
                    {s.last_used_at ? t('settings.lastUsed', { date: when.format(new Date(s.last_used_at)) }) : t('settings.signedInAt', { date: when.format(new Date(s.created_at)) })}
                  </span>
                </div>
                {!s.current && (
                  <button type="button" className="btn" aria-label={t('settings.signOutDevice', { device: deviceName(s, t) })} onClick={() => void signOutOne(s.id)}>
                    {t('settings.signOut')}
                  </button>
                )}
              </li>
            ))}
          </ul>
        )}
        {deviceError && (
          <p className="ua-error" role="alert">
            {deviceError}
          </p>
        )}
        <button type="button" className="btn" onClick={() => void everywhere()}>
          {t('settings.signOutEverywhere')}
        </button>
      </div>
    </section>
  );
}

/** 'Download my data': the JSON archive of GET /account/export, saved as a file. */
export function DownloadData({ t }: { t: Translate }) {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState('');
  async function download() {
    setBusy(true);
    setError('');
    try {
      await downloadMyData();
    } catch (err) {
      setError(errorText(err, t, t('data.failed')));
    } finally {
      setBusy(false);
    }
  }
  return (
    <div className="ua-block">
      <p className="ua-muted" id="ua-data-hint">
        {t('data.hint')}
      </p>
      <button type="button" className="btn" aria-describedby="ua-data-hint" disabled={busy} onClick={() => void download()}>
        {busy ? t('data.downloading') : t('data.download')}
      </button>
      {error && (
        <p className="ua-error" role="alert">
          {error}
        </p>
      )}
    </div>
  );
}
