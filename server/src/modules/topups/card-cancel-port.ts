import type { TopupStatusCode } from '../../../../core/topup-status.ts';

/**
 * What cancelling a top-up request needs from the card payments module. The topups module declares it so
 * that it does not import that module; payments/plugin.ts implements it and hands it to the app as
 * `cardCancel`, and the cancel route passes it to cancelTopup.
 */
export interface CardCancelPort {
  /**
   * Runs before a request is cancelled. For a card request that the cancel would move (its status is one of
   * `cancellableFrom`) the provider is asked first: the cancel goes ahead when nothing was paid (the
   * checkout is closed where the provider can close it), and is refused with an AppError otherwise (paid:
   * posted now, 409; a payment in progress, 409; the provider not answering, 503). Any other request goes
   * ahead untouched.
   */
  beforeCancel(request: { id: number; cancellableFrom: readonly TopupStatusCode[] }): Promise<void>;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The card payments module's side of a cancel (payments/plugin.ts). */
    cardCancel: CardCancelPort;
  }
}
