/**
 * CSV fields (RFC 4180): every field quoted, quotes doubled. A text that a spreadsheet would run as a
 * formula (starting with = + - @, a tab or a carriage return) gets a leading apostrophe, so that a customer
 * name such as =HYPERLINK(...) stays text when an admin opens the file (OWASP "CSV injection").
 */
const FORMULA_START = /^[=+\-@\t\r]/;

export function csvText(value: string): string {
  const safe = FORMULA_START.test(value) ? `'${value}` : value;
  return `"${safe.replace(/"/g, '""')}"`;
}

/** Numbers and our own fixed texts (dates, amounts) need no defusing, only quoting for uniformity. */
export function csvValue(value: string | number): string {
  return `"${String(value).replace(/"/g, '""')}"`;
}

export function csvLine(fields: readonly string[]): string {
  return `${fields.join(',')}\r\n`;
}
