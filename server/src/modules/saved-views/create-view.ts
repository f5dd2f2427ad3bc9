import { and, count, eq, sql } from 'drizzle-orm';
import {
  SAVED_VIEW_LIMITS,
  SAVED_VIEW_MESSAGES,
  type SavedView,
  type SavedViewList,
} from '../../../../core/api/saved-views.ts';
import type { Database } from '../../db/client.ts';
import { savedListViews } from '../../db/schema.ts';
import { conflict } from '../../errors.ts';
import { duplicateName, isDuplicateName, toSavedView } from './view-row.ts';

export interface NewSavedView {
  ownerId: number;
  list: SavedViewList;
  name: string;
  query: string;
  columns: string[];
}

/**
 * Saves a view for its owner. The count limit and the name's uniqueness are checked in one transaction that
 * first locks the owner's row, so two saves at once cannot pass the limit together; the unique index
 * (owner, list, lower(name)) is the last word on duplicates.
 */
export async function createSavedView(db: Database, view: NewSavedView): Promise<SavedView> {
  try {
    return await db.transaction(async (tx) => {
      await tx.execute(sql`select id from customers where id = ${view.ownerId} for update`);
      const mine = and(eq(savedListViews.ownerId, view.ownerId), eq(savedListViews.list, view.list));
      const [taken] = await tx
        .select({ id: savedListViews.id })
        .from(savedListViews)
        .where(and(mine, sql`lower(${savedListViews.name}) = lower(${view.name})`));
      if (taken) throw duplicateName();
      const [held] = await tx.select({ total: count() }).from(savedListViews).where(mine);
      if ((held?.total ?? 0) >= SAVED_VIEW_LIMITS.perUserAndList) throw conflict(SAVED_VIEW_MESSAGES.tooMany);
      const [row] = await tx.insert(savedListViews).values(view).returning();
      if (!row) throw new Error('insert returned no row');
      return toSavedView(row);
    });
  } catch (error) {
    if (isDuplicateName(error)) throw duplicateName();
    throw error;
  }
}
