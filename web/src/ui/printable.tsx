import { forwardRef, type ReactNode } from 'react';
import classes from './printable.module.css';

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
