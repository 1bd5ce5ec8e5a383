import type { ReactNode } from 'react';
import type { Translate } from '../../i18n/translator.ts';
import { LOCALES, type Locale } from '../../i18n/locales.ts';
import { Flag } from '../../components/Flag.tsx';
import { Icon } from './icons.tsx';
import { onListKeyDown, useMenu } from './menu.ts';
import { onDemand, prefetchOn } from './on-demand.ts';

/** The entries of the language, More and user dropdowns come with the first open of any of them. */
export const dropdownItems = onDemand(() => import('./DropdownItems.tsx'));
export const prefetchItems = prefetchOn(dropdownItems.load);

type Items = NonNullable<ReturnType<typeof dropdownItems.use>['part']>;

type DropdownProps = {
  /** The menu's name in the shared open-menu store (one open at a time). */
  name: string;
  triggerClass: string;
  /** The trigger's name when its content does not say it. */
  triggerLabel?: string;
  /** What the trigger shows before its down arrow. */
  trigger: ReactNode;
  listId: string;
  listLabel: string;
  /** The entries, once their code is here; `close` closes the menu. */
  children: (items: Items, close: () => void) => ReactNode;
};

/** A top bar dropdown: a trigger with a down arrow and its list, which arrow keys move through (useMenu closes it). */
export function NavDropdown({ name, triggerClass, triggerLabel, trigger, listId, listLabel, children }: DropdownProps) {
  const { open, rootRef, triggerRef, toggle, setOpen, onBlur } = useMenu(name);
  const items = dropdownItems.use(open).part;
  return (
    <div className="tb-dd" ref={rootRef} onBlur={onBlur}>
      <button
        ref={triggerRef}
        type="button"
        className={triggerClass}
        aria-haspopup="true"
        aria-expanded={open}
        aria-controls={listId}
        aria-label={triggerLabel}
        {...prefetchItems}
        onClick={toggle}
      >
        {trigger}
        <Icon name="down" size={16} />
      </button>
      <ul id={listId} className="tb-dd-list tb-dd-end" hidden={!open || !items} aria-label={listLabel} onKeyDown={onListKeyDown}>
        {items && children(items, () => setOpen(false))}
      </ul>
    </div>
  );
}

/** Language dropdown with flags (spec 000 §2.5); choosing a language reloads the page rendered in it. */
export function LanguageMenu({ t, locale }: { t: Translate; locale: Locale }) {
  const current = LOCALES.find((l) => l.code === locale) ?? LOCALES[0];
  return (
    <NavDropdown
      name="language"
      triggerClass="tb-btn tb-lang"
      triggerLabel={t('nav.languageCurrent', { language: current.label })}
      trigger={
        <>
          <Flag locale={current.code} />
          <span className="tb-lang-code tb-collapse" aria-hidden="true">
            {current.code.toUpperCase()}
          </span>
        </>
      }
      listId="tb-lang-list"
      listLabel={t('nav.language')}
    >
      {(items, close) => <items.LanguageItems locale={locale} close={close} />}
    </NavDropdown>
  );
}

/** The More / information dropdown with the information pages. */
export function MoreMenu({ t, path }: { t: Translate; path: string }) {
  return (
    <NavDropdown
      name="more"
      triggerClass="tb-btn"
      trigger={
        <>
          <Icon name="info" size={20} />
          <span className="tb-collapse">{t('nav.more')}</span>
        </>
      }
      listId="tb-more-list"
      listLabel={t('nav.more')}
    >
      {(items, close) => <items.MoreItems t={t} path={path} close={close} />}
    </NavDropdown>
  );
}
