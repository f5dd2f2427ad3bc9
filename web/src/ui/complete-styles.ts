import completeStylesHref from '@mantine/core/styles.layer.css?url';

/**
 * Mantine's complete stylesheet. Only the portal's first screen has its CSS in the first download
 * (first-screen.css); every other screen comes in a lazy chunk that shows once this sheet is there too.
 */
export const loadCompleteStyles = () => import('@mantine/core/styles.layer.css');

/**
 * Downloads the complete stylesheet into the browser's cache without applying it: reading 360 KB of CSS
 * and restyling the page would hold up a slow phone's main thread while the customer reads Home; the
 * next screen applies it from the cache. (The `?url` import names the same file as the import above.)
 */
export function prefetchCompleteStyles(): void {
  if (document.querySelector(`link[href="${completeStylesHref}"]`)) return;
  const link = document.createElement('link');
  link.rel = 'prefetch';
  link.as = 'style';
  link.href = completeStylesHref;
  document.head.append(link);
}
