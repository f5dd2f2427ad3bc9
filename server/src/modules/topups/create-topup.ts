import { fullNameOf } from '../../../../core/names.ts';
import { PaymentMethodStatus } from '../../../../core/api/payment-methods.ts';
import { MESSAGES } from '../../../../core/messages.ts';
import { fillMessage, MESSAGE_TEMPLATES } from '../../../../core/message-templates.ts';
import { normalizeMobileNumber } from '../../../../core/mobile.ts';
import { isRecipientNumberAsRiderContact, PAYER_CONTACT_MESSAGES } from '../../../../core/payer-contact.ts';
import { parsePesoAmount } from '../../../../core/money.ts';
import { belowMinimumAmountMessage, TOPUP_AMOUNT_RULES } from '../../../../core/api/topups.ts';
import type { Database } from '../../db/client.ts';
import { isUniqueViolation } from '../../db/errors.ts';
import { conflict, forbidden, invalid, unauthenticated } from '../../errors.ts';
import type { SessionCustomer } from '../../request-session.ts';
import type { RateLimit } from '../rate-limits/service.ts';
import { takeAllowanceAndFindAccount } from './account-with-method.ts';
import { insertPendingTopup } from './insert-pending-topup.ts';
import { newReferenceNumber } from './reference-number.ts';
import { findRetriedTopup, hashIdempotencyKey } from './retried-create.ts';
import { customerActor } from './topup-actor.ts';

export interface CreateTopupInput {
  topupOption: 1 | 2;
  ewalletAccountId: number;
  /** Pesos as the caller sent them (JSON number or decimal text); parsed here into centavos. */
  topupRequestAmount: number | string;
  paymentMethodCode: number;
  contactNumber: string;
  billingAddress?: string | null;
  /** Where the request's notices are e-mailed (already checked and lower-cased by the contract). */
  payerEmail?: string | null;
  /** The customer of the caller's portal session (password or QR code), if any. */
  sessionCustomer: SessionCustomer | null;
  /** The customer of a password portal session: the one paying, the card checkout's buyer. */
  payer?: SessionCustomer | null;
  /**
   * Option 2 names its recipient by one of these (docs/decisions/0011): the customers this caller looked up
   * by mobile number in the last 30 minutes (recipient-grants.ts), or the recipient's mobile number.
   */
  grantedAccountIds?: readonly number[];
  ewalletMobileNo?: string | null;
  /** The caller's Idempotency-Key with its scope (opaque), if it sent one: see retried-create.ts. */
  idempotencyKey?: string | null;
  /**
   * Taken first, before anything is checked (create-limits.ts): how many top-ups this payer may open. None
   * when the caller counts it elsewhere (a test of the rules alone).
   */
  payerAllowance?: (RateLimit & { key: string }) | null;
  /** Taken once the rules pass, with the save: how many top-ups others may open for the wallet. */
  walletAllowance?: (RateLimit & { key: string }) | null;
}

/** What a created request's answer may need: the card checkout wants the amount and the payer. */
export interface CreatedTopup {
  request: {
    id: number;
    referenceNumber: string;
    paymentMethodCode: number;
    receiptToken: string;
    expiresAt: Date | null;
  };
  amountCentavos: number;
  payer: SessionCustomer | null;
  /** True when a retry took up the request its first try saved (same Idempotency-Key), nothing new saved. */
  retried: boolean;
}

export const CREATE_TOPUP_MESSAGES = {
  notOwnAccount: 'You can only top up your own account with this option',
  paymentMethodNotFound: 'Payment method not found',
} as const;

const REFERENCE_ATTEMPTS = 5;

/**
 * Whether the caller showed they know whose wallet this is, beyond its id (ids are sequential): option 1
 * is checked above against the session; option 2 needs a look-up grant or the owner's mobile number.
 */
function namesRecipient(input: CreateTopupInput, customer: { id: number; mobileNo: string }): boolean {
  if (input.topupOption === 1 || input.sessionCustomer?.id === customer.id) return true;
  if (input.grantedAccountIds?.includes(customer.id)) return true;
  const mobileNo = input.ewalletMobileNo ? normalizeMobileNumber(input.ewalletMobileNo) : null;
  return mobileNo !== null && mobileNo === customer.mobileNo;
}

/**
 * Checks every rule of API.md for a new request, then stores it Pending with its creation in the history.
 * Two round trips to the database (docs/PERFORMANCE.md): the payer's allowance with the account and its
 * method, then the wallet's allowance with the insert (create-limits.ts).
 */
export async function createTopupRequest(db: Database, input: CreateTopupInput): Promise<CreatedTopup> {
  // The payer's allowance first, whatever the rest says; the account and method come in the same round trip.
  const found = await takeAllowanceAndFindAccount(
    db,
    input.payerAllowance ?? null,
    input.ewalletAccountId,
    input.paymentMethodCode,
  );
  if (input.topupOption === 1) {
    // Option 1 tops up the caller's own wallet: it needs a session, and that session's customer.
    if (!input.sessionCustomer) throw unauthenticated();
    if (input.sessionCustomer.id !== input.ewalletAccountId)
      throw forbidden(CREATE_TOPUP_MESSAGES.notOwnAccount);
  }
  const amount = parsePesoAmount(input.topupRequestAmount, TOPUP_AMOUNT_RULES);
  if (!amount.ok) throw invalid(amount.message);
  const contactNumber = normalizeMobileNumber(input.contactNumber);
  if (!contactNumber) throw invalid(MESSAGES.invalidMobileNumberFormat);

  // An account the caller cannot name answers exactly as one that does not exist: walking ids finds nothing.
  const { customer, method } = found;
  if (!customer || !namesRecipient(input, customer)) throw invalid(MESSAGES.ewalletAccountNotFound);
  if (!method || method.status === PaymentMethodStatus.Hidden) {
    throw invalid(CREATE_TOPUP_MESSAGES.paymentMethodNotFound);
  }
  if (method.status !== PaymentMethodStatus.Active)
    throw invalid(fillMessage(MESSAGE_TEMPLATES.methodNotAvailable, { method: method.name }));
  if (!method.topupOptions.includes(input.topupOption)) {
    throw invalid(fillMessage(MESSAGE_TEMPLATES.methodNotForOption, { method: method.name }));
  }
  if (amount.centavos < method.minimumAmount) {
    throw invalid(belowMinimumAmountMessage(method.name, method.minimumAmount));
  }
  // Whom the rider calls to collect the cash: the payer, who for option 2 is not the recipient (decision 12).
  const riderCallsRecipient = isRecipientNumberAsRiderContact({
    topupOption: input.topupOption,
    paymentMethodCode: method.code,
    contactNumber,
    recipientMobileNo: customer.mobileNo,
    payerIsRecipient: input.payer?.id === customer.id,
  });
  if (riderCallsRecipient) throw invalid(PAYER_CONTACT_MESSAGES.riderCallsPayer);

  const billingAddress = input.billingAddress?.trim() || null;
  const idempotencyKeyHash = input.idempotencyKey ? hashIdempotencyKey(input.idempotencyKey) : null;
  const actor = customerActor(input.sessionCustomer);
  const payer = input.payer ?? null;
  for (let attempt = 1; ; attempt += 1) {
    try {
      const row = await insertPendingTopup(
        db,
        {
          referenceNumber: newReferenceNumber(),
          topupOption: input.topupOption,
          ewalletCustomerId: customer.id,
          ewalletAccountName: fullNameOf(customer.firstname, customer.lastname),
          contactNumber,
          amount: amount.centavos,
          paymentMethodCode: method.code,
          billingAddress,
          daysValidity: method.daysValidity,
          // Who made it is who proved it with a password (core/request-sides.ts): a QR-code session is
          // whoever holds the card, and its request belongs to whoever holds the receipt link.
          createdByCustomerId: input.payer?.id ?? null,
          idempotencyKeyHash,
          payerEmail: input.payerEmail ?? null,
        },
        actor,
        input.walletAllowance ?? null,
      );
      const request = { ...row, paymentMethodCode: method.code };
      return { request, amountCentavos: amount.centavos, payer, retried: false };
    } catch (error) {
      // 49 random bits make a clash very unlikely; when one happens, draw another reference.
      if (attempt < REFERENCE_ATTEMPTS && isUniqueViolation(error, 'topup_requests_reference_key')) continue;
      // A request saved earlier with this key (see retried-create.ts). Found by the insert's unique index
      // rather than looked up first, so that the usual create (the portal always sends a key) keeps its
      // two round trips; the failed insert is one statement, outside any transaction, and leaves nothing.
      if (idempotencyKeyHash && isUniqueViolation(error, 'topup_requests_idempotency_key_hash_key')) {
        const earlier = await findRetriedTopup(db, idempotencyKeyHash, {
          topupOption: input.topupOption,
          ewalletCustomerId: customer.id,
          amount: amount.centavos,
          paymentMethodCode: method.code,
          contactNumber,
          billingAddress,
        });
        if (!earlier) throw conflict('A request with this Idempotency-Key is still being processed');
        const request = {
          id: earlier.id,
          referenceNumber: earlier.referenceNumber,
          paymentMethodCode: method.code,
          receiptToken: earlier.receiptToken,
          expiresAt: earlier.expiresAt,
        };
        return { request, amountCentavos: earlier.amount, payer, retried: true };
      }
      throw error;
    }
  }
}
