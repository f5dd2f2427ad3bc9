import { prefetchCompleteStyles } from './complete-styles';

/** Resolves once the page has painted its first content (at once where the browser does not tell). */
function afterFirstPaint(): Promise<void> {
  if (
    typeof PerformanceObserver === 'undefined' ||
    !PerformanceObserver.supportedEntryTypes.includes('paint')
  ) {
    return Promise.resolve();
  }
  return new Promise((resolve) => {
    const observer = new PerformanceObserver((list) => {
      if (!list.getEntriesByName('first-contentful-paint').length) return;
      observer.disconnect();
      resolve();
    });
    observer.observe({ type: 'paint', buffered: true });
  });
}

/**
 * Starts loading lazy chunks (and the complete stylesheet they show with) once the first screen has painted
 * and the browser is idle, so that the next step of a journey is already there when the person taps. Not
 * before that paint: on a slow phone every request made meanwhile would delay the first screen.
 */
export function prefetchOnIdle(loaders: readonly (() => Promise<unknown>)[]): () => void {
  let cancel: (() => void) | null = null;
  let cancelled = false;
  const load = () => {
    prefetchCompleteStyles();
    for (const loader of loaders) loader().catch(() => undefined);
  };
  void afterFirstPaint().then(() => {
    if (cancelled) return;
    if ('requestIdleCallback' in window) {
      const handle = window.requestIdleCallback(load, { timeout: 3000 });
      cancel = () => window.cancelIdleCallback(handle);
    } else {
      const timer = setTimeout(load, 1500);
      cancel = () => clearTimeout(timer);
    }
  });
  return () => {
    cancelled = true;
    cancel?.();
  };
}
