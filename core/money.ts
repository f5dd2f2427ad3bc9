/**
 * Money is integer centavos everywhere inside the product. Pesos only exist at the edges: the JSON
 * numbers of the API and the text a person types. Parsing goes through the decimal text, never through
 * arithmetic on a float, so 0.1 + 0.2 problems cannot reach a balance.
 */

/** ₱1,000,000.00: the largest amount one request or entry may carry. */
export const MAX_AMOUNT_CENTAVOS = 100_000_000;

export type AmountParseResult = { ok: true; centavos: number } | { ok: false; message: string };

export const AMOUNT_MESSAGES = {
  invalid: 'Amount must be a number with at most 2 decimals',
  notPositive: 'Amount must be greater than 0',
  tooLarge: 'Amount must not exceed ₱1,000,000.00',
} as const;

const DECIMAL_TEXT = /^(\d{1,9})(?:\.(\d{1,2}))?$/;

/**
 * Parses an amount in pesos, given as a JSON number or as decimal text ("1500.5"), into centavos.
 * Rejects negatives, more than 2 decimals, exponents, NaN, and anything above ₱1,000,000.00.
 * A JSON number is read through its shortest decimal form (String(1500.5) === "1500.5"), which is exact.
 */
export function parsePesoAmount(input: unknown): AmountParseResult {
  let text: string;
  if (typeof input === 'number') {
    if (!Number.isFinite(input)) return { ok: false, message: AMOUNT_MESSAGES.invalid };
    text = String(input);
  } else if (typeof input === 'string') {
    text = input.trim();
  } else {
    return { ok: false, message: AMOUNT_MESSAGES.invalid };
  }
  if (text.length > 20) return { ok: false, message: AMOUNT_MESSAGES.invalid };
  const match = DECIMAL_TEXT.exec(text);
  if (!match) {
    if (/^-/.test(text)) return { ok: false, message: AMOUNT_MESSAGES.notPositive };
    if (/^\d{10,}(\.\d{1,2})?$/.test(text)) return { ok: false, message: AMOUNT_MESSAGES.tooLarge };
    return { ok: false, message: AMOUNT_MESSAGES.invalid };
  }
  const whole = Number(match[1]);
  const fraction = Number((match[2] ?? '').padEnd(2, '0'));
  const centavos = whole * 100 + fraction;
  if (centavos <= 0) return { ok: false, message: AMOUNT_MESSAGES.notPositive };
  if (centavos > MAX_AMOUNT_CENTAVOS) return { ok: false, message: AMOUNT_MESSAGES.tooLarge };
  return { ok: true, centavos };
}

/** "1500.50" for 150050 centavos: the exact decimal text, with a minus sign when negative. */
export function centavosToDecimalText(centavos: number): string {
  if (!Number.isSafeInteger(centavos)) throw new RangeError(`Not a whole number of centavos: ${centavos}`);
  const sign = centavos < 0 ? '-' : '';
  const digits = String(Math.abs(centavos)).padStart(3, '0');
  return `${sign}${digits.slice(0, -2)}.${digits.slice(-2)}`;
}

/** The JSON number the API answers for an amount (1500.5 for 150050 centavos), built from its text. */
export function centavosToPesos(centavos: number): number {
  return Number(centavosToDecimalText(centavos));
}

/** "1,500.50": thousands separators and 2 decimals, no currency sign. */
export function formatAmount(centavos: number): string {
  const [whole = '0', fraction = '00'] = centavosToDecimalText(centavos).split('.');
  const negative = whole.startsWith('-');
  const digits = negative ? whole.slice(1) : whole;
  const grouped = digits.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return `${negative ? '-' : ''}${grouped}.${fraction}`;
}

/** "₱1,500.50": how the product shows money to people. */
export function formatPeso(centavos: number): string {
  return centavos < 0 ? `-₱${formatAmount(-centavos)}` : `₱${formatAmount(centavos)}`;
}
