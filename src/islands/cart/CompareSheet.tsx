import { useEffect, useRef, useState } from 'react';
import { useT } from '../../i18n/useT.ts';
import type { I18nProps } from '../../i18n/translator.ts';
import { COMPARE_MIN } from '../../lib/cart.ts';
import { formatPrice } from '../../../common/price.ts';
import { clearCompare, currentCompareLimit, removeFromCompare, type CompareEntry } from '../../stores/compare.ts';
import './compare-sheet.css';

/** The compare bottom sheet (spec 002 §2.7): the picked products, Compare (needs 2), Clear; collapsible. */
export default function CompareSheet({ i18n, list }: { i18n: I18nProps; list: CompareEntry[] }) {
  const t = useT(i18n, 'cart');
  const [open, setOpen] = useState(true);
  const max = currentCompareLimit();
  const ready = list.length >= COMPARE_MIN;
  const href = `/cart/compare?ids=${list.map((e) => e.id).join(',')}`;
  const sheetRef = useRef<HTMLElement>(null);
  const spacerRef = useRef<HTMLDivElement>(null);
  // A spacer as tall as the sheet ends the page, so the footer can scroll out from under it.
  useEffect(() => {
    const sheetEl = sheetRef.current;
    if (!sheetEl || typeof ResizeObserver === 'undefined') return undefined;
    const observer = new ResizeObserver(() => {
      if (spacerRef.current) spacerRef.current.style.height = `${sheetEl.offsetHeight + 16}px`;
    });
    observer.observe(sheetEl);
    return () => observer.disconnect();
  }, []);
  return (
    <>
      <div ref={spacerRef} className="cmp-sheet-spacer" aria-hidden="true" />
      <section ref={sheetRef} className="cmp-sheet" aria-label={t('sheet.region')} data-open={open ? '1' : undefined}>
        <div className="cmp-sheet-bar">
          <button type="button" className="cmp-sheet-toggle" aria-expanded={open} aria-controls="cmp-sheet-list" onClick={() => setOpen(!open)}>
            <span className="cmp-sheet-title">{t('sheet.title')}</span>
            <span className="cmp-sheet-count">{t('sheet.count', { count: list.length, max })}</span>
            <span className="cmp-sheet-chevron" aria-hidden="true">
              {open ? '▾' : '▴'}
            </span>
          </button>
          <div className="cmp-sheet-actions">
            <button type="button" className="btn cmp-sheet-clear" onClick={clearCompare}>
              {t('sheet.clear')}
            </button>
            {ready ? (
              <a className="btn btn-primary" href={href}>
                {t('sheet.compare')}
              </a>
            ) : (
              <button type="button" className="btn btn-primary" disabled aria-describedby="cmp-sheet-need">
                {t('sheet.compare')}
              </button>
            )}
          </div>
        </div>
        <ul className="cmp-sheet-list" id="cmp-sheet-list" hidden={!open}>
          {list.map((e) => (
            <li key={e.id} className="cmp-sheet-item">
              {e.ad.image ? <img src={e.ad.image} alt="" width="48" height="48" loading="lazy" /> : <span className="cmp-sheet-noimg" aria-hidden="true" />}
              <span className="cmp-sheet-name">
                <a href={`/item/${e.id}`}>{e.ad.name}</a>
                <span className="cmp-sheet-price">{formatPrice(e.ad.offer_price ?? e.ad.price, e.ad.currency_symbol)}</span>
              </span>
              <button type="button" className="cmp-sheet-remove" onClick={() => removeFromCompare(e.id)} aria-label={t('sheet.remove', { name: e.ad.name })}>
                ×
              </button>
            </li>
          ))}
        </ul>
        {!ready && (
          <p className="cmp-sheet-need" id="cmp-sheet-need">
            {t('sheet.needTwo')}
          </p>
        )}
      </section>
    </>
  );
}
