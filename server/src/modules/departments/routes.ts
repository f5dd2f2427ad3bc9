import type { AppInstance } from '../../app-instance.ts';
import { departmentEndpoints as endpoints } from '../../../../core/api/departments.ts';
import { registerEndpoint } from '../../http/register-endpoint.ts';
import { backOfficeActor } from '../audit/actor.ts';
import {
  countDepartments,
  createDepartment,
  listActiveDepartments,
  listDepartments,
  updateDepartment,
} from './service.ts';

export function registerDepartmentRoutes(app: AppInstance): void {
  registerEndpoint(app, endpoints.count, async () => countDepartments(app.db));
  registerEndpoint(app, endpoints.list, async (request) => listDepartments(app.db, request.query));
  registerEndpoint(app, endpoints.listActive, async () => listActiveDepartments(app.db));
  registerEndpoint(app, endpoints.create, async (request) =>
    createDepartment(app.db, backOfficeActor(request), request.body),
  );
  registerEndpoint(app, endpoints.update, async (request) =>
    updateDepartment(app.db, backOfficeActor(request), request.body),
  );
}
