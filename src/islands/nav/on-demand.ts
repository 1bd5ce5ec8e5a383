import { useEffect, useState } from 'react';

/**
 * Code that only an opened menu or dialog needs, kept out of the page's initial JavaScript (issue 4 budget).
 * `load` starts the download and may be called early (pointer over, focus, pointer down on the trigger) so the
 * part is usually there by the time it opens; `use(wanted)` gives the loaded part once `wanted` has been true.
 * A failed download is forgotten: the next time the part is wanted it is fetched again, and `failed` says so
 * meanwhile. Unlike React.lazy, a failure never unmounts the island around it.
 */
export function onDemand<T>(importer: () => Promise<{ default: T }>) {
  let pending: Promise<T> | undefined;
  let loaded: T | undefined;
  const load = (): Promise<T> =>
    (pending ??= importer().then(
      (m) => (loaded = m.default),
      (err: unknown) => {
        pending = undefined;
        throw err;
      },
    ));

  function use(wanted: boolean): { part: T | undefined; failed: boolean } {
    const [, setReady] = useState(false);
    const [failed, setFailed] = useState(false);
    useEffect(() => {
      if (!wanted || loaded !== undefined) return undefined;
      let alive = true;
      load().then(
        () => alive && setReady(true),
        () => alive && setFailed(true),
      );
      return () => {
        alive = false;
        setFailed(false);
      };
    }, [wanted]);
    return { part: loaded, failed };
  }

  return { load, use };
}

/** Handlers that prefetch a part while the user heads for its trigger. */
export const prefetchOn = (load: () => Promise<unknown>) => {
  const start = () => void load().catch(() => undefined);
  return { onPointerEnter: start, onFocus: start, onPointerDown: start };
};
