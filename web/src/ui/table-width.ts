/**
 * The most a back-office table may ask for before it scrolls in its own box (Table.ScrollContainer's
 * minWidth): at 1280 px the page beside the 240 px menu is 1008 px wide, and a table asking for more
 * scrolls sideways there (issue 28: Transmittal List › Rejected, Payments to Return › Refunded, with
 * "Generate Report" cut off). Below it, at a tablet's 768 px, the table scrolls in its box, never the page.
 * A table with more columns than fit makes its cells wrap (between words: long-text.module.css) instead.
 */
export const TABLE_FITS_BESIDE_MENU = 960;
