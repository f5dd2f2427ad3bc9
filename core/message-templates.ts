/**
 * The product's messages that carry a value, written once as templates with named slots ("{maximum}"), so
 * that the value comes from the rule itself (changing a limit is one edit) and the portal can read a message
 * back into its id and values to say it in Filipino (web/src/portal/i18n/server-messages.ts,
 * docs/decisions/0033). The spec's fixed texts stay in messages.ts.
 */
export const MESSAGE_TEMPLATES = {
  amountTooLarge: 'Amount must not exceed {maximum}',
  belowMinimumAmount: 'Minimum amount for {method} is {minimum}',
  remarksTooLong: 'Remarks must be at most {maxLength} characters',
  methodNotAvailable: '{method} is not available at this time',
  methodNotForOption: '{method} is not available for this top-up option',
  cardCheckoutUnavailable:
    'Card payment is not available right now. Your request {reference} is saved as Pending and no money was taken. Please try again in a few minutes.',
  paymentProviderUnavailable: 'The payment provider is not answering right now. Please try again later.',
  /** Any field's length limit ("Payment Method Name must be at most 100 characters"). */
  tooLong: '{field} must be at most {maxLength} characters',
  /** Any whole-number field's range ("Priority must be a whole number from 0 to 1000000"). */
  wholeNumberRange: '{field} must be a whole number from {min} to {max}',
} as const;

/** The slot names of a template: SlotsOf<'{a} and {b}'> is 'a' | 'b'. */
export type SlotsOf<T extends string> = T extends `${string}{${infer Slot}}${infer Rest}`
  ? Slot | SlotsOf<Rest>
  : never;

const SLOT = /\{(\w+)\}/g;

/** A template with its slots filled; every slot must be given (the type says which). */
export function fillMessage<T extends string>(
  template: T,
  values: { readonly [slot in SlotsOf<T>]: string | number },
): string {
  const given = values as Readonly<Record<string, string | number>>;
  return template.replace(SLOT, (whole, slot: string) => (slot in given ? String(given[slot]) : whole));
}

/** The slot names of a template, in order. */
export function slotsOf(template: string): string[] {
  return [...template.matchAll(SLOT)].map((match) => match[1] ?? '');
}

/**
 * The values a message filled into `template`, or null when the message is not an instance of it. A slot
 * takes the shortest text that lets the rest match, and at least one character.
 */
export function readMessage(template: string, message: string): Record<string, string> | null {
  const slots = slotsOf(template);
  const pattern = template
    .split(SLOT)
    .map((part, index) => (index % 2 === 1 ? '(.+?)' : part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')))
    .join('');
  const match = new RegExp(`^${pattern}$`, 's').exec(message);
  if (!match) return null;
  return Object.fromEntries(slots.map((slot, index) => [slot, match[index + 1] ?? '']));
}

/** "{field} must be at most {maxLength} characters", from the limit the schema applies. */
export function atMostCharacters(field: string, maxLength: number): string {
  return fillMessage(MESSAGE_TEMPLATES.tooLong, { field, maxLength });
}

/** "{field} must be a whole number from {min} to {max}", from the range the schema applies. */
export function wholeNumberFromTo(field: string, min: number, max: number): string {
  return fillMessage(MESSAGE_TEMPLATES.wholeNumberRange, { field, min, max });
}
