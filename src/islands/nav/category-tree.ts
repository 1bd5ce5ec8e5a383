import { useCallback, useEffect, useState } from 'react';
import { fetchCategoryTree, type CategoryNode, type CategoryTreeResult } from '../../lib/categories.ts';

/* The category trees, fetched once per page on first use; a failure is forgotten so Retry asks again. */
const trees: Partial<Record<'ad' | 'shop', Promise<CategoryTreeResult>>> = {};
function loadTree(shop: boolean): Promise<CategoryTreeResult> {
  const key = shop ? 'shop' : 'ad';
  let pending = trees[key];
  if (!pending) {
    pending = fetchCategoryTree({ shop, locale: document.documentElement.lang }).then((r) => {
      if (!r.ok) delete trees[key];
      return r;
    });
    trees[key] = pending;
  }
  return pending;
}

export type TreeState = { status: 'idle' | 'loading' | 'error' | 'ready'; categories: CategoryNode[]; retry: () => void };

/** Loads the category tree lazily: nothing is fetched until `wanted` first becomes true. */
export function useCategoryTree(shop: boolean, wanted: boolean): TreeState {
  const [started, setStarted] = useState(false);
  const [attempt, setAttempt] = useState(0);
  const [result, setResult] = useState<CategoryTreeResult | null>(null);
  if (wanted && !started) setStarted(true);

  useEffect(() => {
    if (!started) return undefined;
    let alive = true;
    void loadTree(shop).then((r) => {
      if (alive) setResult(r);
    });
    return () => {
      alive = false;
    };
  }, [started, shop, attempt]);

  const retry = useCallback(() => {
    setResult(null);
    setAttempt((n) => n + 1);
  }, []);
  const status = result ? (result.ok ? 'ready' : 'error') : started ? 'loading' : 'idle';
  return { status, categories: result?.ok ? result.categories : [], retry };
}
