import type { Database } from './client.ts';

/**
 * A statement built once per database handle and reused on every call: for a hot path's named prepared
 * statement, so that neither Drizzle nor PostgreSQL rebuilds it each time (docs/PERFORMANCE.md, the create).
 */
export function oncePerDatabase<Statement>(build: (db: Database) => Statement): (db: Database) => Statement {
  const built = new WeakMap<Database, Statement>();
  return (db) => {
    let statement = built.get(db);
    if (!statement) {
      statement = build(db);
      built.set(db, statement);
    }
    return statement;
  };
}
