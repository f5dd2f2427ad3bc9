import { savedViewEndpoints as endpoints } from '../../../../core/api/saved-views.ts';
import type { AppInstance } from '../../app-instance.ts';
import { forbidden } from '../../errors.ts';
import { registerEndpoint } from '../../http/register-endpoint.ts';
import { backOfficeActor } from '../audit/actor.ts';
import { createSavedView } from './create-view.ts';
import { deleteSavedView } from './delete-view.ts';
import { listSavedViews } from './list-views.ts';
import { renameSavedView } from './rename-view.ts';

/** The owner is always the session's user, never a field of the request. */
function ownerOf(request: Parameters<typeof backOfficeActor>[0]): number {
  const actor = backOfficeActor(request);
  if (actor.id === null) throw forbidden();
  return actor.id;
}

export function registerSavedViewRoutes(app: AppInstance): void {
  registerEndpoint(app, endpoints.list, async (request) =>
    listSavedViews(app.db, ownerOf(request), request.query.list),
  );
  registerEndpoint(app, endpoints.create, async (request) =>
    createSavedView(app.db, { ...request.body, ownerId: ownerOf(request) }),
  );
  registerEndpoint(app, endpoints.rename, async (request) =>
    renameSavedView(app.db, { id: request.params.id, name: request.body.name, ownerId: ownerOf(request) }),
  );
  registerEndpoint(app, endpoints.remove, async (request) =>
    deleteSavedView(app.db, { id: request.params.id, ownerId: ownerOf(request) }),
  );
}
