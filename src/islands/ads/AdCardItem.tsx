import type { Translate } from '../../i18n/translator.ts';
import { cardImage, isOn, promotionBadge, type Ad } from '../../lib/ad-card.ts';
import { formatPrice, percentOff, showOffer } from '../../../common/price.ts';
import FavoriteButton from './FavoriteButton.tsx';
import '../../components/ad-card.css';

/** The ad card of islands; the same markup and rules as components/AdCard.astro (spec 001 'Ad card'). */
export function AdCardItem({ ad, t, eager = false }: { ad: Ad; t: Translate; eager?: boolean }) {
  const img = cardImage(ad);
  const badge = promotionBadge(ad.is_sponsored);
  const off = percentOff(ad.price, ad.offer_price);
  const offer = showOffer(ad);
  const symbol = ad.currency_symbol || '$';
  return (
    <li className="ad-card">
      <a className="ad-card-link" href={`/product/${ad.id}`}>
        <div className="ad-card-media">
          {img ? (
            <img src={img} alt={ad.name} width={320} height={240} loading={eager ? 'eager' : 'lazy'} decoding="async" />
          ) : (
            <span className="ad-card-noimg">{t('ads:card.noImage')}</span>
          )}
          {(badge || off !== null) && (
            <span className="ad-card-badges">
              {badge && <span className={`ad-badge ad-badge-${badge}`}>{t(`ads:card.${badge}`)}</span>}
              {off !== null && <span className="ad-badge ad-badge-off">{t('ads:card.off', { percent: off })}</span>}
            </span>
          )}
        </div>
        <div className="ad-card-body">
          <h3 className="ad-card-name">{ad.name}</h3>
          {ad.location && <p className="ad-card-loc">{ad.location}</p>}
          <p className={`ad-card-prices${offer ? ' has-offer' : ''}`}>
            <span className="ad-card-price">{formatPrice(ad.price, symbol)}</span>
            {offer && <span className="ad-card-offer">{formatPrice(ad.offer_price, symbol)}</span>}
            {isOn(ad.is_negotiable) && <span className="ad-card-neg">{t('ads:card.negotiable')}</span>}
          </p>
        </div>
      </a>
      <div className="ad-card-fav">
        <FavoriteButton adId={ad.id} isFavorite={isOn(ad.is_favorite)} labels={{ add: t('ads:card.addFavorite'), remove: t('ads:card.removeFavorite') }} />
      </div>
    </li>
  );
}

/** Grid / list switch shared by the board's lists. */
export function LayoutToggle({ value, onChange, t }: { value: 'grid' | 'list'; onChange: (v: 'grid' | 'list') => void; t: Translate }) {
  return (
    <div className="ad-layout-toggle" role="group" aria-label={t('ads:home.view')}>
      {(['grid', 'list'] as const).map((v) => (
        <button key={v} type="button" aria-pressed={value === v} aria-label={t(`ads:home.${v}`)} title={t(`ads:home.${v}`)} onClick={() => onChange(v)}>
          <svg viewBox="0 0 24 24" width="18" height="18" fill="none" stroke="currentColor" strokeWidth="2" aria-hidden="true" focusable="false">
            <path d={v === 'grid' ? 'M4 4h7v7H4zM13 4h7v7h-7zM4 13h7v7H4zM13 13h7v7h-7z' : 'M4 6h16M4 12h16M4 18h16'} />
          </svg>
        </button>
      ))}
    </div>
  );
}
