import { and, asc, eq, sql } from 'drizzle-orm';
import type { SavedView, SavedViewList } from '../../../../core/api/saved-views.ts';
import type { Database } from '../../db/client.ts';
import { savedListViews } from '../../db/schema.ts';
import { toSavedView } from './view-row.ts';

/** The owner's views of one list, by name (case-insensitive). */
export async function listSavedViews(
  db: Database,
  ownerId: number,
  list: SavedViewList,
): Promise<SavedView[]> {
  const rows = await db
    .select()
    .from(savedListViews)
    .where(and(eq(savedListViews.ownerId, ownerId), eq(savedListViews.list, list)))
    .orderBy(asc(sql`lower(${savedListViews.name})`), asc(savedListViews.id));
  return rows.map(toSavedView);
}
