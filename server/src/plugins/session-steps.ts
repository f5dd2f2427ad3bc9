import type { FastifyRequest } from 'fastify';
import { AppError } from '../errors.ts';
import type { Access } from '../../../core/roles.ts';
import { ACCESS_CODES, TWO_FACTOR_MESSAGES, type SessionStep } from '../../../core/two-factor.ts';
import { owesPasswordChange, owesSecondFactor } from '../modules/sessions/owed-steps.ts';
import '../request-session.ts';

/** The accesses that need a back-office session; the others (public, customer, provider) do not read one. */
const BACK_OFFICE_ACCESS: ReadonlySet<Access> = new Set([
  'back-office',
  'topup-admin',
  'transmittal-encoder',
]);

/** The steps the matched route's contract lets an unfinished session call it with (its `openTo`). */
function openSteps(request: FastifyRequest): readonly SessionStep[] {
  return request.routeOptions.config.endpoint?.openTo ?? [];
}

/** 403 with a `code` the client acts on (the forced password change, the factor's step-up). */
function stepRequired(code: string, message: string): AppError {
  return new AppError('forbidden', message, undefined, { code });
}

/**
 * Refuses a session that still owes a step on every route its contract does not open to that step, on
 * every call: the flag and the tags are read with the session at each request, so a temporary password
 * given or a role granted while the session is open counts at once. Decided from the matched route's
 * contract, never from the URL's text.
 *
 * - A temporary password's session (portal, or back office should one get in): 403
 *   `password_change_required` on every route but the password change, logout and the session's reads,
 *   public ones too (they show a signed-in customer more, e.g. a receipt's full name). A back-office route
 *   called with a usable back-office session is not this session's business and is left to it.
 * - A money-moving user's session without the factor: 403 `second_factor_required` on a back-office route
 *   but the factor's own steps and reads; on a public or portal route it counts as no back-office session.
 */
export function enforceSessionSteps(request: FastifyRequest, access: Access): void {
  const open = openSteps(request);
  const backOffice = request.backOfficeSession;
  if (backOffice && !open.includes('password-change') && owesPasswordChange(backOffice)) {
    throw stepRequired(ACCESS_CODES.passwordChangeRequired, TWO_FACTOR_MESSAGES.passwordChangeRequired);
  }
  if (backOffice && !open.includes('second-factor') && owesSecondFactor(backOffice)) {
    if (BACK_OFFICE_ACCESS.has(access)) {
      throw stepRequired(ACCESS_CODES.secondFactorRequired, TWO_FACTOR_MESSAGES.secondFactorRequired);
    }
    request.backOfficeSession = null;
  }
  const portal = request.portalSession;
  const usesBackOffice = BACK_OFFICE_ACCESS.has(access) && request.backOfficeSession !== null;
  if (portal && !usesBackOffice && !open.includes('password-change') && owesPasswordChange(portal)) {
    throw stepRequired(ACCESS_CODES.passwordChangeRequired, TWO_FACTOR_MESSAGES.passwordChangeRequired);
  }
}
