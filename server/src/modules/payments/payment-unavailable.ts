import { fillMessage, MESSAGE_TEMPLATES } from '../../../../core/message-templates.ts';
import { AppError } from '../../errors.ts';

/** The 503s of the card use cases: what the customer or the provider is told when the gateway fails. */

export function checkoutUnavailable(referenceNumber: string): AppError {
  return new AppError(
    'unavailable',
    fillMessage(MESSAGE_TEMPLATES.cardCheckoutUnavailable, { reference: referenceNumber }),
  );
}

export function gatewayUnavailable(): AppError {
  return new AppError('unavailable', MESSAGE_TEMPLATES.paymentProviderUnavailable);
}
