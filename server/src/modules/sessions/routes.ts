import type { AppInstance } from '../../app-instance.ts';
import { unauthenticated } from '../../errors.ts';
import {
  sessionEndpoints as endpoints,
  type SessionCustomerAnswer,
  type SessionScope,
} from '../../../../core/api/customers.ts';
import { registerEndpoint } from '../../http/register-endpoint.ts';
import type { Role } from '../../../../core/roles.ts';
import { logIn } from './login.ts';
import { endSession, IDLE_MINUTES } from './service.ts';
import { clearSessionCookie, sessionToken, setSessionCookie } from './cookies.ts';
import type { SessionCustomer } from '../../request-session.ts';
import { owesPasswordChange, owesSecondFactor } from './owed-steps.ts';
import { secondFactorStep } from './second-factor/sign-in-step.ts';

export function toAnswer(customer: SessionCustomer, role: Role | null): SessionCustomerAnswer {
  return {
    id: customer.id,
    firstname: customer.firstname,
    lastname: customer.lastname,
    mobileNo: customer.mobileNo,
    tags: JSON.stringify(customer.tags),
    email: customer.email,
    role,
  };
}

function idleTimes(session: { idleSecondsLeft: number }, scope: SessionScope) {
  return { idleSecondsLeft: session.idleSecondsLeft, idleTimeoutSeconds: IDLE_MINUTES[scope] * 60 };
}

export function registerSessionRoutes(app: AppInstance): void {
  registerEndpoint(app, endpoints.login, async (request, reply) => {
    const { scope } = request.body;
    const result = await logIn(app.db, {
      ...request.body,
      address: request.ip,
      previousToken: sessionToken(request, scope),
    });
    setSessionCookie(reply, scope, result.token);
    const answer = toAnswer(result.customer, result.role);
    if (result.secondFactor) answer.secondFactor = result.secondFactor;
    if (scope === 'portal' && result.customer.mustChangePassword) answer.mustChangePassword = true;
    return answer;
  });

  registerEndpoint(app, endpoints.logout, async (request, reply) => {
    const scope = request.body?.scope ?? 'portal';
    const token = sessionToken(request, scope);
    if (token) await endSession(app.db, token);
    clearSessionCookie(reply, scope);
    return true;
  });

  registerEndpoint(app, endpoints.me, async (request) => {
    if (request.query.scope === 'backoffice') {
      const session = request.backOfficeSession;
      if (!session) throw unauthenticated();
      const answer = { ...toAnswer(session.customer, session.role), ...idleTimes(session, 'backoffice') };
      // The step-up the back office asks for before anything else (issue 25): the code, or an enrolment.
      if (owesSecondFactor(session))
        answer.secondFactor = (await secondFactorStep(app.db, session.customer)) ?? 'enrol';
      if (owesPasswordChange(session)) answer.mustChangePassword = true;
      return answer;
    }
    const session = request.portalSession;
    if (!session) throw unauthenticated();
    const answer = { ...toAnswer(session.customer, null), ...idleTimes(session, 'portal') };
    // Read at each request: the portal shows only the password change until it is done (a reload too).
    if (owesPasswordChange(session)) answer.mustChangePassword = true;
    return answer;
  });
}
