import { MESSAGES } from '@core/messages';
import { AMOUNT_MESSAGES } from '@core/money';
import { PAYER_CONTACT_MESSAGES } from '@core/payer-contact';
import { TOPUP_MESSAGES } from '@core/api/topups';
import { fillMessage, MESSAGE_TEMPLATES, readMessage } from '@core/message-templates';
import { TOO_MANY_ATTEMPTS_PREFIX } from '@core/rate-limit-message';
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH, TWO_FACTOR_MESSAGES } from '@core/two-factor';
import type { Language } from './language';

/**
 * The messages the portal says in Filipino, by id: the English is the core constant or template itself (the
 * server and the contracts' field rules send it), so an edit to the English or to a rule's value cannot leave
 * a stale key behind. Slots ("{maximum}") are filled with the value the English message carried, as it
 * carried it (₱1,000,000.00 stays ₱1,000,000.00). A message not listed here is shown as it was sent.
 */
export const SERVER_MESSAGE_ENGLISH = {
  usernameRequired: MESSAGES.usernameRequired,
  passwordRequired: MESSAGES.passwordRequired,
  mobileNumberRequired: MESSAGES.mobileNumberRequired,
  referenceNumberRequired: MESSAGES.referenceNumberRequired,
  supportingReferenceRequired: MESSAGES.supportingReferenceRequired,
  invalidMobileNumberFormat: MESSAGES.invalidMobileNumberFormat,
  invalidMobileNumber: MESSAGES.invalidMobileNumber,
  invalidLogin: MESSAGES.invalidLogin,
  unauthorizedUser: MESSAGES.unauthorizedUser,
  mobileNumberNotFound: MESSAGES.mobileNumberNotFound,
  noExactMatches: MESSAGES.noExactMatches,
  valueMustBeGreaterThanZero: MESSAGES.valueMustBeGreaterThanZero,
  ewalletAccountNotFound: MESSAGES.ewalletAccountNotFound,
  topupCancelled: MESSAGES.topupCancelled,
  unauthorizedAccess: MESSAGES.unauthorizedAccess,
  unknownError: MESSAGES.unknownError,
  couldNotConnect: MESSAGES.couldNotConnect,
  somethingWentWrong: MESSAGES.somethingWentWrong,
  amountInvalid: AMOUNT_MESSAGES.invalid,
  amountZero: AMOUNT_MESSAGES.zero,
  amountNotWholePesos: AMOUNT_MESSAGES.notWholePesos,
  amountBelowMinimum: AMOUNT_MESSAGES.belowMinimum,
  amountTooLarge: MESSAGE_TEMPLATES.amountTooLarge,
  riderCallsPayer: PAYER_CONTACT_MESSAGES.riderCallsPayer,
  remarksRequired: TOPUP_MESSAGES.remarksRequired,
  remarksTooLong: MESSAGE_TEMPLATES.remarksTooLong,
  belowMinimumAmount: MESSAGE_TEMPLATES.belowMinimumAmount,
  methodNotAvailable: MESSAGE_TEMPLATES.methodNotAvailable,
  cardCheckoutUnavailable: MESSAGE_TEMPLATES.cardCheckoutUnavailable,
  paymentProviderUnavailable: MESSAGE_TEMPLATES.paymentProviderUnavailable,
  // The password change (decision 0022, issue 25).
  currentPasswordRequired: TWO_FACTOR_MESSAGES.currentPasswordRequired,
  wrongCurrentPassword: TWO_FACTOR_MESSAGES.wrongCurrentPassword,
  newPasswordRequired: TWO_FACTOR_MESSAGES.newPasswordRequired,
  newPasswordTooShort: TWO_FACTOR_MESSAGES.newPasswordTooShort,
  newPasswordTooLong: TWO_FACTOR_MESSAGES.newPasswordTooLong,
  newPasswordSame: TWO_FACTOR_MESSAGES.newPasswordSame,
  confirmPasswordMismatch: TWO_FACTOR_MESSAGES.confirmPasswordMismatch,
  secondFactorCodeRequired: TWO_FACTOR_MESSAGES.secondFactorCodeRequired,
  wrongCode: TWO_FACTOR_MESSAGES.wrongCode,
  passwordChangeRequired: TWO_FACTOR_MESSAGES.passwordChangeRequired,
} as const;

export type ServerMessageId = keyof typeof SERVER_MESSAGE_ENGLISH;

/** The Filipino of every id, with the same slots as its English (a unit test compares them). */
export const SERVER_MESSAGE_FILIPINO: { readonly [id in ServerMessageId]: string } = {
  usernameRequired: 'Kailangan ang username (mobile number)',
  passwordRequired: 'Kailangan ang password',
  mobileNumberRequired: 'Kailangan ang mobile number',
  referenceNumberRequired: 'Kailangan ang reference number',
  supportingReferenceRequired: 'Kailangan ang eWallet number o top-up amount',
  invalidMobileNumberFormat: 'Mali ang format ng mobile number',
  invalidMobileNumber: 'Hindi valid ang mobile number',
  invalidLogin: 'Mali ang mobile number o password',
  unauthorizedUser: 'Hindi awtorisadong user',
  mobileNumberNotFound: 'Hindi nahanap ang mobile number',
  noExactMatches: 'Walang eksaktong tugma na nahanap!',
  valueMustBeGreaterThanZero: 'Dapat mas malaki sa 0 ang halaga',
  ewalletAccountNotFound: 'Hindi nahanap ang eWallet account!',
  topupCancelled: 'Na-cancel na ang top-up!',
  unauthorizedAccess: 'Hindi awtorisado ang access sa serbisyo',
  unknownError: 'May hindi inaasahang error',
  couldNotConnect: 'Hindi maka-connect sa server',
  somethingWentWrong: 'May nangyaring mali',
  amountInvalid: 'Dapat numero ang amount, na may hanggang 2 decimal',
  amountZero: 'Dapat mas malaki sa ₱0.00 ang amount',
  amountNotWholePesos: 'Dapat buong piso ang amount',
  amountBelowMinimum: 'Mas mababa sa minimum ang amount',
  amountTooLarge: 'Hanggang {maximum} lang ang amount',
  riderCallsPayer: 'Ilagay ang sarili mong mobile number: ang nagbabayad ang tatawagan ng rider',
  remarksRequired: 'Kailangan ang remarks',
  remarksTooLong: 'Hanggang {maxLength} character lang ang remarks',
  belowMinimumAmount: '{minimum} ang minimum na amount para sa {method}',
  methodNotAvailable: 'Hindi available ang {method} sa ngayon',
  cardCheckoutUnavailable:
    'Hindi available ang card payment sa ngayon. Naka-save bilang Pending ang request mo ({reference}) at walang perang nakuha. Subukan ulit pagkalipas ng ilang minuto.',
  paymentProviderUnavailable: 'Hindi sumasagot ang payment provider sa ngayon. Subukan ulit mamaya.',
  currentPasswordRequired: 'Kailangan ang kasalukuyang password',
  wrongCurrentPassword: 'Mali ang kasalukuyang password. Walang binago.',
  newPasswordRequired: 'Kailangan ang bagong password',
  newPasswordTooShort: `Dapat hindi bababa sa ${PASSWORD_MIN_LENGTH} character ang bagong password`,
  newPasswordTooLong: `Hanggang ${PASSWORD_MAX_LENGTH} character lang ang bagong password`,
  newPasswordSame: 'Dapat iba ang bagong password sa kasalukuyan',
  confirmPasswordMismatch: 'Hindi magkatugma ang mga bagong password',
  secondFactorCodeRequired: 'Ilagay ang 6-digit code mula sa authenticator app mo, o isang recovery code.',
  wrongCode: 'Mali ang code. Ilagay ang 6-digit code mula sa authenticator app mo, o isang recovery code.',
  passwordChangeRequired: 'Nag-sign in ka gamit ang pansamantalang password. Pumili muna ng bagong password.',
};

const IDS = Object.keys(SERVER_MESSAGE_ENGLISH) as ServerMessageId[];

/** The id of a message and the values it carries, or null for a message the portal does not know. */
export function identifyMessage(
  message: string,
): { id: ServerMessageId; values: Record<string, string> } | null {
  // A fixed text first: a template's slot could otherwise swallow a word of it.
  const exact = IDS.find((id) => SERVER_MESSAGE_ENGLISH[id] === message);
  if (exact) return { id: exact, values: {} };
  for (const id of IDS) {
    const values = readMessage(SERVER_MESSAGE_ENGLISH[id], message);
    if (values) return { id, values };
  }
  return null;
}

/** A message from the server or a field rule, in the portal's language (as sent when it is not known). */
export function messageIn(language: Language, message: string): string {
  if (language === 'en') return message;
  const known = identifyMessage(message);
  if (known) return fillMessage(SERVER_MESSAGE_FILIPINO[known.id], known.values);
  // A 429 whose wait the caller could not read: its English words, but the Filipino gist first.
  if (message.startsWith(TOO_MANY_ATTEMPTS_PREFIX)) return 'Masyadong maraming subok. Subukan ulit mamaya.';
  return message;
}
