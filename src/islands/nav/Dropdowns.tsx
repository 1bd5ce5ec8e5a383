import type { Translate } from '../../i18n/translator.ts';
import { LOCALES, type Locale } from '../../i18n/locales.ts';
import { Flag } from '../../components/Flag.tsx';
import { Icon } from './icons.tsx';
import { onListKeyDown, useMenu } from './menu.ts';
import { onDemand, prefetchOn } from './on-demand.ts';

/** The entries of the language, More and user dropdowns come with the first open of any of them. */
export const dropdownItems = onDemand(() => import('./DropdownItems.tsx'));
export const prefetchItems = prefetchOn(dropdownItems.load);

/** Language dropdown with flags (spec 000 §2.5); choosing a language reloads the page rendered in it. */
export function LanguageMenu({ t, locale }: { t: Translate; locale: Locale }) {
  const { open, rootRef, triggerRef, toggle, setOpen, onBlur } = useMenu('language');
  const items = dropdownItems.use(open).part;
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
        {...prefetchItems}
        onClick={toggle}
      >
        <Flag locale={current.code} />
        <span className="tb-lang-code tb-collapse" aria-hidden="true">
          {current.code.toUpperCase()}
        </span>
        <Icon name="down" size={16} />
      </button>
      <ul id="tb-lang-list" className="tb-dd-list tb-dd-end" hidden={!open || !items} aria-label={t('nav.language')} onKeyDown={onListKeyDown}>
        {items && <items.LanguageItems locale={locale} close={() => setOpen(false)} />}
      </ul>
    </div>
  );
}

/** The More / information dropdown with the information pages. */
export function MoreMenu({ t, path }: { t: Translate; path: string }) {
  const { open, rootRef, triggerRef, toggle, setOpen, onBlur } = useMenu('more');
  const items = dropdownItems.use(open).part;
  return (
    <div className="tb-dd" ref={rootRef} onBlur={onBlur}>
      <button
        ref={triggerRef}
        type="button"
        className="tb-btn"
        aria-haspopup="true"
        aria-expanded={open}
        aria-controls="tb-more-list"
        {...prefetchItems}
        onClick={toggle}
      >
        <Icon name="info" size={20} />
        <span className="tb-collapse">{t('nav.more')}</span>
        <Icon name="down" size={16} />
      </button>
      <ul id="tb-more-list" className="tb-dd-list tb-dd-end" hidden={!open || !items} aria-label={t('nav.more')} onKeyDown={onListKeyDown}>
        {items && <items.MoreItems t={t} path={path} close={() => setOpen(false)} />}
      </ul>
    </div>
  );
}
