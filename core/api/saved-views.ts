import { z } from 'zod';
import { defineEndpoint } from './endpoint.ts';
import { idSchema } from './fields.ts';

/**
 * Saved views (issue 19, Stripe's saved filters as the model): a staff user's named filters of a list (the
 * list's address query, e.g. "status=4&from=2026-11-01&reference=DEM") and the columns it shows. Each user
 * sees and changes only their own views.
 */

/** The lists that have saved views. */
export const SAVED_VIEW_LISTS = ['topup-requests'] as const;
export type SavedViewList = (typeof SAVED_VIEW_LISTS)[number];

export const SAVED_VIEW_LIMITS = {
  perUserAndList: 20,
  nameLength: 60,
  queryLength: 2000,
  columns: 20,
} as const;

export const SAVED_VIEW_MESSAGES = {
  nameRequired: 'Enter a name for the view',
  nameTooLong: `A view's name has at most ${SAVED_VIEW_LIMITS.nameLength} characters`,
  duplicateName: 'You already have a view with this name; choose another name',
  tooMany: `You can keep at most ${SAVED_VIEW_LIMITS.perUserAndList} views of this list; delete one first`,
  notFound: 'This view no longer exists',
  queryTooLong: 'This view has too many filters to save',
} as const;

const noNul = (text: string) => !text.includes('\u0000');

export const savedViewNameSchema = z
  .string({ error: SAVED_VIEW_MESSAGES.nameRequired })
  .trim()
  .min(1, SAVED_VIEW_MESSAGES.nameRequired)
  .max(SAVED_VIEW_LIMITS.nameLength, SAVED_VIEW_MESSAGES.nameTooLong)
  .refine(noNul, 'The name contains a character that is not allowed');

/** The list's address query without "?", as the list itself writes it (its page and panel are dropped). */
const querySchema = z
  .string()
  .max(SAVED_VIEW_LIMITS.queryLength, SAVED_VIEW_MESSAGES.queryTooLong)
  .refine(noNul, 'The filters contain a character that is not allowed')
  .transform((text) => text.replace(/^\?/, ''));

const columnsSchema = z
  .array(z.string().regex(/^[a-z][a-zA-Z]{0,31}$/, 'Unknown column'))
  .max(SAVED_VIEW_LIMITS.columns);

export const savedViewSchema = z.object({
  id: z.number(),
  list: z.enum(SAVED_VIEW_LISTS),
  name: z.string(),
  query: z.string(),
  /** The shown columns' keys, in order; [] = the list's default columns. */
  columns: z.array(z.string()),
});
export type SavedView = z.infer<typeof savedViewSchema>;

export const savedViewListQuery = z.object({ list: z.enum(SAVED_VIEW_LISTS) });
export const createSavedViewBody = z.object({
  list: z.enum(SAVED_VIEW_LISTS),
  name: savedViewNameSchema,
  query: querySchema,
  columns: columnsSchema.default([]),
});
export type CreateSavedViewBody = z.input<typeof createSavedViewBody>;
export const savedViewParams = z.object({ id: idSchema() });
export const renameSavedViewBody = z.object({ name: savedViewNameSchema });

const tags = ['Back office: saved views'];

/** Every call acts on the signed-in user's own views only; another user's view answers 404. */
export const savedViewEndpoints = {
  list: defineEndpoint({
    method: 'GET',
    path: '/api/SavedViews',
    access: 'topup-admin',
    tags,
    summary: "The signed-in user's saved views of a list, by name",
    query: savedViewListQuery,
    response: z.array(savedViewSchema),
  }),
  create: defineEndpoint({
    method: 'POST',
    path: '/api/SavedViews',
    access: 'topup-admin',
    tags,
    summary: `Save a view (name, filters, columns); names unique per user and list (409), at most ${SAVED_VIEW_LIMITS.perUserAndList} per list`,
    body: createSavedViewBody,
    response: savedViewSchema,
  }),
  rename: defineEndpoint({
    method: 'PUT',
    path: '/api/SavedViews/:id',
    access: 'topup-admin',
    tags,
    summary: "Rename one of one's own views (409 when the name is taken)",
    params: savedViewParams,
    body: renameSavedViewBody,
    response: savedViewSchema,
  }),
  remove: defineEndpoint({
    method: 'DELETE',
    path: '/api/SavedViews/:id',
    access: 'topup-admin',
    tags,
    summary: "Delete one of one's own views",
    params: savedViewParams,
    response: z.object({ deleted: z.literal(true) }),
  }),
};
