import { useStore } from '@nanostores/react';
import { useEffect, useId } from 'react';
import type { I18nProps } from '../../i18n/translator.ts';
import { useT } from '../../i18n/useT.ts';
import { $consent, loadConsent, setConsent } from '../../stores/consent.ts';
import { richText } from './fields.tsx';
import './auth.css';

/**
 * 'Your Privacy Matters' (spec 000 §2.4, §4.4): shown only while no choice is stored. A non-modal prompt (a bottom
 * sheet on phones, a card at the bottom left on desktop) that leaves the page usable and takes no focus.
 */
export default function ConsentModal({ i18n }: { i18n: I18nProps }) {
  const t = useT(i18n, 'auth');
  const consent = useStore($consent);
  const titleId = useId();
  const textId = useId();

  useEffect(() => {
    loadConsent();
  }, []);

  if (consent !== null) return null;

  return (
    <section className="consent" role="dialog" aria-modal="false" aria-labelledby={titleId} aria-describedby={textId}>
      <h2 id={titleId} className="consent-title">
        {t('consent.title')}
      </h2>
      <p id={textId} className="consent-text">
        {richText(t('consent.text'), {
          privacy: (text) => <a href="/privacy-policy">{text}</a>,
          cookies: (text) => <a href="/cookie-policy">{text}</a>,
        })}
      </p>
      <div className="consent-actions">
        <button type="button" className="btn" onClick={() => setConsent(false)}>
          {t('consent.decline')}
        </button>
        <button type="button" className="btn btn-primary" onClick={() => setConsent(true)}>
          {t('consent.accept')}
        </button>
      </div>
    </section>
  );
}
