import { useEffect, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { Button } from '@mantine/core';
import { usePrintWhenReady } from './print-when-ready';
import classes from './printable-report.module.css';

interface PrintableReportProps {
  /** The document title while the report is shown: browsers name the saved PDF after it. */
  documentTitle: string;
  onClose: () => void;
  /** False while the report has nothing worth printing yet (or failed): it prints itself once true. */
  ready?: boolean;
  children: ReactNode;
}

/**
 * A printable report: shown over the app with Print and Close buttons, and printed on its own (the rest of
 * the page is hidden from print). The print dialog opens by itself once the report has been painted.
 */
export function PrintableReport({ documentTitle, onClose, ready = true, children }: PrintableReportProps) {
  // The title for the saved file while the report is shown.
  useEffect(() => {
    const previousTitle = document.title;
    document.title = documentTitle;
    return () => {
      document.title = previousTitle;
    };
  }, [documentTitle]);
  usePrintWhenReady(ready);

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
