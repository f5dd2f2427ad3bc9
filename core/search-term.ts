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
  /** An amount as people copy it ("₱1,500.00", "1500.5") in centavos, or null when the text is not one. */
  amountCentavos: number | null;
}

export function cleanSearchTerm(typed: string): SearchTerm {
  const text = typed.trim();
  const amount = parsePesoAmount(text, { typed: true });
  return {
    text,
    referenceNumber: text.toUpperCase(),
    mobileNumber: normalizeMobileNumber(text),
    mobileDigits: text.replace(/^\+63/, '0').replace(/\D/g, '') || text,
    amountCentavos: amount.ok ? amount.centavos : null,
  };
}
