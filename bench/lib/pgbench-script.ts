import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * The pgbench scripts of bench/pgbench: each is what the server sends the database for one request of a
 * benchmark, statement for statement (server/test/pgbench-scripts.test.ts compares them with what it sends).
 */
export const PGBENCH_SCRIPTS = {
  create: 'create-topup.sql',
  list: 'list-page-1.sql',
  count: 'count-all.sql',
  statistics: 'statistics.sql',
  receipt: 'receipt.sql',
} as const;
export type PgbenchScriptName = keyof typeof PGBENCH_SCRIPTS;

/**
 * The script's file: bench/pgbench's, or BENCH_PGBENCH_DIR's (the scripts of another build, to measure two
 * builds of the server against each one's own statements).
 */
export function pgbenchScriptPath(name: PgbenchScriptName): string {
  const dir = process.env.BENCH_PGBENCH_DIR;
  if (dir) return join(resolve(dir), PGBENCH_SCRIPTS[name]);
  return fileURLToPath(new URL(`../pgbench/${PGBENCH_SCRIPTS[name]}`, import.meta.url));
}

/** The SQL statements of a pgbench script: without its comments and meta-commands (\set), in order. */
export function scriptStatements(text: string): string[] {
  const sql = text
    .split('\n')
    .filter((line) => !/^\s*(--|\\)/.test(line))
    .join('\n');
  return sql
    .split(/;\s*(?:\n|$)/)
    .map((statement) => statement.trim())
    .filter(Boolean);
}

export function readScriptStatements(name: PgbenchScriptName): string[] {
  return scriptStatements(readFileSync(pgbenchScriptPath(name), 'utf8'));
}

/** Whitespace folded, and none around brackets and commas: a statement may be wrapped freely in a script. */
export function normalizeSql(text: string): string {
  return text
    .replace(/\s+/g, ' ')
    .replace(/\s*([(),])\s*/g, '$1')
    .trim();
}

/**
 * What a script writes for a text the server draws at random (pgbench's \\set makes numbers only), in the
 * normalized form: the reference number (modules/topups/reference-number.ts), 10 characters, unique.
 */
const DRAWN_TEXT = ['upper(substr(md5(random()::text),1,10))'];

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const VARIABLE = ':[a-z_][a-z0-9_]*';

/** How a script may write one of the server's parameters. */
function parameterPattern(value: unknown): string {
  const forms = [VARIABLE];
  if (typeof value === 'number' || typeof value === 'bigint') forms.push(escapeRegExp(String(value)));
  else if (typeof value === 'boolean') forms.push(String(value));
  else if (value === null) forms.push('null');
  else if (typeof value === 'string') {
    forms.push(escapeRegExp(`'${value.replace(/'/g, "''")}'`));
    // pgbench's \set makes numbers only: a text parameter built from one (a key that ends with an id) is
    // written as its start (a literal or a -D variable) || the variable.
    forms.push(`(?:'[^']*'|${VARIABLE}) ?\\|\\| ?${VARIABLE}`);
    forms.push(...DRAWN_TEXT.map(escapeRegExp));
  }
  return `(?:${forms.join('|')})`;
}

/** A variable written inside a quoted literal: pgbench replaces it there too, and the statement fails. */
export function variableInLiteral(statement: string): string | null {
  // Between the quotes: the odd pieces (a doubled quote inside a literal adds an empty piece and keeps parity).
  const literals = statement.split("'").filter((_, index) => index % 2 === 1);
  return literals.find((literal) => /:[A-Za-z0-9_]/.test(literal)) ?? null;
}

/**
 * Whether a script's statement is the statement the server sent: the same text once whitespace is folded,
 * where each of the server's parameters ($1...) is a pgbench variable (:name), the parameter's own value
 * as a literal, or, for text, a literal prefix of the value || a variable.
 */
export function scriptMatchesSent(
  script: string,
  sent: { text: string; params: readonly unknown[] },
): boolean {
  const normalized = normalizeSql(sent.text);
  let pattern = '';
  let last = 0;
  for (const match of normalized.matchAll(/\$(\d+)/g)) {
    pattern += escapeRegExp(normalized.slice(last, match.index));
    const value = sent.params[Number(match[1]) - 1];
    pattern += parameterPattern(value);
    last = (match.index ?? 0) + match[0].length;
  }
  pattern += escapeRegExp(normalized.slice(last));
  const matched = new RegExp(`^${pattern}$`).exec(normalizeSql(script));
  if (!matched) return false;
  // A text parameter written as prefix || variable: the prefix must be the start of the server's value.
  for (const prefix of normalizeSql(script).matchAll(/'([^']*)'\s?\|\|\s?:[a-z_]/g)) {
    const text = prefix[1] ?? '';
    if (!sent.params.some((value) => typeof value === 'string' && value.startsWith(text))) return false;
  }
  return true;
}
