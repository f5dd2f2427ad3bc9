import type { AppInstance } from '../src/app-instance.ts';

/** TagUser and the role requests' endpoints (decision 0031), as the back office calls them. */

export interface TagBody {
  CustomerId: number;
  Checked?: boolean;
  IsTransmittalAdmin?: boolean;
  IsTransmittalEncoder?: boolean;
  ChangeRole?: boolean;
}

export function tagUser(app: AppInstance, cookie: string, body: TagBody | Record<string, unknown>) {
  return app.inject({
    method: 'POST',
    url: '/api/Customers/TagUser',
    headers: { cookie, 'content-type': 'application/json' },
    payload: body,
  });
}

export function listRoleRequests(app: AppInstance, cookie: string) {
  return app.inject({ url: '/api/Customers/RoleRequests', headers: { cookie } });
}

export function decideRoleRequest(
  app: AppInstance,
  cookie: string,
  id: number,
  decision: 'Approve' | 'Reject' | 'Withdraw',
  reason?: string,
) {
  return app.inject({
    method: 'POST',
    url: `/api/Customers/RoleRequests/${id}/${decision}`,
    headers: { cookie },
    ...(decision === 'Approve' ? {} : { payload: reason === undefined ? {} : { reason } }),
  });
}

/** A grant as two top-up admins make it: one asks (TagUser), the other approves. Throws when either fails. */
export async function grantWithApproval(
  app: AppInstance,
  maker: string,
  checker: string,
  body: TagBody,
): Promise<void> {
  const asked = await tagUser(app, maker, body);
  const requestId = (asked.json() as { roleRequest?: { id: number } }).roleRequest?.id;
  if (asked.statusCode !== 200 || requestId === undefined) throw new Error(`role request: ${asked.body}`);
  const approved = await decideRoleRequest(app, checker, requestId, 'Approve');
  if (approved.statusCode !== 200) throw new Error(`approval: ${approved.body}`);
}
