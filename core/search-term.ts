import { normalizeMobileNumber } from './mobile.ts';
import { parsePesoAmount } from './money.ts';

/**
 * What a person typed or pasted into a search box (the top-up list, the journal list, the cancel page),
 * read each way a search may use it. One cleaner for every search, so that "  dem7q2 ", "+639171234567"
 * and "₱1,500.00" are understood alike everywhere; which reading a search compares, and how (exactly or
 * as a part), stays with that search.
 */
export interface SearchTerm {
  /** The text without surrounding spaces. */
  text: string;
  /** A reference number as stored: upper-case. */
  referenceNumber: string;
  /** A whole mobile number in its stored form (09XXXXXXXXX), or null when the text is not one. */
  mobileNumber: string | null;
  /** The digits of a (part of a) mobile number, "+63" read as "0"; the text itself when it has no digits. */
  mobileDigits: string;
  /**
   * The start of a mobile number in its stored form, for a "starts with" search: "+63917" and "917" read as
   * "0917"; null when the text is not the start of one (letters, more than 11 digits).
   */
  mobilePrefix: string | null;
  /** An amount as people copy it ("₱1,500.00", "1500.5") in centavos, or null when the text is not one. */
  amountCentavos: number | null;
}

/**
 * The one search rule of every back-office list (docs/API.md, "Search"): a reference or a mobile number
 * matches when it STARTS WITH the typed text (served by a text_pattern_ops index, migration 0018), an amount
 * matches exactly, a name matches when it contains the text. Said on screen by these descriptions.
 */
export const SEARCH_RULE_TEXT = {
  reference: 'Starts with the typed text (any case)',
  mobile: 'Starts with the typed digits (+63 or 0)',
  amount: 'Exact amount, e.g. 1,500.00',
  name: 'Contains the typed text',
} as const;

/** LIKE's own characters made literal (the pattern's escape is the default backslash). */
export function escapeLikePattern(text: string): string {
  return text.replace(/[\\%_]/g, (character) => `\\${character}`);
}

function mobilePrefixOf(text: string): string | null {
  const compact = text.replace(/[\s-]/g, '');
  if (!/^\+?\d+$/.test(compact)) return null;
  const digits = compact.replace(/^\+63/, '0').replace(/^\+/, '');
  const national = digits.startsWith('9') ? `0${digits}` : digits;
  return national.length <= 11 ? national : null;
}

export function cleanSearchTerm(typed: string): SearchTerm {
  const text = typed.trim();
  const amount = parsePesoAmount(text, { typed: true });
  return {
    text,
    referenceNumber: text.toUpperCase(),
    mobileNumber: normalizeMobileNumber(text),
    mobileDigits: text.replace(/^\+63/, '0').replace(/\D/g, '') || text,
    mobilePrefix: mobilePrefixOf(text),
    amountCentavos: amount.ok ? amount.centavos : null,
  };
}
