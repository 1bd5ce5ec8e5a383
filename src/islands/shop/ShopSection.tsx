import { useId, useState } from 'react';
import type { I18nProps } from '../../i18n/translator.ts';
import { useT } from '../../i18n/useT.ts';
import type { ShopItem } from '../../lib/api/shop.ts';
import { ShopCardItem, ViewToggle } from './ShopCardItem.tsx';
import '../../components/results.css';

type Props = {
  i18n: I18nProps;
  title: string;
  items: ShopItem[];
  /** Shown instead of the grid when there are no items (already translated by the page). */
  emptyText: string;
  /** A 'Show All' link in the heading. */
  moreHref?: string;
  /** The grid/list switch (the shop home and shop page sections have one). */
  toggle?: boolean;
  /** Extra class of the grid, e.g. 'is-home' (10 items only at 1536 px and wider). */
  gridClass?: string;
  headingLevel?: 2 | 3;
};

/**
 * One list of shop items with its heading, optional 'Show All' link and grid/list toggle (spec 002 §2.2, §2.4).
 * The page renders the items on the server; hydration only adds the toggle and the hearts.
 */
export default function ShopSection({ i18n, title, items, emptyText, moreHref, toggle = false, gridClass = '', headingLevel = 2 }: Props) {
  const t = useT(i18n, 'shop');
  const [view, setView] = useState<'grid' | 'list'>('grid');
  const id = useId();
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <section className="shop-section card" aria-labelledby={`${id}-t`}>
      <header className="shop-section-head">
        <Heading id={`${id}-t`}>{title}</Heading>
        <div className="shop-section-tools">
          {moreHref && items.length > 0 && (
            <a className="shop-more-link" href={moreHref}>
              {t('home.showAll')}
            </a>
          )}
          {toggle && items.length > 0 && <ViewToggle value={view} onChange={setView} t={t} />}
        </div>
      </header>
      {items.length > 0 ? (
        <ul className={`ad-grid shop-grid ${gridClass}${view === 'list' ? ' is-list' : ''}`}>
          {items.map((item, i) => (
            <ShopCardItem key={item.id} item={item} t={t} eager={i < 2} />
          ))}
        </ul>
      ) : (
        <div className="home-empty">
          <p className="home-empty-title">{emptyText}</p>
        </div>
      )}
    </section>
  );
}
