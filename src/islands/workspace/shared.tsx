import { useEffect, useState } from 'react';
import { myShops, type MyShop } from '../../lib/api/workspace.ts';
import type { Translate } from '../../i18n/translator.ts';
import { useSignInReload } from '../../stores/use-session.ts';


/** The owner's shops, reloaded after a sign-in on the page. null while loading. */
export function useMyShops(): { shops: MyShop[] | null; error: boolean; reload: () => void } {
  const signIns = useSignInReload();
  const [retry, setRetry] = useState(0);
  const [state, setState] = useState<{ key: string; shops: MyShop[] | null; error: boolean } | null>(null);
  const key = `${signIns}|${retry}`;
  useEffect(() => {
    let live = true;
    myShops().then(
      (shops) => live && setState({ key, shops, error: false }),
      () => live && setState({ key, shops: null, error: true }),
    );
    return () => {
      live = false;
    };
  }, [key]);
  const current = state?.key === key ? state : null;
  return { shops: current?.shops ?? null, error: current?.error ?? false, reload: () => setRetry((n) => n + 1) };
}

/** The heading of a shop's workspace pages: back to the shop list, the shop, and its two sections. */
export function WorkspaceHeader({ t, shopId, shop, section }: { t: Translate; shopId: number; shop: MyShop | null; section: 'products' | 'orders' }) {
  return (
    <header className="ws-head">
      <a className="ws-back" href="/shop-workspace">
        ← {t('myShops')}
      </a>
      <div className="ws-head-row">
        {shop?.logo ? <img className="ws-logo" src={shop.logo} alt="" width={48} height={48} /> : null}
        <div className="ws-head-text">
          <h1>{t(section === 'products' ? 'products.title' : 'orders.title')}</h1>
          {shop && (
            <p className="ws-muted">
              <a href={`/shop/${shop.id}`}>{shop.name}</a>
            </p>
          )}
        </div>
      </div>
      <nav className="ws-sections" aria-label={t('sections')}>
        <a href={`/shop-workspace/${shopId}/products`} aria-current={section === 'products' ? 'page' : undefined}>
          {t('products.title')}
        </a>
        <a href={`/shop-workspace/${shopId}/orders`} aria-current={section === 'orders' ? 'page' : undefined}>
          {t('orders.title')}
        </a>
      </nav>
    </header>
  );
}
