import { useStore } from '@nanostores/react';
import { useEffect } from 'react';
import type { I18nProps } from '../../i18n/translator.ts';
import { $compare, startCompare } from '../../stores/compare.ts';
import CompareSheet from './CompareSheet.tsx';

/** The compare list of this tab (read and kept within the width's limit) as a bottom sheet while it holds products (spec 002 §2.7). */
export default function CompareDockSheet({ i18n, hidden }: { i18n: I18nProps; hidden: boolean }) {
  const list = useStore($compare);
  useEffect(() => startCompare(), []);
  return !hidden && list.length > 0 ? <CompareSheet i18n={i18n} list={list} /> : null;
}
