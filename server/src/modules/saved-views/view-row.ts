import { and, eq } from 'drizzle-orm';
import type { SavedView, SavedViewList } from '../../../../core/api/saved-views.ts';
import { SAVED_VIEW_MESSAGES } from '../../../../core/api/saved-views.ts';
import type { Database } from '../../db/client.ts';
import { savedListViews } from '../../db/schema.ts';
import { conflict, notFound } from '../../errors.ts';

export function toSavedView(row: typeof savedListViews.$inferSelect): SavedView {
  return {
    id: row.id,
    list: row.list as SavedViewList,
    name: row.name,
    query: row.query,
    columns: row.columns,
  };
}

/** The row of `id` when `ownerId` owns it: another user's view is answered as one that does not exist. */
export function ownViewCondition(id: number, ownerId: number) {
  return and(eq(savedListViews.id, id), eq(savedListViews.ownerId, ownerId));
}

export const viewNotFound = () => notFound(SAVED_VIEW_MESSAGES.notFound);

/** The unique index (owner, list, lower(name)) refused the name: the caller's own duplicate. */
export function isDuplicateName(error: unknown): boolean {
  const text = JSON.stringify(error, Object.getOwnPropertyNames(error ?? {}));
  return text.includes('saved_list_views_owner_name_key') || text.includes('23505');
}

export const duplicateName = () => conflict(SAVED_VIEW_MESSAGES.duplicateName);

export type { Database };
