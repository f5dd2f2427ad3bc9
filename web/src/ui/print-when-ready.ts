import { useEffect } from 'react';

/** Resolves once the fonts are in and the browser has painted the current render. */
async function painted(): Promise<void> {
  await document.fonts.ready;
  // One frame to lay out what React committed, a second to know it was painted.
  await new Promise<void>((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve())));
}

/**
 * Opens the browser's print dialog for what the page shows now, with `title` as the document's name while
 * it is open (browsers name the saved PDF after it).
 */
export async function printWhenPainted(title?: string): Promise<void> {
  await painted();
  const previous = document.title;
  if (title) document.title = title;
  window.print();
  if (title) document.title = previous;
}

/**
 * Prints once, by itself, when `ready` turns true: the printable content has rendered with its data, its
 * fonts have loaded and it has been painted. Not after a fixed delay, which is too short on a slow device
 * and needlessly long on a fast one.
 */
export function usePrintWhenReady(ready: boolean): void {
  useEffect(() => {
    if (!ready) return undefined;
    let cancelled = false;
    void painted().then(() => {
      if (!cancelled) window.print();
    });
    return () => {
      cancelled = true;
    };
  }, [ready]);
}
