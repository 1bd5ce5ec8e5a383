import type { Translate } from '../../i18n/translator.ts';

/** The company screens' place in the account area: Home / My Account / Company accounts, then the screen's own name. */
export function CompanyCrumbs({ t, current }: { t: Translate; current?: string }) {
  return (
    <nav aria-label={t('breadcrumb')} className="co-intro">
      <a href="/">{t('home')}</a> / <a href="/user-account">{t('myAccount')}</a> /{' '}
      {current ? (
        <>
          <a href="/account/companies">{t('title')}</a> / <span aria-current="page">{current}</span>
        </>
      ) : (
        <span aria-current="page">{t('title')}</span>
      )}
    </nav>
  );
}
