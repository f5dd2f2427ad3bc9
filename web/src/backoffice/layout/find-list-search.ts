/**
 * The search field of the list on screen: one marked data-list-search, else the first text field in the
 * main area labelled or hinted "Search…" (the top-up and journal lists' "Search", the employee list's
 * "Search name"). Found on the page rather than registered by each list, so that every list with a search
 * field gets "/" without wiring of its own.
 */
export function findListSearch(): HTMLInputElement | null {
  const main = document.querySelector('main');
  if (!main) return null;
  const marked = main.querySelector<HTMLInputElement>('input[data-list-search]');
  if (marked) return marked;
  const fields = main.querySelectorAll<HTMLInputElement>(
    'input:not([type="hidden"]):not([type="radio"]):not([type="checkbox"]):not([disabled])',
  );
  return (
    [...fields].find((field) => {
      const label = [...(field.labels ?? [])].map((item) => item.textContent ?? '').join(' ');
      const hint = `${label} ${field.placeholder} ${field.getAttribute('aria-label') ?? ''}`;
      return /(^|\s)search\b/i.test(hint.trim()) && field.getClientRects().length > 0;
    }) ?? null
  );
}
