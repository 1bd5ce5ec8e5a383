/**
 * The browser's storage, or null where there is none (server rendering) or the browser refuses it (storage blocked,
 * some private modes throw on access): callers then behave as if nothing was stored.
 */
function reach(get: () => Storage): Storage | null {
  try {
    return get();
  } catch {
    return null;
  }
}

export const localStore = (): Storage | null => (typeof localStorage === 'undefined' ? null : reach(() => localStorage));
export const sessionStore = (): Storage | null => (typeof sessionStorage === 'undefined' ? null : reach(() => sessionStorage));
