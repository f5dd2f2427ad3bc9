import { z } from 'zod';
import { defineEndpoint } from './endpoint.ts';
import { MESSAGES } from '../messages.ts';
import { atMostCharacters } from '../message-templates.ts';
import { statusFlagSchema } from './departments.ts';
import { idSchema, optionalIdFilterSchema, inputText } from './fields.ts';
import { pageSizeSchema } from './paging.ts';

export const EMPLOYEE_MESSAGES = {
  notFound: 'Employee not found',
} as const;

/** One e-wallet belongs to at most one active employee (decision 0013). */
export function walletTakenMessage(employeeName: string, departmentName: string): string {
  return `This e-wallet already belongs to ${employeeName} (${departmentName})`;
}

export const EMPLOYEE_NAME_MAX_LENGTH = 100;

function requiredText(message: string, max = EMPLOYEE_NAME_MAX_LENGTH) {
  return inputText({ error: message })
    .trim()
    .min(1, message)
    .max(max, atMostCharacters(message.replace(' is Required', ''), max));
}

export const employeeBodySchema = z.object({
  firstName: requiredText(MESSAGES.firstNameRequired),
  middleName: inputText()
    .trim()
    .max(EMPLOYEE_NAME_MAX_LENGTH, atMostCharacters('Middle Name', EMPLOYEE_NAME_MAX_LENGTH))
    .nullish()
    .transform((value) => value || null),
  lastName: requiredText(MESSAGES.lastNameRequired),
  position: requiredText(MESSAGES.positionRequired),
  // 0 is the form's NOT SET.
  departmentId: idSchema(MESSAGES.departmentRequired),
  ewalletAccountInfo: requiredText(MESSAGES.ewalletAccountInfoRequired, 32),
  status: statusFlagSchema,
});
export type EmployeeBody = z.input<typeof employeeBodySchema>;

export const employeeUpdateBodySchema = employeeBodySchema.extend({
  id: idSchema(),
});

/** The list's Status filter: All, Active or Inactive (also as true/false, 1/0, and -1 or empty for All). */
export const employeeStatusFilterSchema = z.preprocess(
  (value) => {
    const text = String(value ?? '').toLowerCase();
    if (text === '' || text === 'all' || text === '-1') return 'all';
    if (text === 'true' || text === '1' || text === 'active') return 'active';
    if (text === 'false' || text === '0' || text === 'inactive') return 'inactive';
    return value;
  },
  z.enum(['all', 'active', 'inactive']),
);
export type EmployeeStatusFilter = z.infer<typeof employeeStatusFilterSchema>;

export const employeeFilterQuerySchema = z.object({
  // '0' means no search, as the original client sent it.
  searchName: inputText()
    .trim()
    .max(100)
    .optional()
    .transform((value) => (!value || value === '0' ? null : value)),
  status: employeeStatusFilterSchema.default('all'),
  // 0 or absent: every department.
  departmentId: optionalIdFilterSchema,
});
export type EmployeeFilter = z.infer<typeof employeeFilterQuerySchema>;

export const employeeSearchQuerySchema = employeeFilterQuerySchema.extend({
  pageSize: pageSizeSchema.default(10),
  page: z.coerce.number().int().min(1).max(1_000_000).default(1),
});

export const departmentIdQuerySchema = z.object({
  departmentId: idSchema(MESSAGES.departmentRequired),
});

export const verifyQuerySchema = z.object({
  EwalletAccountInfo: inputText({ error: MESSAGES.ewalletAccountInfoRequired })
    .trim()
    .min(1, MESSAGES.ewalletAccountInfoRequired)
    .max(32),
});

/** GET /api/Employees/VerifyAccount: as Verify, and also whose wallet it is before saving (decision 0013). */
export const verifyAccountQuerySchema = verifyQuerySchema.extend({
  /** The employee being edited, who may keep their own wallet; absent for a new employee. */
  employeeId: idSchema().optional(),
});

export const verifyAccountAnswerSchema = z.object({
  verified: z.boolean(),
  /** The wallet owner's name masked as the look-up masks it ("Juan D. C.", core/names.ts); null if not found. */
  maskedName: z.string().nullable(),
  /** The other active employee paid into this wallet, who keeps it: saving this one active is refused. */
  heldBy: z
    .object({ employeeId: z.number().int(), employeeName: z.string(), departmentName: z.string() })
    .nullable(),
  /** heldBy as the refusal will say it; null when the wallet is free. */
  message: z.string().nullable(),
});
export type VerifyAccountAnswer = z.infer<typeof verifyAccountAnswerSchema>;

export const employeeSchema = z.object({
  id: z.number().int(),
  firstName: z.string(),
  middleName: z.string().nullable(),
  lastName: z.string(),
  /** "Last, First Middle", the spec's way of writing a full name. */
  employeeName: z.string(),
  position: z.string(),
  departmentId: z.number().int(),
  departmentName: z.string(),
  ewalletAccountInfo: z.string(),
  status: z.boolean(),
});
export type Employee = z.infer<typeof employeeSchema>;

export function employeeNameOf(first: string, middle: string | null, last: string): string {
  return `${last}, ${[first, middle].filter(Boolean).join(' ')}`;
}

const employeeTags = ['Employees'];

export const employeeEndpoints = {
  listOfDepartment: defineEndpoint({
    method: 'GET',
    path: '/api/Employees/GetEmployeesByDepartmentId',
    access: 'back-office',
    tags: employeeTags,
    summary: 'Every employee of a department, active or not, by name',
    query: departmentIdQuerySchema,
    response: z.array(employeeSchema),
  }),
  count: defineEndpoint({
    method: 'GET',
    path: '/api/Employees/Count',
    access: 'back-office',
    tags: employeeTags,
    summary: "How many employees match the filters (searchName '0' = no search; departmentId 0 = all)",
    query: employeeFilterQuerySchema,
    response: z.number().int(),
  }),
  search: defineEndpoint({
    method: 'GET',
    path: '/api/Employees/GetEmployeesBySearch',
    access: 'back-office',
    tags: employeeTags,
    summary: 'One page of the employees that match the filters, by name',
    query: employeeSearchQuerySchema,
    response: z.array(employeeSchema),
  }),
  verify: defineEndpoint({
    method: 'GET',
    path: '/api/Employees/Verify',
    access: 'back-office',
    tags: employeeTags,
    summary: "Whether an e-wallet account info (a customer's mobile number) names a customer",
    query: verifyQuerySchema,
    response: z.boolean(),
  }),
  verifyAccount: defineEndpoint({
    method: 'GET',
    path: '/api/Employees/VerifyAccount',
    access: 'back-office',
    tags: employeeTags,
    summary:
      "Verify Account before saving: whether the e-wallet exists, its owner's name masked, and the active employee who already holds it",
    query: verifyAccountQuerySchema,
    response: verifyAccountAnswerSchema,
  }),
  create: defineEndpoint({
    method: 'POST',
    path: '/api/Employees',
    access: 'back-office',
    tags: employeeTags,
    summary:
      "Create an employee; the e-wallet must be a customer's mobile number, held by no other active employee (409)",
    body: employeeBodySchema,
    response: employeeSchema,
  }),
  update: defineEndpoint({
    method: 'PUT',
    path: '/api/Employees/Update',
    access: 'back-office',
    tags: employeeTags,
    summary: 'Change an employee; an active one keeps or takes only a wallet no other active employee holds',
    body: employeeUpdateBodySchema,
    response: employeeSchema,
  }),
};
