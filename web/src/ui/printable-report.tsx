import { useEffect, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { Button } from '@mantine/core';
import classes from './printable-report.module.css';

/** The spec's wait before the print dialog opens, so that the report has been laid out. */
export const PRINT_DELAY_MS = 500;

interface PrintableReportProps {
  /** The document title while the report is shown: browsers name the saved PDF after it. */
  documentTitle: string;
  onClose: () => void;
  children: ReactNode;
}

/**
 * A printable report: shown over the app with Print and Close buttons, and printed on its own (the rest of
 * the page is hidden from print). The print dialog opens by itself shortly after the report appears.
 */
export function PrintableReport({ documentTitle, onClose, children }: PrintableReportProps) {
  // Once per report: the title for the saved file, and the print dialog after the report is laid out.
  useEffect(() => {
    const previousTitle = document.title;
    document.title = documentTitle;
    const timer = setTimeout(() => window.print(), PRINT_DELAY_MS);
    return () => {
      clearTimeout(timer);
      document.title = previousTitle;
    };
  }, [documentTitle]);

  useEffect(() => {
    const handleKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') onClose();
    };
    window.addEventListener('keydown', handleKey);
    return () => window.removeEventListener('keydown', handleKey);
  }, [onClose]);

  return createPortal(
    <div className={classes.root} role="dialog" aria-modal="true" aria-label={documentTitle}>
      <div className={classes.toolbar}>
        <Button onClick={() => window.print()}>Print</Button>
        <Button variant="default" onClick={onClose}>
          Close
        </Button>
      </div>
      <article className={classes.page}>{children}</article>
    </div>,
    document.body,
  );
}
