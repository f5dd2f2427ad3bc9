/**
 * Philippine mobile numbers. The spec accepts "09" plus 9 digits, or "+63" plus 10 digits; we store the
 * national form 09XXXXXXXXX. One function for the browser and the server, so both say the same thing.
 */

export const MOBILE_MAX_LENGTH = 13;
export const MOBILE_PATTERN = /^(09\d{9}|\+63\d{10})$/;

export function isValidMobileNumber(input: string): boolean {
  return MOBILE_PATTERN.test(input.trim());
}

/** The stored form (09XXXXXXXXX) of a valid number, or null when the text is not a mobile number. */
export function normalizeMobileNumber(input: string): string | null {
  const text = input.trim();
  if (!MOBILE_PATTERN.test(text)) return null;
  return text.startsWith('+63') ? `0${text.slice(3)}` : text;
}

/** "******34567": all but the last 5 characters hidden, as the spec's printed reports show them. */
export function maskMobileNumber(mobile: string): string {
  if (mobile.length <= 5) return mobile;
  return '*'.repeat(mobile.length - 5) + mobile.slice(-5);
}
