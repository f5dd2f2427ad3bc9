/**
 * The typing rules of an amount field (spec section 5), shared by the portal's top-up amount and the
 * back office's transmittal amounts: while typing, digits with an optional decimal part of up to 4 digits,
 * commas ignored; on blur, thousands separators and 2 decimals. Pure text functions, no floats: the
 * rounding to centavos is done on the digits.
 */
import { centavosToPesos, formatAmount, parsePesoAmount, type AmountRules } from './money.ts';

/** Digits, optionally a point and up to 4 decimals; the empty text too (the field may be cleared). */
const TYPING_PATTERN = /^\d*(?:\.\d{0,4})?$/;

/** More whole digits than this cannot be a peso amount the product handles (and would lose precision). */
const MAX_WHOLE_DIGITS = 12;

function withoutCommas(text: string): string {
  return text.replace(/,/g, '');
}

/** Whether the text is acceptable while typing: commas are ignored when checking. */
export function isAmountTyping(text: string): boolean {
  const digits = withoutCommas(text);
  const whole = digits.split('.')[0] ?? '';
  return TYPING_PATTERN.test(digits) && whole.length <= MAX_WHOLE_DIGITS;
}

/** The field's next text: the typed text when it is acceptable, else the previous text (the key is refused). */
export function acceptAmountTyping(previous: string, typed: string): string {
  return isAmountTyping(typed) ? typed : previous;
}

/**
 * The rules of a typed amount (money.ts's parser): commas ignored, up to 4 decimals rounded half up to
 * centavos, 0 read as 0 and no maximum, which are each field's own checks (its zod schema's).
 */
export const TYPED_AMOUNT_RULES: AmountRules = {
  typed: true,
  maxDecimals: 4,
  allowZero: true,
  maximumCentavos: Number.MAX_SAFE_INTEGER,
};

/**
 * The amount in whole centavos, rounded half up from up to 4 decimals, or null when the text holds no
 * amount (empty, only a point, or not an amount at all).
 */
export function amountTextToCentavos(text: string): number | null {
  if (!isAmountTyping(text.trim())) return null;
  const parsed = parsePesoAmount(text, TYPED_AMOUNT_RULES);
  return parsed.ok ? parsed.centavos : null;
}

/** The JSON number of pesos to send (commas removed, at most 2 decimals), or null without an amount. */
export function amountTextToPesos(text: string): number | null {
  const centavos = amountTextToCentavos(text);
  return centavos === null ? null : centavosToPesos(centavos);
}

/** What the field shows after blur: "1,234.50"; the empty text stays empty, and so does text that is no amount. */
export function formatAmountText(text: string): string {
  const centavos = amountTextToCentavos(text);
  return centavos === null ? '' : formatAmount(centavos);
}
