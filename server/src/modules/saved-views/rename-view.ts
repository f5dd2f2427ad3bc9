import { and, eq, ne, sql } from 'drizzle-orm';
import type { SavedView } from '../../../../core/api/saved-views.ts';
import type { Database } from '../../db/client.ts';
import { savedListViews } from '../../db/schema.ts';
import { duplicateName, isDuplicateName, ownViewCondition, toSavedView, viewNotFound } from './view-row.ts';

/** Renames one of the owner's views; another user's view is "not found", a name the owner uses is refused. */
export async function renameSavedView(
  db: Database,
  input: { id: number; ownerId: number; name: string },
): Promise<SavedView> {
  try {
    return await db.transaction(async (tx) => {
      const [view] = await tx.select().from(savedListViews).where(ownViewCondition(input.id, input.ownerId));
      if (!view) throw viewNotFound();
      const [taken] = await tx
        .select({ id: savedListViews.id })
        .from(savedListViews)
        .where(
          and(
            eq(savedListViews.ownerId, input.ownerId),
            eq(savedListViews.list, view.list),
            ne(savedListViews.id, view.id),
            sql`lower(${savedListViews.name}) = lower(${input.name})`,
          ),
        );
      if (taken) throw duplicateName();
      const [row] = await tx
        .update(savedListViews)
        .set({ name: input.name, updatedAt: new Date() })
        .where(ownViewCondition(input.id, input.ownerId))
        .returning();
      if (!row) throw viewNotFound();
      return toSavedView(row);
    });
  } catch (error) {
    if (isDuplicateName(error)) throw duplicateName();
    throw error;
  }
}
