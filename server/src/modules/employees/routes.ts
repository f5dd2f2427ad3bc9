import type { AppInstance } from '../../app-instance.ts';
import { employeeEndpoints as endpoints } from '../../../../core/api/employees.ts';
import { registerEndpoint } from '../../http/register-endpoint.ts';
import { idempotencyKeyHashOf } from '../../plugins/idempotency.ts';
import { backOfficeActor } from '../audit/actor.ts';
import { createEmployee } from './create-employee.ts';
import { listDepartmentEmployees } from './list-department-employees.ts';
import { countEmployees, searchEmployees } from './search-employees.ts';
import { updateEmployee } from './update-employee.ts';
import { isEwalletAccount, verifyEwalletAccount } from './verify-account.ts';

export function registerEmployeeRoutes(app: AppInstance): void {
  registerEndpoint(app, endpoints.listOfDepartment, async (request) =>
    listDepartmentEmployees(app.db, request.query.departmentId),
  );
  registerEndpoint(app, endpoints.count, async (request) => countEmployees(app.db, request.query));
  registerEndpoint(app, endpoints.search, async (request) => searchEmployees(app.db, request.query));
  registerEndpoint(app, endpoints.verify, async (request) =>
    isEwalletAccount(app.db, request.query.EwalletAccountInfo),
  );
  registerEndpoint(app, endpoints.verifyAccount, async (request) =>
    verifyEwalletAccount(app.db, request.query.EwalletAccountInfo, request.query.employeeId ?? null),
  );
  registerEndpoint(app, endpoints.create, async (request) =>
    createEmployee(app.db, backOfficeActor(request), request.body, idempotencyKeyHashOf(request)),
  );
  registerEndpoint(app, endpoints.update, async (request) =>
    updateEmployee(app.db, backOfficeActor(request), request.body),
  );
}
