import type { Translate } from '../../i18n/translator.ts';
import { cardImage, isOn } from '../../lib/ad-card.ts';
import type { ShopItem } from '../../lib/api/shop.ts';
import { formatPrice, percentOff } from '../../../common/price.ts';
import { ratingValue, stockState } from '../../lib/shop.ts';
import FavoriteButton from '../ads/FavoriteButton.tsx';
import '../../components/ad-card.css';
import './shop.css';

/**
 * A shop item card (spec 002 §3 'Shop item'): photo, percent-off and out-of-stock badges, name, brand, rating,
 * price with the offer first, the shop's name, and the favorite heart for signed-in users. Links to ItemDetails.
 * Rendered by pages on the server and by the shop islands alike (`t` reads the shop namespace).
 */
export function ShopCardItem({ item, t, eager = false }: { item: ShopItem; t: Translate; eager?: boolean }) {
  const img = cardImage(item);
  const off = percentOff(item.price, item.offer_price);
  const hasOffer = item.offer_price !== null && item.offer_price !== undefined && item.offer_price !== '' && off !== null;
  const symbol = item.currency_symbol || '$';
  const rating = ratingValue(item.average_rating);
  const reviews = Number(item.total_review) || 0;
  const out = stockState(item.available_quantity) === 'out';
  return (
    <li className={`ad-card shop-card${out ? ' is-out' : ''}`}>
      <a className="ad-card-link" href={`/item/${item.id}`}>
        <div className="ad-card-media">
          {img ? (
            <img src={img} alt={item.name} width={320} height={240} loading={eager ? 'eager' : 'lazy'} decoding="async" />
          ) : (
            <span className="ad-card-noimg">{t('shop:card.noImage')}</span>
          )}
          {(off !== null || out) && (
            <span className="ad-card-badges">
              {off !== null && <span className="ad-badge ad-badge-off">{t('shop:card.off', { percent: off })}</span>}
              {out && <span className="ad-badge">{t('shop:card.outOfStock')}</span>}
            </span>
          )}
        </div>
        <div className="ad-card-body">
          <h3 className="ad-card-name">{item.name}</h3>
          {item.brand && <p className="shop-card-brand">{item.brand}</p>}
          {rating !== null && (
            <p className="shop-card-rating">
              <span aria-hidden="true">★ {rating.toFixed(1)}</span>
              <span className="visually-hidden">{t('shop:card.rating', { rating: rating.toFixed(1) })}</span>
              {reviews > 0 && <span className="shop-card-reviews"> {t('shop:card.reviews', { count: reviews })}</span>}
            </p>
          )}
          {item.shop?.name && <p className="ad-card-loc">{item.shop.name}</p>}
          <p className={`ad-card-prices${hasOffer ? ' has-offer' : ''}`}>
            <span className="ad-card-price">
              {hasOffer && <span className="visually-hidden">{t('shop:card.oldPrice')}: </span>}
              {formatPrice(item.price, symbol)}
            </span>
            {hasOffer && <span className="ad-card-offer">{formatPrice(item.offer_price, symbol)}</span>}
          </p>
        </div>
      </a>
      <div className="ad-card-fav">
        <FavoriteButton adId={item.id} isFavorite={isOn(item.is_favorite)} labels={{ add: t('shop:card.addFavorite'), remove: t('shop:card.removeFavorite') }} />
      </div>
    </li>
  );
}

/** Grid / list switch of the shop lists. */
export function ViewToggle({ value, onChange, t }: { value: 'grid' | 'list'; onChange: (v: 'grid' | 'list') => void; t: Translate }) {
  return (
    <div className="ad-layout-toggle" role="group" aria-label={t('shop:view.label')}>
      {(['grid', 'list'] as const).map((v) => (
        <button key={v} type="button" aria-pressed={value === v} aria-label={t(`shop:view.${v}`)} title={t(`shop:view.${v}`)} onClick={() => onChange(v)}>
          <svg viewBox="0 0 24 24" width="18" height="18" fill="none" stroke="currentColor" strokeWidth="2" aria-hidden="true" focusable="false">
            <path d={v === 'grid' ? 'M4 4h7v7H4zM13 4h7v7h-7zM4 13h7v7H4zM13 13h7v7h-7z' : 'M4 6h16M4 12h16M4 18h16'} />
          </svg>
        </button>
      ))}
    </div>
  );
}
