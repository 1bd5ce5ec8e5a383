import { useStore } from '@nanostores/react';
import type { Translate } from '../../i18n/translator.ts';
import { LOCALES, type Locale } from '../../i18n/locales.ts';
import { $user, signOut } from '../../stores/session.ts';
import { Flag } from '../../components/Flag.tsx';
import { chooseLanguage } from './language.ts';
import { INFO_LINKS, accountLinks, isActive } from './links.ts';

/** Entries of the language dropdown; choosing a language reloads the page rendered in it. */
function LanguageItems({ locale, close }: { locale: Locale; close: () => void }) {
  return LOCALES.map((l) => (
    <li key={l.code}>
      <button
        type="button"
        className="tb-dd-item"
        lang={l.code}
        aria-current={l.code === locale ? 'true' : undefined}
        onClick={() => (l.code === locale ? close() : chooseLanguage(l.code))}
      >
        <Flag locale={l.code} />
        {l.label}
      </button>
    </li>
  ));
}

/** Entries of the More / information dropdown. */
function MoreItems({ t, path, close }: ItemProps & { path: string }) {
  return INFO_LINKS.map((l) => (
    <li key={l.key}>
      <a className="tb-dd-item" href={l.href} aria-current={isActive(l, path) ? 'page' : undefined} onClick={close}>
        {t(`info.${l.key}`)}
      </a>
    </li>
  ));
}

/** Entries of the user menu: the account pages and Log out. */
function UserItems({ t, close }: ItemProps) {
  const user = useStore($user);
  return (
    <>
      {accountLinks(user).map((l) => (
        <li key={l.key}>
          <a className="tb-dd-item" href={l.href} onClick={close}>
            {t(`nav.${l.key}`)}
          </a>
        </li>
      ))}
      <li>
        <button type="button" className="tb-dd-item" onClick={() => void signOut()}>
          {t('nav.logout')}
        </button>
      </li>
    </>
  );
}

type ItemProps = { t: Translate; close: () => void };

/** The dropdowns' entries, loaded on first open (the triggers stay in the top bar's initial code). */
export default { LanguageItems, MoreItems, UserItems };
