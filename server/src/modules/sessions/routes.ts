import { z } from 'zod';
import type { AppInstance } from '../../app.ts';
import { unauthenticated } from '../../errors.ts';
import {
  loginBodySchema,
  scopeSchema,
  sessionCustomerAnswerSchema,
  type SessionCustomerAnswer,
} from '../../../../core/api/customers.ts';
import type { Role } from '../../../../core/roles.ts';
import { logIn } from './login.ts';
import { endSession } from './service.ts';
import { clearSessionCookie, sessionToken, setSessionCookie } from './cookies.ts';
import type { SessionCustomer } from './session-customer.ts';

function toAnswer(customer: SessionCustomer, role: Role | null): SessionCustomerAnswer {
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

export function registerSessionRoutes(app: AppInstance): void {
  app.post(
    '/api/Customers/Login',
    {
      config: { access: 'PUBLIC' },
      schema: {
        tags: ['Sessions'],
        summary: 'Log in to the customer portal or the back office; sets the session cookie',
        body: loginBodySchema,
        response: { 200: sessionCustomerAnswerSchema },
      },
    },
    async (request, reply) => {
      const { scope } = request.body;
      const result = await logIn(app.db, {
        ...request.body,
        address: request.ip,
        previousToken: sessionToken(request, scope),
      });
      setSessionCookie(reply, scope, result.token);
      return toAnswer(result.customer, result.role);
    },
  );

  app.post(
    '/api/Customers/Logout',
    {
      config: { access: 'PUBLIC' },
      schema: {
        tags: ['Sessions'],
        summary: 'End the session of a scope',
        // A client may send no body at all (light clients, curl): that means the portal scope.
        body: z.object({ scope: scopeSchema.default('portal') }).nullish(),
        response: { 200: z.boolean() },
      },
    },
    async (request, reply) => {
      const scope = request.body?.scope ?? 'portal';
      const token = sessionToken(request, scope);
      if (token) await endSession(app.db, token);
      clearSessionCookie(reply, scope);
      return true;
    },
  );

  app.get(
    '/api/Customers/Me',
    {
      config: { access: 'PUBLIC' },
      schema: {
        tags: ['Sessions'],
        summary: "The session's customer, or 401",
        querystring: z.object({ scope: scopeSchema.default('portal') }),
        response: { 200: sessionCustomerAnswerSchema },
      },
    },
    async (request) => {
      if (request.query.scope === 'backoffice') {
        const session = request.backOfficeSession;
        if (!session) throw unauthenticated();
        return toAnswer(session.customer, session.role);
      }
      const session = request.portalSession;
      if (!session) throw unauthenticated();
      return toAnswer(session.customer, null);
    },
  );
}
