import { useStore } from '@nanostores/react';
import { useEffect, useId } from 'react';
import type { I18nProps } from '../../i18n/translator.ts';
import { useT } from '../../i18n/useT.ts';
import { $consent, loadConsent, setConsent } from '../../stores/consent.ts';

/** Where the text's <privacy> and <cookies> parts link to. */
const LINKS: Record<string, string> = { privacy: '/privacy-policy', cookies: '/cookie-policy' };

/**
 * 'Your Privacy Matters' (spec 000 §2.4, §4.4): shown only while no choice is stored. A non-modal prompt (a bottom
 * sheet on phones, a card at the bottom left on desktop) that leaves the page usable and takes no focus. It loads
 * on every page, so it keeps to a few lines of its own (no form helpers from fields.tsx).
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
  // "… <privacy>Privacy Policy</privacy> …" splits into text, tag, inner text, text, …: every language keeps its word order.
  const parts = t('consent.text').split(/<(\w+)>(.*?)<\/\1>/);

  return (
    <section className="consent" role="dialog" aria-modal="false" aria-labelledby={titleId} aria-describedby={textId}>
      <h2 id={titleId} className="consent-title">
        {t('consent.title')}
      </h2>
      <p id={textId} className="consent-text">
        {parts.map((part, i) =>
          i % 3 === 0 ? part : i % 3 === 2 ? (
            <a key={i} href={LINKS[parts[i - 1]!]}>
              {part}
            </a>
          ) : null,
        )}
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
