import { z } from 'zod';
import { defineEndpoint } from './endpoint.ts';
import { MESSAGES } from '../messages.ts';
import { atMostCharacters } from '../message-templates.ts';
import { idSchema, inputText } from './fields.ts';
import { pageSizeSchema } from './paging.ts';

/** Texts of our own (the spec has none for these). */
export const DEPARTMENT_MESSAGES = {
  nameTaken: 'A department with this name already exists',
  notFound: 'Department not found',
} as const;

export const DEPARTMENT_NAME_MAX_LENGTH = 100;

/** Active or inactive; a JSON boolean, and the text forms a query string or an older client may send. */
export const statusFlagSchema = z.preprocess(
  (value) => (value === 'true' || value === 1 ? true : value === 'false' || value === 0 ? false : value),
  z.boolean({ error: MESSAGES.statusRequired }),
);

export const departmentBodySchema = z.object({
  departmentName: inputText({ error: MESSAGES.departmentNameRequired })
    .trim()
    .min(1, MESSAGES.departmentNameRequired)
    .max(DEPARTMENT_NAME_MAX_LENGTH, atMostCharacters('Department Name', DEPARTMENT_NAME_MAX_LENGTH)),
  status: statusFlagSchema,
});
export type DepartmentBody = z.input<typeof departmentBodySchema>;

export const departmentUpdateBodySchema = departmentBodySchema.extend({
  id: idSchema(),
});

export const departmentPageQuerySchema = z.object({
  pageSize: pageSizeSchema.default(10),
  page: z.coerce.number().int().min(1).max(1_000_000).default(1),
});

export const departmentSchema = z.object({
  id: z.number().int(),
  departmentName: z.string(),
  status: z.boolean(),
  numberOfEmployees: z.number().int(),
});
export type Department = z.infer<typeof departmentSchema>;

const departmentTags = ['Departments'];

export const departmentEndpoints = {
  count: defineEndpoint({
    method: 'GET',
    path: '/api/Departments/Count',
    access: 'back-office',
    tags: departmentTags,
    summary: 'How many departments there are',
    response: z.number().int(),
  }),
  list: defineEndpoint({
    method: 'GET',
    path: '/api/Departments/All',
    access: 'back-office',
    tags: departmentTags,
    summary: 'One page of departments, by name, with their number of employees',
    query: departmentPageQuerySchema,
    response: z.array(departmentSchema),
  }),
  listActive: defineEndpoint({
    method: 'GET',
    path: '/api/Departments/Active',
    access: 'back-office',
    tags: departmentTags,
    summary: 'Every active department, by name (for selects)',
    response: z.array(departmentSchema),
  }),
  create: defineEndpoint({
    method: 'POST',
    path: '/api/Departments',
    access: 'back-office',
    tags: departmentTags,
    summary: 'Create a department; a name already in use (whatever its case) is refused with 409',
    body: departmentBodySchema,
    response: departmentSchema,
  }),
  update: defineEndpoint({
    method: 'PUT',
    path: '/api/Departments/Update',
    access: 'back-office',
    tags: departmentTags,
    summary: "Change a department's name or status",
    body: departmentUpdateBodySchema,
    response: departmentSchema,
  }),
};
