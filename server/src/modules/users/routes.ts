import { z } from 'zod';
import type { AppInstance } from '../../app.ts';
import { backOfficeUserSchema, tagUserBody } from '../../../../core/api/users.ts';
import { backOfficeActor } from '../audit/actor.ts';
import { assertClaimedActor } from '../audit/claimed-actor.ts';
import { listBackOfficeUsers, tagUser } from './service.ts';

export function registerUserRoutes(app: AppInstance): void {
  app.get(
    '/api/Customers/Users',
    {
      config: { access: 'TA' },
      schema: {
        tags: ['Back office'],
        summary: 'Customers with a back-office role',
        response: { 200: z.array(backOfficeUserSchema) },
      },
    },
    async () => listBackOfficeUsers(app.db),
  );

  app.post(
    '/api/Customers/TagUser',
    {
      config: { access: 'TA' },
      schema: {
        tags: ['Back office'],
        summary:
          'Give a customer back-office roles; all flags false removes the user and ends their sessions',
        body: tagUserBody,
        response: { 200: backOfficeUserSchema },
      },
    },
    async (request) => {
      const actor = backOfficeActor(request);
      const body = request.body;
      assertClaimedActor(actor, body.InitiatedBy?.id);
      return tagUser(
        app.db,
        {
          customerId: body.CustomerId,
          flags: {
            topupAdmin: body.Checked,
            transmittalAdmin: body.IsTransmittalAdmin,
            transmittalEncoder: body.IsTransmittalEncoder,
          },
        },
        actor,
      );
    },
  );
}
