import type { Translate } from '../../i18n/translator.ts';
import { LOCALES, type Locale } from '../../i18n/locales.ts';
import { Icon } from './icons.tsx';
import { chooseLanguage } from './language.ts';
import { INFO_LINKS, isActive } from './links.ts';
import { onListKeyDown, useMenu } from './menu.ts';
import { Flag } from '../../components/Flag.tsx';

/** Language dropdown with flags (spec 000 §2.5); choosing a language reloads the page rendered in it. */
export function LanguageMenu({ t, locale }: { t: Translate; locale: Locale }) {
  const { open, rootRef, triggerRef, toggle, onBlur } = useMenu('language');
  const current = LOCALES.find((l) => l.code === locale) ?? LOCALES[0];
  return (
    <div className="tb-dd" ref={rootRef} onBlur={onBlur}>
      <button
        ref={triggerRef}
        type="button"
        className="tb-btn tb-lang"
        aria-haspopup="true"
        aria-expanded={open}
        aria-controls="tb-lang-list"
        aria-label={t('nav.languageCurrent', { language: current.label })}
        onClick={toggle}
      >
        <Flag locale={current.code} />
        <span className="tb-lang-code tb-collapse" aria-hidden="true">
          {current.code.toUpperCase()}
        </span>
        <Icon name="down" size={16} />
      </button>
      <ul id="tb-lang-list" className="tb-dd-list tb-dd-end" hidden={!open} aria-label={t('nav.language')} onKeyDown={onListKeyDown}>
        {LOCALES.map((l) => (
          <li key={l.code}>
            <button
              type="button"
              className="tb-dd-item"
              lang={l.code}
              aria-current={l.code === locale ? 'true' : undefined}
              onClick={() => (l.code === locale ? toggle() : chooseLanguage(l.code))}
            >
              <Flag locale={l.code} />
              {l.label}
            </button>
          </li>
        ))}
      </ul>
    </div>
  );
}

/** The More / information dropdown with the information pages. */
export function MoreMenu({ t, path }: { t: Translate; path: string }) {
  const { open, rootRef, triggerRef, toggle, setOpen, onBlur } = useMenu('more');
  return (
    <div className="tb-dd" ref={rootRef} onBlur={onBlur}>
      <button
        ref={triggerRef}
        type="button"
        className="tb-btn"
        aria-haspopup="true"
        aria-expanded={open}
        aria-controls="tb-more-list"
        onClick={toggle}
      >
        <Icon name="info" size={20} />
        <span className="tb-collapse">{t('nav.more')}</span>
        <Icon name="down" size={16} />
      </button>
      <ul id="tb-more-list" className="tb-dd-list tb-dd-end" hidden={!open} aria-label={t('nav.more')} onKeyDown={onListKeyDown}>
        {INFO_LINKS.map((l) => (
          <li key={l.key}>
            <a className="tb-dd-item" href={l.href} aria-current={isActive(l, path) ? 'page' : undefined} onClick={() => setOpen(false)}>
              {t(`info.${l.key}`)}
            </a>
          </li>
        ))}
      </ul>
    </div>
  );
}
