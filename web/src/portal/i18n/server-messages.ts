import { MESSAGES } from '@core/messages';
import { AMOUNT_MESSAGES } from '@core/money';
import { PAYER_CONTACT_MESSAGES } from '@core/payer-contact';
import { TOPUP_MESSAGES } from '@core/api/topups';
import { TOO_MANY_ATTEMPTS_PREFIX } from '@core/rate-limit-message';
import type { Language } from './language';

/**
 * The server (and the contracts' own field rules) speak the spec's English. In Filipino the portal shows
 * the Filipino words for the messages it knows, found by the exact English text: the keys are the core
 * constants themselves, so an edit to the English can never leave a stale key behind (a unit test checks
 * that every key is one of them). A message not listed here is shown as it was sent.
 */
export const FILIPINO_SERVER_MESSAGES: ReadonlyMap<string, string> = new Map([
  [MESSAGES.usernameRequired, 'Kailangan ang username (mobile number)'],
  [MESSAGES.passwordRequired, 'Kailangan ang password'],
  [MESSAGES.mobileNumberRequired, 'Kailangan ang mobile number'],
  [MESSAGES.referenceNumberRequired, 'Kailangan ang reference number'],
  [MESSAGES.supportingReferenceRequired, 'Kailangan ang eWallet number o top-up amount'],
  [MESSAGES.invalidMobileNumberFormat, 'Mali ang format ng mobile number'],
  [MESSAGES.invalidMobileNumber, 'Hindi valid ang mobile number'],
  [MESSAGES.invalidLogin, 'Mali ang mobile number o password'],
  [MESSAGES.unauthorizedUser, 'Hindi awtorisadong user'],
  [MESSAGES.mobileNumberNotFound, 'Hindi nahanap ang mobile number'],
  [MESSAGES.noExactMatches, 'Walang eksaktong tugma na nahanap!'],
  [MESSAGES.valueMustBeGreaterThanZero, 'Dapat mas malaki sa 0 ang halaga'],
  [MESSAGES.ewalletAccountNotFound, 'Hindi nahanap ang eWallet account!'],
  [MESSAGES.topupCancelled, 'Na-cancel na ang top-up!'],
  [MESSAGES.unauthorizedAccess, 'Hindi awtorisado ang access sa serbisyo'],
  [MESSAGES.unknownError, 'May hindi inaasahang error'],
  [MESSAGES.couldNotConnect, 'Hindi maka-connect sa server'],
  [MESSAGES.somethingWentWrong, 'May nangyaring mali'],
  [AMOUNT_MESSAGES.invalid, 'Dapat numero ang amount, na may hanggang 2 decimal'],
  [AMOUNT_MESSAGES.zero, 'Dapat mas malaki sa ₱0.00 ang amount'],
  [AMOUNT_MESSAGES.notWholePesos, 'Dapat buong piso ang amount'],
  [AMOUNT_MESSAGES.belowMinimum, 'Mas mababa sa minimum ang amount'],
  [
    AMOUNT_MESSAGES.tooLarge,
    AMOUNT_MESSAGES.tooLarge.replace(/^Amount must not exceed (.+)$/, 'Hanggang $1 lang ang amount'),
  ],
  [
    PAYER_CONTACT_MESSAGES.riderCallsPayer,
    'Ilagay ang sarili mong mobile number: ang nagbabayad ang tatawagan ng rider',
  ],
  [TOPUP_MESSAGES.remarksRequired, 'Kailangan ang remarks'],
  [
    TOPUP_MESSAGES.remarksTooLong,
    TOPUP_MESSAGES.remarksTooLong.replace(
      /^Remarks must be at most (\d+) characters$/,
      'Hanggang $1 character lang ang remarks',
    ),
  ],
]);

/** Messages with a value inside (a method's name, an amount, a reference): the English pattern, the Filipino. */
const FILIPINO_PATTERNS: readonly [RegExp, (...parts: string[]) => string][] = [
  [
    /^Minimum amount for (.+) is (₱[\d,.]+)$/,
    (method, amount) => `${amount} ang minimum na amount para sa ${method}`,
  ],
  [/^(.+) is not available at this time$/, (method) => `Hindi available ang ${method} sa ngayon`],
  [
    /^Card payment is not available right now\. Your request (\S+) is saved as Pending and no money was taken\. Please try again in a few minutes\.$/,
    (reference) =>
      `Hindi available ang card payment sa ngayon. Naka-save bilang Pending ang request mo (${reference}) at walang perang nakuha. Subukan ulit pagkalipas ng ilang minuto.`,
  ],
  [
    /^The payment provider is not answering right now\. Please try again later\.$/,
    () => 'Hindi sumasagot ang payment provider sa ngayon. Subukan ulit mamaya.',
  ],
];

/** A message from the server or a field rule, in the portal's language (as sent when it is not known). */
export function messageIn(language: Language, message: string): string {
  if (language === 'en') return message;
  const known = FILIPINO_SERVER_MESSAGES.get(message);
  if (known) return known;
  for (const [pattern, filipino] of FILIPINO_PATTERNS) {
    const match = pattern.exec(message);
    if (match) return filipino(...match.slice(1));
  }
  // A 429 whose wait the caller could not read: its English words, but the Filipino gist first.
  if (message.startsWith(TOO_MANY_ATTEMPTS_PREFIX)) return 'Masyadong maraming subok. Subukan ulit mamaya.';
  return message;
}
