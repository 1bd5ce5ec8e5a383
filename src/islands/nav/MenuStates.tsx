import type { Translate } from '../../i18n/translator.ts';

/** 'Loading categories…' while a menu's code or category tree is on its way. */
export function Loading({ t, className }: { t: Translate; className?: string }) {
  return (
    <p className={className} role="status">
      {t('categories.loading')}
    </p>
  );
}

/** The menu's code or category tree failed to load; Retry asks again. */
export function LoadFailed({ t, className, retry }: { t: Translate; className?: string; retry: () => void }) {
  return (
    <div className={className} role="alert">
      <p>{t('categories.error')}</p>
      <button type="button" className="btn" onClick={retry}>
        {t('categories.retry')}
      </button>
    </div>
  );
}
