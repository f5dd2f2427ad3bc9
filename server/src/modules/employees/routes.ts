import { z } from 'zod';
import type { AppInstance } from '../../app.ts';
import { idempotencyKeyHashOf } from '../../plugins/idempotency.ts';
import { backOfficeActor } from '../audit/actor.ts';
import {
  departmentIdQuerySchema,
  employeeBodySchema,
  employeeFilterQuerySchema,
  employeeSchema,
  employeeSearchQuerySchema,
  employeeUpdateBodySchema,
  verifyAccountAnswerSchema,
  verifyAccountQuerySchema,
  verifyQuerySchema,
} from '../../../../core/api/employees.ts';
import {
  countEmployees,
  createEmployee,
  isEwalletAccount,
  listDepartmentEmployees,
  searchEmployees,
  updateEmployee,
  verifyEwalletAccount,
} from './service.ts';

const tags = ['Employees'];

export function registerEmployeeRoutes(app: AppInstance): void {
  app.get(
    '/api/Employees/GetEmployeesByDepartmentId',
    {
      config: { access: 'ANY' },
      schema: {
        tags,
        summary: 'Every employee of a department, active or not, by name',
        querystring: departmentIdQuerySchema,
        response: { 200: z.array(employeeSchema) },
      },
    },
    async (request) => listDepartmentEmployees(app.db, request.query.departmentId),
  );

  app.get(
    '/api/Employees/Count',
    {
      config: { access: 'ANY' },
      schema: {
        tags,
        summary: "How many employees match the filters (searchName '0' = no search; departmentId 0 = all)",
        querystring: employeeFilterQuerySchema,
        response: { 200: z.number().int() },
      },
    },
    async (request) => countEmployees(app.db, request.query),
  );

  app.get(
    '/api/Employees/GetEmployeesBySearch',
    {
      config: { access: 'ANY' },
      schema: {
        tags,
        summary: 'One page of the employees that match the filters, by name',
        querystring: employeeSearchQuerySchema,
        response: { 200: z.array(employeeSchema) },
      },
    },
    async (request) => searchEmployees(app.db, request.query),
  );

  app.get(
    '/api/Employees/Verify',
    {
      config: { access: 'ANY' },
      schema: {
        tags,
        summary: "Whether an e-wallet account info (a customer's mobile number) names a customer",
        querystring: verifyQuerySchema,
        response: { 200: z.boolean() },
      },
    },
    async (request) => isEwalletAccount(app.db, request.query.EwalletAccountInfo),
  );

  app.get(
    '/api/Employees/VerifyAccount',
    {
      config: { access: 'ANY' },
      schema: {
        tags,
        summary:
          "Verify Account before saving: whether the e-wallet exists, its owner's name masked, and the active employee who already holds it",
        querystring: verifyAccountQuerySchema,
        response: { 200: verifyAccountAnswerSchema },
      },
    },
    async (request) =>
      verifyEwalletAccount(app.db, request.query.EwalletAccountInfo, request.query.employeeId ?? null),
  );

  app.post(
    '/api/Employees',
    {
      config: { access: 'ANY' },
      schema: {
        tags,
        summary:
          "Create an employee; the e-wallet must be a customer's mobile number, held by no other active employee (409)",
        body: employeeBodySchema,
        response: { 200: employeeSchema },
      },
    },
    async (request) =>
      createEmployee(app.db, backOfficeActor(request), request.body, idempotencyKeyHashOf(request)),
  );

  app.put(
    '/api/Employees/Update',
    {
      config: { access: 'ANY' },
      schema: {
        tags,
        summary:
          'Change an employee; an active one keeps or takes only a wallet no other active employee holds',
        body: employeeUpdateBodySchema,
        response: { 200: employeeSchema },
      },
    },
    async (request) => updateEmployee(app.db, backOfficeActor(request), request.body),
  );
}
