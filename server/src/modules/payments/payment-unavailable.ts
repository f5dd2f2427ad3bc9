import { AppError } from '../../errors.ts';

/** The 503s of the card use cases: what the customer or the provider is told when the gateway fails. */

export function checkoutUnavailable(referenceNumber: string): AppError {
  return new AppError(
    'unavailable',
    `Card payment is not available right now. Your request ${referenceNumber} is saved as Pending and no money was taken. Please try again in a few minutes.`,
  );
}

export function gatewayUnavailable(): AppError {
  return new AppError(
    'unavailable',
    'The payment provider is not answering right now. Please try again later.',
  );
}
