import { z } from 'zod';
import type { AppInstance } from '../../app.ts';
import { backOfficeActor } from '../audit/actor.ts';
import {
  departmentBodySchema,
  departmentPageQuerySchema,
  departmentSchema,
  departmentUpdateBodySchema,
} from '../../../../core/api/departments.ts';
import {
  countDepartments,
  createDepartment,
  listActiveDepartments,
  listDepartments,
  updateDepartment,
} from './service.ts';

const tags = ['Departments'];

export function registerDepartmentRoutes(app: AppInstance): void {
  app.get(
    '/api/Departments/Count',
    {
      config: { access: 'ANY' },
      schema: { tags, summary: 'How many departments there are', response: { 200: z.number().int() } },
    },
    async () => countDepartments(app.db),
  );

  app.get(
    '/api/Departments/All',
    {
      config: { access: 'ANY' },
      schema: {
        tags,
        summary: 'One page of departments, by name, with their number of employees',
        querystring: departmentPageQuerySchema,
        response: { 200: z.array(departmentSchema) },
      },
    },
    async (request) => listDepartments(app.db, request.query),
  );

  app.get(
    '/api/Departments/Active',
    {
      config: { access: 'ANY' },
      schema: {
        tags,
        summary: 'Every active department, by name (for selects)',
        response: { 200: z.array(departmentSchema) },
      },
    },
    async () => listActiveDepartments(app.db),
  );

  app.post(
    '/api/Departments',
    {
      config: { access: 'ANY' },
      schema: {
        tags,
        summary: 'Create a department; a name already in use (whatever its case) is refused with 409',
        body: departmentBodySchema,
        response: { 200: departmentSchema },
      },
    },
    async (request) => createDepartment(app.db, backOfficeActor(request), request.body),
  );

  app.put(
    '/api/Departments/Update',
    {
      config: { access: 'ANY' },
      schema: {
        tags,
        summary: "Change a department's name or status",
        body: departmentUpdateBodySchema,
        response: { 200: departmentSchema },
      },
    },
    async (request) => updateDepartment(app.db, backOfficeActor(request), request.body),
  );
}
