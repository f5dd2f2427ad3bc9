/** The logged-in customer paying for a card request (a password portal session's customer), or null. */
export interface CardCheckoutPayer {
  firstname: string;
  lastname: string;
  email: string | null;
}

/**
 * What creating a card top-up request needs from the card payments module: the provider's checkout for the
 * stored request. The topups module declares it so that it does not import that module (as with
 * card-cancel-port.ts); payments/plugin.ts implements it and hands it to the app as `cardCheckout`.
 */
export interface CardCheckoutPort {
  /**
   * Opens the hosted checkout of the stored card request `requestId` and answers where the browser goes to
   * pay. `retry` for a retried creation (same Idempotency-Key): the saved request's checkout is tried again.
   */
  open(
    requestId: number,
    options: { retry: boolean; payer: CardCheckoutPayer | null },
  ): Promise<{ checkoutUrl: string }>;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The card payments module's side of creating a card request (payments/plugin.ts). */
    cardCheckout: CardCheckoutPort;
  }
}
