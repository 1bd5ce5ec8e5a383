import { useStore } from '@nanostores/react';
import { useEffect } from 'react';
import type { I18nProps } from '../../i18n/translator.ts';
import { startCart } from '../../stores/cart.ts';
import { $compare, startCompare } from '../../stores/compare.ts';
import { onDemand } from '../nav/on-demand.ts';

const sheet = onDemand(() => import('./CompareSheet.tsx'));

/**
 * Mounted on every page by the Layout: fetches the cart for the top bar badge (spec 002 §2.6) and shows the compare
 * bottom sheet (§2.7) while products are picked for comparison. It renders nothing and loads nothing more while
 * the compare list is empty, so pages with a tight JavaScript budget pay only for this file.
 */
export default function CompareDock({ i18n, hidden }: { i18n: I18nProps; hidden: boolean }) {
  const list = useStore($compare);
  useEffect(() => {
    startCart();
    startCompare();
  }, []);
  const wanted = !hidden && list.length > 0;
  const { part: Sheet } = sheet.use(wanted);
  return wanted && Sheet ? <Sheet i18n={i18n} list={list} /> : null;
}
