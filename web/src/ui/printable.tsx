import { forwardRef, type ReactNode } from 'react';
import classes from './printable.module.css';

/** The spec's pause before the print dialog opens, so that the page has painted what it prints. */
export const PRINT_DELAY_MS = 500;

/** The part of the page that a Print button prints; everything else is hidden on paper. */
export const PrintArea = forwardRef<HTMLDivElement, { children: ReactNode; label: string }>(
  function PrintArea({ children, label }, ref) {
    return (
      <div ref={ref} className={classes.printArea} aria-label={label} role="document">
        {children}
      </div>
    );
  },
);

/** Opens the browser's print dialog after the spec's delay, with `title` as the document's name. */
export function printAfterDelay(title: string): void {
  setTimeout(() => {
    const previous = document.title;
    document.title = title;
    window.print();
    document.title = previous;
  }, PRINT_DELAY_MS);
}
