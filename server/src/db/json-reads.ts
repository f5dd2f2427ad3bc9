import { createHash } from 'node:crypto';
import { sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
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
  const [row] = await runNamedStatement(db, sql`select ${readColumns(reads)}`);
  return readsOfRow(reads, row ?? {});
}

const dialect = new PgDialect();

/**
 * Runs a statement as a named prepared statement, named after its text: each connection parses it once and
 * then only binds and executes it (PostgreSQL may then also keep its plan), where an unnamed statement is
 * parsed and planned at every call. The same text always gets the same name, so a name never meets another
 * text on a connection. The texts are those of the code's own query shapes (the values are parameters), a
 * few hundred at most. Rows come as the driver gives them (times as text, as db.execute gives them).
 */
export async function runNamedStatement<Row = Record<string, unknown>>(
  db: Database,
  query: SQL,
): Promise<Row[]> {
  const built = dialect.sqlToQuery(query);
  const result: unknown = await db._.session
    .prepareQuery(built, undefined, statementName(built.sql), false)
    .execute();
  return (result as { rows: Row[] }).rows;
}

/** Each text's name, hashed once per process: a Map finds a text again for less than a SHA-1 of it costs. */
const names = new Map<string, string>();

function statementName(text: string): string {
  let name = names.get(text);
  if (name === undefined) {
    name = `s_${createHash('sha1').update(text).digest('hex').slice(0, 30)}`;
    names.set(text, name);
  }
  return name;
}

/**
 * A read whose select gives one value: the answer's JSON text, built by the database (json_build_object,
 * json_agg; decision 0039). Its column is that text as it is, and its rows in a JsonRead are one row,
 * `{ json: <the text> }`: Node neither parses nor maps nor serializes it again (see jsonTextOf).
 */
export class JsonTextSelect implements SQLWrapper {
  constructor(readonly select: SQL) {}
  getSQL(): SQL {
    return this.select;
  }
}

/**
 * An answer already JSON text, checked against its contract by the tests (not per request): the session
 * read's handler sends it as it is (http/register-session-read.ts).
 */
export class PrebuiltJson {
  constructor(readonly text: string) {}
}

/** The text of a JsonTextSelect's read, from the rows its JsonRead's answer is given. */
export function jsonTextOf(rows: JsonRows): PrebuiltJson {
  const text = rows[0]?.json;
  if (typeof text !== 'string') throw new Error('a JSON text read gave no text');
  return new PrebuiltJson(text);
}

/**
 * Each read as a column `read_<n>` holding its rows as one JSON array (a JsonTextSelect: its text). json_agg takes the rows of its
 * subquery in the subquery's order (a plain aggregate over a subquery scan; json_agg has no combine
 * function, so it never runs in parallel workers), which keeps a list's ORDER BY.
 */
export function readColumns(reads: Readonly<Record<string, SQLWrapper>>): SQL {
  return sql.join(
    Object.keys(reads).map((key, index) => {
      const read = reads[key];
      const column = sql.identifier(`read_${index}`);
      if (read instanceof JsonTextSelect) return sql`(${read.select})::text as ${column}`;
      return sql`(select coalesce(json_agg(r), '[]'::json) from (${read}) r) as ${column}`;
    }),
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
    if (reads[key] instanceof JsonTextSelect) {
      answers[key] = [{ json: value }];
      return;
    }
    // node-postgres and PGlite both parse json; a driver that hands back its text is read here.
    answers[key] = (typeof value === 'string' ? JSON.parse(value) : value) as JsonRows;
  });
  return answers;
}
