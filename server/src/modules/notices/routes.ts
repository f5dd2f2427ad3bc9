import { noticeEndpoints as endpoints } from '../../../../core/api/notices.ts';
import type { AppInstance } from '../../app-instance.ts';
import { registerEndpoint } from '../../http/register-endpoint.ts';
import { listRequestNotices } from './list-notices.ts';

export function registerNoticeRoutes(app: AppInstance): void {
  registerEndpoint(app, endpoints.listOfRequest, async (request) =>
    listRequestNotices(app.db, request.params.id),
  );
}
