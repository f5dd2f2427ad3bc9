import type { Database } from '../../db/client.ts';
import { savedListViews } from '../../db/schema.ts';
import { ownViewCondition, viewNotFound } from './view-row.ts';

/** Deletes one of the owner's views; another user's view is "not found" and stays. */
export async function deleteSavedView(db: Database, input: { id: number; ownerId: number }) {
  const rows = await db
    .delete(savedListViews)
    .where(ownViewCondition(input.id, input.ownerId))
    .returning({ id: savedListViews.id });
  if (rows.length === 0) throw viewNotFound();
  return { deleted: true as const };
}
