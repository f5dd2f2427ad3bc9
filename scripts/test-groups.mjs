// Which Vitest group each test file belongs to (docs/decisions/0032-test-plan.md). The split is decided
// here, from the files themselves, so a new test file lands in a group without anyone listing it:
//
//   unit          no database: core, the web's tests, and server files whose imports never reach a database
//                 opener. Runs once.
//   db            the server tests that open a database: their imports reach server/test/test-database.ts or
//                 server/src/db/client.ts, or they read the run's template (inject). Run on PGlite and, when
//                 DATABASE_URL is set, again on PostgreSQL.
//   once-pglite   tests pinned to the embedded database (its data folder, its limits, its defaults), listed
//                 by name below: run once, on PGlite.
//   once          tests that run once with the run's own DATABASE_URL, listed by name below: the
//                 PostgreSQL-only checks (pg_dump, several processes on one database, outages), which skip
//                 themselves without DATABASE_URL, and files that choose their engine per test.
//
// Orthogonal to the groups, the process tests (imports reach server/test/server-process.ts: they start the
// server as a process, from the built dist when SERVER_ENTRY is set) are what the Node 24 pass runs again.
//
// `node scripts/test-groups.mjs --check` fails when a test file sits where no group looks, when a listed
// file does not exist, or when a file would land in two groups; `npm test` runs it first.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');

/** Tests that only make sense on the embedded database (they need PGlite's data folder or its limits). */
export const ONCE_PGLITE = ['server/src/config.test.ts', 'server/test/security/pglite-disk-full.test.ts'];

/**
 * Tests that run once with the run's DATABASE_URL: PostgreSQL-only checks (runIf(DATABASE_URL): pg_dump,
 * several server processes on one database, outages), and safe-defaults, which starts the embedded default
 * itself and checks PostgreSQL's defaults when there is one.
 */
export const ONCE = [
  'server/src/db/migrate-concurrency.test.ts',
  'server/src/safe-defaults.test.ts',
  'server/test/security/backup-restore.test.ts',
  'server/test/security/crash-safety.test.ts',
  'server/test/security/database-outage.test.ts',
  'server/test/security/scale-out.test.ts',
];

/** The folders Vitest looks in. A test file anywhere else would be silently skipped: the check forbids it. */
const SEARCHED = ['core', 'server', 'web/src', 'web/test'];
const TEST_FILE = /\.test\.tsx?$/;
/** Folders that hold no tests of ours (other tools' tests, build output, the browser journeys). */
const IGNORED_DIRS = new Set([
  'node_modules',
  'dist',
  '.git',
  '.tmp',
  'data',
  'test-results',
  'playwright-report',
]);

const DATABASE_MODULES = ['server/test/test-database.ts', 'server/src/db/client.ts'];
const PROCESS_MODULE = 'server/test/server-process.ts';

function walk(dir, out = []) {
  for (const entry of readdirSync(join(root, dir), { withFileTypes: true })) {
    if (IGNORED_DIRS.has(entry.name)) continue;
    const path = dir ? `${dir}/${entry.name}` : entry.name;
    if (entry.isDirectory()) walk(path, out);
    else out.push(path);
  }
  return out;
}

/** Every test file of the repository outside e2e (Playwright's `*.spec.ts`), searched or not. */
export function allTestFiles() {
  return walk('')
    .filter((path) => TEST_FILE.test(path) && !path.startsWith('e2e/'))
    .sort();
}

const IMPORT =
  /(?:import|export)\s[^;]*?from\s+['"](\.{1,2}\/[^'"]+)['"]|import\(\s*['"](\.{1,2}\/[^'"]+)['"]\s*\)/g;

const importCache = new Map();

/** The repository files a module imports through relative paths (the server and core use `.ts` paths). */
function importsOf(file) {
  const cached = importCache.get(file);
  if (cached) return cached;
  const text = readFileSync(join(root, file), 'utf8');
  const found = [];
  for (const match of text.matchAll(IMPORT)) {
    const target = relative(root, resolve(root, dirname(file), match[1] ?? match[2]));
    for (const candidate of [target, `${target}.ts`, `${target}/index.ts`]) {
      if (existsSync(join(root, candidate)) && candidate.endsWith('.ts')) {
        found.push(candidate);
        break;
      }
    }
  }
  importCache.set(file, found);
  return found;
}

/** Whether the file's import graph reaches one of `targets`. */
function reaches(file, targets, seen = new Set()) {
  if (targets.includes(file)) return true;
  if (seen.has(file)) return false;
  seen.add(file);
  return importsOf(file).some((next) => reaches(next, targets, seen));
}

function opensDatabase(file) {
  if (
    /\binject\(\s*['"](?:pgliteTemplateFile|postgresTemplateUrl)/.test(readFileSync(join(root, file), 'utf8'))
  )
    return true;
  return reaches(file, DATABASE_MODULES);
}

/** The group of every searched test file: { unit, db, 'once-pglite', once }, paths sorted. */
export function testGroups() {
  const groups = { unit: [], db: [], 'once-pglite': [], once: [] };
  for (const file of allTestFiles()) {
    if (!SEARCHED.some((dir) => file.startsWith(`${dir}/`))) continue;
    if (ONCE_PGLITE.includes(file)) groups['once-pglite'].push(file);
    else if (ONCE.includes(file)) groups.once.push(file);
    else if (file.startsWith('server/') && opensDatabase(file)) groups.db.push(file);
    else groups.unit.push(file);
  }
  return groups;
}

/** The tests that start the server as a process (the Node 24 pass runs them against the built dist). */
export function processTests() {
  return allTestFiles().filter((file) => file.startsWith('server/') && reaches(file, [PROCESS_MODULE]));
}

/** The problems that would let a test file go unrun; empty when every file is in exactly one group. */
export function groupProblems() {
  const problems = [];
  const files = allTestFiles();
  for (const file of files)
    if (!SEARCHED.some((dir) => file.startsWith(`${dir}/`)))
      problems.push(`${file}: outside ${SEARCHED.join(', ')}, where Vitest does not look`);
  for (const file of [...ONCE_PGLITE, ...ONCE])
    if (!files.includes(file)) problems.push(`${file}: listed in scripts/test-groups.mjs but missing`);
  const groups = testGroups();
  const seen = new Map();
  for (const [group, members] of Object.entries(groups))
    for (const file of members) {
      if (seen.has(file)) problems.push(`${file}: in both ${seen.get(file)} and ${group}`);
      seen.set(file, group);
    }
  for (const file of files)
    if (SEARCHED.some((dir) => file.startsWith(`${dir}/`)) && !seen.has(file))
      problems.push(`${file}: in no group`);
  return problems;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const problems = groupProblems();
  if (process.argv.includes('--list')) {
    for (const [group, members] of Object.entries(testGroups()))
      console.log(`${group} (${members.length})\n  ${members.join('\n  ')}`);
    console.log(`process tests (${processTests().length})\n  ${processTests().join('\n  ')}`);
  }
  if (problems.length > 0) {
    console.error(`Test files that would not run as planned:\n  ${problems.join('\n  ')}`);
    process.exit(1);
  }
  const counts = Object.entries(testGroups()).map(([group, members]) => `${group} ${members.length}`);
  console.log(`test groups: ${counts.join(', ')}; every test file is in exactly one`);
}
