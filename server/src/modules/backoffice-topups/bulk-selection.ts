import { and, asc, eq, inArray } from 'drizzle-orm';
import { BULK_STATUS_MAX, BULK_STATUS_MESSAGES } from '../../../../core/api/backoffice-topups.ts';
import type { Database } from '../../db/client.ts';
import { topupRequests } from '../../db/schema.ts';
import { conflict, invalid } from '../../errors.ts';
import { topupListConditions, type TopupFilter } from './list-conditions.ts';
import { countTopups } from './list-topups.ts';

/** The requests a bulk change acts on: ticked ids, or the list's filter with the count the person saw. */
export interface BulkSelection {
  ids?: readonly number[] | undefined;
  filter?: TopupFilter | undefined;
  /** With filter, for a change: the count confirmed; a preview has none (it shows the count). */
  expectedCount?: number | undefined;
}

/**
 * The ids of a selection, oldest request first (the order a counter's morning was taken in). Ids that name
 * no request are kept: the change answers them "not found" one by one. A filter is resolved here, on the
 * server, capped at BULK_STATUS_MAX (more is refused, 400: narrow the filter); with expectedCount, a filter
 * that now matches another count is refused (409) before anything changes, so that rows the person never
 * saw counted are not acted on silently.
 */
export async function resolveBulkSelection(db: Database, selection: BulkSelection): Promise<number[]> {
  if (selection.ids) return orderedIds(db, [...new Set(selection.ids)]);
  if (!selection.filter) throw invalid(BULK_STATUS_MESSAGES.chooseRequests);
  const rows = await db
    .select({ id: topupRequests.id })
    .from(topupRequests)
    .where(and(...topupListConditions(db, selection.filter)))
    .orderBy(asc(topupRequests.dateCreated), asc(topupRequests.id))
    .limit(BULK_STATUS_MAX + 1);
  if (rows.length > BULK_STATUS_MAX) {
    throw invalid(BULK_STATUS_MESSAGES.tooMany(await countTopups(db, selection.filter)));
  }
  if (selection.expectedCount !== undefined && rows.length !== selection.expectedCount) {
    throw conflict(BULK_STATUS_MESSAGES.countChanged(rows.length, selection.expectedCount));
  }
  return rows.map((row) => row.id);
}

/** Ticked ids in the requests' date order; unknown ids last, as sent. */
async function orderedIds(db: Database, ids: number[]): Promise<number[]> {
  const known = await db
    .select({ id: topupRequests.id })
    .from(topupRequests)
    .where(ids.length === 1 ? eq(topupRequests.id, ids[0]!) : inArray(topupRequests.id, ids))
    .orderBy(asc(topupRequests.dateCreated), asc(topupRequests.id));
  const found = new Set(known.map((row) => row.id));
  return [...known.map((row) => row.id), ...ids.filter((id) => !found.has(id))];
}
