import { sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import type { Database } from './client.ts';

/** A read's rows as JSON objects, keyed by the select's column names (snake_case, or the `.as()` given). */
export type JsonRows = Record<string, unknown>[];

/**
 * Selects that answer a request, not run yet, and how their rows become the answer. Run alone (runJsonRead)
 * or inside the statement that reads the caller's session (sessions/service.ts findSessionWithReads,
 * decision 0037): either way one statement, one round trip, one snapshot for all of them.
 */
export interface JsonRead<Key extends string, Answer> {
  /** Read-only selects: in a session read they run before the caller's rights are checked. */
  reads: Readonly<Record<Key, SQLWrapper>>;
  answer: (rows: Record<Key, JsonRows>) => Answer;
}

export async function runJsonRead<Key extends string, Answer>(
  db: Database,
  read: JsonRead<Key, Answer>,
): Promise<Answer> {
  return read.answer(await runReads(db, read.reads));
}

/** The reads of a JsonRead in one statement, without a session. */
export async function runReads<Key extends string>(
  db: Database,
  reads: Readonly<Record<Key, SQLWrapper>>,
): Promise<Record<Key, JsonRows>> {
  const result = await db.execute(sql`select ${readColumns(reads)}`);
  const row = (result as unknown as { rows: Record<string, unknown>[] }).rows[0] ?? {};
  return readsOfRow(reads, row);
}

/**
 * Each read as a column `read_<n>` holding its rows as one JSON array. json_agg takes the rows of its
 * subquery in the subquery's order (a plain aggregate over a subquery scan; json_agg has no combine
 * function, so it never runs in parallel workers), which keeps a list's ORDER BY.
 */
export function readColumns(reads: Readonly<Record<string, SQLWrapper>>): SQL {
  return sql.join(
    Object.keys(reads).map(
      (key, index) =>
        sql`(select coalesce(json_agg(r), '[]'::json) from (${reads[key]}) r) as ${sql.identifier(`read_${index}`)}`,
    ),
    sql`, `,
  );
}

/** The arrays of readColumns out of the statement's row. */
export function readsOfRow<Key extends string>(
  reads: Readonly<Record<Key, SQLWrapper>>,
  row: Record<string, unknown>,
): Record<Key, JsonRows> {
  const answers = {} as Record<Key, JsonRows>;
  (Object.keys(reads) as Key[]).forEach((key, index) => {
    const value = row[`read_${index}`];
    // node-postgres and PGlite both parse json; a driver that hands back its text is read here.
    answers[key] = (typeof value === 'string' ? JSON.parse(value) : value) as JsonRows;
  });
  return answers;
}
