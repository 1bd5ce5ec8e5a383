import { useEffect, useState } from 'react';
import type { I18nProps } from '../../i18n/translator.ts';
import { compareListStored, COMPARE_CHANGED } from '../../lib/compare-signal.ts';
import { startCart } from './start-cart.ts';
import { onDemand } from '../nav/on-demand.ts';

const sheet = onDemand(() => import('./CompareDockSheet.tsx'));

/**
 * Mounted on every page by the Layout: fetches the cart for the top bar badge (spec 002 §2.6) and shows the compare
 * bottom sheet (§2.7) while products are picked for comparison. Until this tab has a compare list it loads neither
 * the compare store nor the sheet, so pages with a tight JavaScript budget pay only for this file.
 */
export default function CompareDock({ i18n, hidden }: { i18n: I18nProps; hidden: boolean }) {
  const [picked, setPicked] = useState(false);
  useEffect(() => {
    startCart();
    const check = () => setPicked((was) => was || compareListStored());
    check();
    window.addEventListener(COMPARE_CHANGED, check);
    return () => window.removeEventListener(COMPARE_CHANGED, check);
  }, []);
  const { part: Sheet } = sheet.use(picked);
  return Sheet ? <Sheet i18n={i18n} hidden={hidden} /> : null;
}
