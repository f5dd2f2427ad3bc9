import type { FastifyRequest } from 'fastify';
import type { AppInstance } from '../../../app-instance.ts';
import { twoFactorEndpoints as endpoints } from '../../../../../core/api/two-factor.ts';
import { registerEndpoint } from '../../../http/register-endpoint.ts';
import { sessionToken, setSessionCookie } from '../cookies.ts';
import { toAnswer } from '../routes.ts';
import { completeLogin } from './complete-login.ts';
import { confirmEnrolment, startEnrolment } from './enrolment.ts';
import { makeNewRecoveryCodes } from './new-recovery-codes.ts';
import { secondFactorCaller } from './signed-in-user.ts';
import { secondFactorStatus } from './status.ts';
import '../../../request-session.ts';

export function registerTwoFactorRoutes(app: AppInstance): void {
  // The steps after the password read the half-signed-in login from the cookie themselves: no route's
  // access rule accepts it (decision 0022). A signed-in user may enrol too (the optional factor), and a
  // signed-in session proven by the password alone gives the factor it owes (a promotion): the access
  // check lets such a session reach these routes only (their contracts' `openTo`).
  const caller = (request: FastifyRequest) =>
    secondFactorCaller(app.db, request.backOfficeSession, sessionToken(request, 'backoffice'));

  registerEndpoint(app, endpoints.verify, async (request, reply) => {
    const who = await caller(request);
    const token = await completeLogin(app.db, who, request.body.code, request.ip);
    setSessionCookie(reply, 'backoffice', token);
    return toAnswer(who.customer, who.role);
  });

  registerEndpoint(app, endpoints.startEnrolment, async (request) =>
    startEnrolment(app.db, await caller(request), request.body?.currentPassword),
  );

  registerEndpoint(app, endpoints.confirmEnrolment, async (request, reply) => {
    const who = await caller(request);
    const result = await confirmEnrolment(app.db, who, request.body.code);
    setSessionCookie(reply, 'backoffice', result.token);
    return { user: toAnswer(who.customer, who.role), recoveryCodes: result.recoveryCodes };
  });

  registerEndpoint(app, endpoints.status, async (request) => {
    const session = request.backOfficeSession;
    if (!session) throw new Error('access rule let a request without a session through');
    return secondFactorStatus(app.db, session.customer);
  });

  registerEndpoint(app, endpoints.newRecoveryCodes, async (request) => {
    const session = request.backOfficeSession;
    if (!session) throw new Error('access rule let a request without a session through');
    return makeNewRecoveryCodes(app.db, session.customer, request.body);
  });

  // endpoints.reset opens a four-eyed request: registered with the role requests (users/routes.ts).
}
