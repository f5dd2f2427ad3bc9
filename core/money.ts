/**
 * Money is integer centavos everywhere inside the product. Pesos only exist at the edges: the JSON
 * numbers of the API and the text a person types. This file is money's one home: the maximum, the one
 * parser of an amount (with the rules of each field as options), the one pesos → centavos conversion and
 * the formatters. Parsing goes through the decimal text, never through arithmetic on a float, so
 * 0.1 + 0.2 problems cannot reach a balance.
 */

import { fillMessage, MESSAGE_TEMPLATES } from './message-templates.ts';

/**
 * ₱1,000,000.00: the largest amount one request, entry or line may carry. The SQL CHECKs of migrations
 * 0003, 0007 and 0008 hold the same number and cannot follow a change here (a shipped migration never
 * changes): server/src/db/amount-checks.test.ts fails when they disagree, and a change needs a new migration.
 */
export const MAX_AMOUNT_CENTAVOS = 100_000_000;

/** What is wrong with an amount; each caller words it for its field (AMOUNT_MESSAGES is the default). */
export type AmountError =
  'required' | 'invalid' | 'negative' | 'zero' | 'notWholePesos' | 'belowMinimum' | 'tooLarge';

export type AmountParseResult =
  { ok: true; centavos: number } | { ok: false; error: AmountError; message: string };

export interface AmountRules {
  /** 0 is an amount here (a method's minimum, a transmittal line that pays nothing); otherwise 'zero'. */
  allowZero?: boolean;
  /** The smallest amount accepted ('belowMinimum' under it). */
  minimumCentavos?: number;
  /** The largest amount accepted ('tooLarge' above it): MAX_AMOUNT_CENTAVOS unless told. */
  maximumCentavos?: number;
  /** Only whole pesos ('notWholePesos' otherwise). */
  wholePesos?: boolean;
  /**
   * Text a person typed or copied: a leading ₱, thousands commas and spaces are ignored, and ".5" or "7."
   * are amounts. The API's own fields are strict: "1,000.50" is no JSON amount.
   */
  typed?: boolean;
  /**
   * Decimals accepted (2 unless told). Above 2 the amount is rounded half up to centavos on the digits:
   * the portal's amount field takes up to 4 while typing (spec section 5).
   */
  maxDecimals?: 2 | 4;
  /** Texts for some errors, for fields whose spec words differ; the others say AMOUNT_MESSAGES. */
  messages?: Partial<Record<AmountError, string>>;
}

/** The default texts under the default rules (a field with another maximum says its own: parsePesoAmount). */
export const AMOUNT_MESSAGES = {
  required: 'Amount must be a number with at most 2 decimals',
  invalid: 'Amount must be a number with at most 2 decimals',
  negative: `Amount must be more than ${formatPeso(0)}`,
  zero: `Amount must be more than ${formatPeso(0)}`,
  notWholePesos: 'Amount must be a whole number of pesos',
  belowMinimum: 'Amount is below the minimum',
  tooLarge: tooLargeMessage(MAX_AMOUNT_CENTAVOS),
} as const satisfies Record<AmountError, string>;

/** "Amount must not exceed ₱50,000.00": the words of a maximum, from the maximum itself. */
export function tooLargeMessage(maximumCentavos: number): string {
  return fillMessage(MESSAGE_TEMPLATES.amountTooLarge, { maximum: formatPeso(maximumCentavos) });
}

/** A negative amount where 0 is allowed (a transmittal line): the message says what is accepted. */
export const AMOUNT_NOT_NEGATIVE = `Amount must be ${formatPeso(0)} or more`;

/** The wording of the maximum for a field with another label ("Minimum Amount must not exceed ₱1,000,000.00"). */
export function mustNotExceedMaximum(label: string, maximumCentavos = MAX_AMOUNT_CENTAVOS): string {
  return `${label} must not exceed ${formatPeso(maximumCentavos)}`;
}

/** Longer text than this is no amount (and is not worth a regular expression's time). */
const MAX_TEXT_LENGTH = 32;
/** More significant whole digits than this is far above any maximum, and beyond exact integers. */
const MAX_WHOLE_DIGITS = 13;

/** The decimal text of an input, or null when the input is neither a finite number nor a string. */
function decimalTextOf(input: unknown, typed: boolean): string | null {
  if (typeof input === 'number') return Number.isFinite(input) ? String(input) : null;
  if (typeof input !== 'string') return null;
  const text = input.trim();
  return typed ? text.replace(/^₱/, '').replace(/[,\s]/g, '') : text;
}

/**
 * Whole centavos of decimal text with up to `maxDecimals` decimals, rounded half up beyond 2 decimals, on
 * the digits alone; null when the text is not such a number. Negative text is the caller's business.
 */
function digitsToCentavos(text: string, maxDecimals: number, lenient: boolean): number | 'tooLarge' | null {
  const pattern = lenient ? /^(\d*)(?:\.(\d*))?$/ : /^(\d+)(?:\.(\d+))?$/;
  const match = pattern.exec(text);
  if (!match) return null;
  const whole = (match[1] ?? '').replace(/^0+(?=\d)/, '');
  const fraction = match[2] ?? '';
  if (whole === '' && fraction === '') return null;
  if (fraction.length > maxDecimals) return null;
  if (whole.length > MAX_WHOLE_DIGITS) return 'tooLarge';
  const padded = fraction.padEnd(4, '0');
  const roundsUp = Number(padded[2] ?? '0') >= 5;
  return Number(whole || '0') * 100 + Number(padded.slice(0, 2)) + (roundsUp ? 1 : 0);
}

/**
 * The one parser of an amount in pesos, given as a JSON number or as decimal text ("1500.5"), into
 * centavos, under the rules of its field. Refuses exponents ("1e3"), NaN, more decimals than allowed,
 * negatives, 0 (unless allowed), and anything outside the minimum and the maximum. A JSON number is read
 * through its shortest decimal form (String(1500.5) === "1500.5"), which is exact.
 */
export function parsePesoAmount(input: unknown, rules: AmountRules = {}): AmountParseResult {
  const fail = (error: AmountError): AmountParseResult => ({
    ok: false,
    error,
    message:
      rules.messages?.[error] ??
      (error === 'tooLarge' && rules.maximumCentavos !== undefined
        ? tooLargeMessage(rules.maximumCentavos)
        : error === 'negative' && rules.allowZero
          ? AMOUNT_NOT_NEGATIVE
          : AMOUNT_MESSAGES[error]),
  });
  if (input === undefined || input === null) return fail('required');
  const text = decimalTextOf(input, rules.typed ?? false);
  if (text === null) return fail('invalid');
  if (text === '') return fail('required');
  if (text.length > MAX_TEXT_LENGTH) return fail('invalid');
  if (text.startsWith('-')) return fail('negative');
  const centavos = digitsToCentavos(text, rules.maxDecimals ?? 2, rules.typed ?? false);
  if (centavos === null) return fail('invalid');
  const maximum = rules.maximumCentavos ?? MAX_AMOUNT_CENTAVOS;
  if (centavos === 'tooLarge' || centavos > maximum) return fail('tooLarge');
  if (centavos === 0 && !rules.allowZero) return fail('zero');
  if (rules.wholePesos && centavos % 100 !== 0) return fail('notWholePesos');
  if (rules.minimumCentavos !== undefined && centavos < rules.minimumCentavos) return fail('belowMinimum');
  return { ok: true, centavos };
}

/**
 * The one conversion of an API amount in pesos (a JSON number with at most 2 decimals, any sign, any size
 * a total may reach) to whole centavos, through its decimal text: never `Math.round(pesos * 100)`.
 * Throws on a number that is not a whole number of centavos, which no answer of the server holds.
 */
export function pesosToCentavos(pesos: number): number {
  const text = Number.isFinite(pesos) ? String(Math.abs(pesos)) : '';
  const centavos = digitsToCentavos(text, 2, false);
  if (typeof centavos !== 'number') throw new RangeError(`Not an amount of pesos: ${pesos}`);
  return pesos < 0 ? -centavos : centavos;
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

/** "₱1,500.50" for an API amount in pesos. */
export function formatPesos(pesos: number): string {
  return formatPeso(pesosToCentavos(pesos));
}

/** Sums API amounts in pesos exactly, through whole centavos. */
export function sumPesosInCentavos(pesos: Iterable<number>): number {
  let total = 0;
  for (const amount of pesos) total += pesosToCentavos(amount);
  return total;
}
