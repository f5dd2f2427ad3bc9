import { inboxEndpoints as endpoints } from '../../../../core/api/inbox.ts';
import type { AppInstance } from '../../app-instance.ts';
import { registerSessionRead } from '../../http/register-session-read.ts';
import { inboxRead } from './read-inbox.ts';

export function registerInboxRoutes(app: AppInstance): void {
  // Polled by every open back-office tab (the sidebar's count): its session is read in the statement of its
  // answer, one round trip per poll (decision 0037), and it filters by that session's person and role.
  registerSessionRead(app, endpoints.get, (_request, caller) => inboxRead(caller));
}
