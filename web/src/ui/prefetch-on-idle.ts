/**
 * Starts loading lazy chunks once the browser is idle, so that the next step of a journey is already there
 * when the person taps, without making the first screen wait for it.
 */
export function prefetchOnIdle(loaders: readonly (() => Promise<unknown>)[]): () => void {
  const load = () => {
    for (const loader of loaders) loader().catch(() => undefined);
  };
  if ('requestIdleCallback' in window) {
    const handle = window.requestIdleCallback(load, { timeout: 3000 });
    return () => window.cancelIdleCallback(handle);
  }
  const timer = setTimeout(load, 1500);
  return () => clearTimeout(timer);
}
