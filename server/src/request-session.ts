import type { Role } from '../../core/roles.ts';
import type { SessionProof } from '../../core/two-factor.ts';

// Who is calling: the sessions a request carries, as every module sees them. It lives beside the instance's
// types (app-instance.ts) rather than in the sessions module, so that the modules that read the caller do
// not depend on the module that signs them in.

/** The customer behind a session, as services need them (never the password hash). */
export interface SessionCustomer {
  id: number;
  firstname: string;
  lastname: string;
  mobileNo: string;
  email: string | null;
  tags: string[];
}

export interface PortalSession {
  sessionId: string;
  customer: SessionCustomer;
  /** 'password' after a login; 'qr' after a QR-code lookup, which only allows topping up that customer. */
  via: 'password' | 'qr';
  /**
   * The customer's password is a temporary one (customers.must_change_password, read at each request): a
   * password session then opens only the password change (plugins/access.ts).
   */
  mustChangePassword: boolean;
  /** Seconds until the session ends if nothing uses it. */
  idleSecondsLeft: number;
}

export interface BackOfficeSession {
  sessionId: string;
  customer: SessionCustomer;
  role: Role;
  /** How the session was proven at its start (or its step-up): the password alone, or with the factor. */
  proof: SessionProof;
  /** See PortalSession: set for a temporary password (the back-office login refuses one). */
  mustChangePassword: boolean;
  /** Seconds until the session ends if nothing uses it. */
  idleSecondsLeft: number;
}

declare module 'fastify' {
  interface FastifyRequest {
    /** The customer portal session of this request, if any (cookie portal_sid). */
    portalSession: PortalSession | null;
    /** The back-office session of this request, if any (cookie bo_sid). */
    backOfficeSession: BackOfficeSession | null;
  }
}
