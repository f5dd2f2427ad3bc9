import { secondFactorRequired } from '../../../../core/two-factor.ts';
import type { BackOfficeSession, PortalSession } from '../../request-session.ts';

/** A session opened with a temporary password: it may only change it (decision 0022, issue 25). */
export function owesPasswordChange(session: PortalSession | BackOfficeSession): boolean {
  // A QR code's session was not opened with the password; it tops up, as before.
  return session.mustChangePassword && (!('via' in session) || session.via === 'password');
}

/**
 * A back-office session proven by the password alone whose user's roles, as they are now, need the second
 * factor: a transmittal admin promoted to top-up admin while signed in, or a session older than the proof
 * column. Its rights wait for the factor.
 */
export function owesSecondFactor(session: BackOfficeSession): boolean {
  return session.proof !== 'password+factor' && secondFactorRequired(session.customer.tags);
}
