// `npm test`: every check once, cheapest first, and a table of how long each stage took (at the end, and
// at a failure). docs/decisions/0032-test-plan.md explains the plan.
//
//   1. the test groups' check (scripts/test-groups.mjs): no test file is left out of Vitest's projects; and
//      docs/screenshots holds exactly the pictures the docs show (scripts/check-doc-pictures.mjs)
//   2. two lanes at once, one per core: the build (web, then server) ∥ typecheck, lint, format check
//   3. Vitest, against the built server (SERVER_ENTRY): the database-free tests once, the database tests
//      on PGlite and, when DATABASE_URL is set, on PostgreSQL too, the engine-pinned tests once
//   4. Playwright (e2e/playwright.config.ts decides which projects a run has from DATABASE_URL)
//
// Usage: npm test                       PGlite only (a fresh machine needs nothing else)
//        DATABASE_URL=postgres://… npm test   both databases in one run
//        node scripts/test.mjs --static       only stages 1 and 2 (the checks and the build)
//        node scripts/test.mjs --process      only the tests that start the server as a process, against
//                                             the dist already built (CI's Node 24 pass)
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { processTests } from './test-groups.mjs';

const stages = [];
const started = Date.now();
const children = new Set();

const seconds = (ms) => `${(ms / 1000).toFixed(1)} s`;

function printTable() {
  if (stages.length === 0) return;
  // Stages still going when the run stops (a failure in the other lane, Ctrl-C) are marked as stopped.
  for (const stage of stages) if (!stage.end) Object.assign(stage, { end: Date.now(), status: 'stopped' });
  const width = Math.max(...stages.map((stage) => stage.name.length), 5);
  const lines = stages.map((stage) => {
    const took = seconds(stage.end - stage.start);
    const status = stage.status;
    return `  ${stage.name.padEnd(width)}  ${took.padStart(9)}  ${status}`;
  });
  console.log(
    [
      '',
      `== npm test stages (wall clock ${seconds(Date.now() - started)}; lanes overlap)`,
      `  ${'stage'.padEnd(width)}  ${'took'.padStart(9)}  result`,
      ...lines,
    ].join('\n'),
  );
}

/** Runs one command as a named stage; resolves on success, rejects with the stage on failure. */
function run(name, command, args, env = {}) {
  const stage = { name, start: Date.now() };
  stages.push(stage);
  console.log(`== ${name}: ${[command, ...args].join(' ')}`);
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { stdio: 'inherit', env: { ...process.env, ...env } });
    children.add(child);
    child.on('exit', (code, signal) => {
      children.delete(child);
      stage.end = Date.now();
      stage.status = code === 0 ? 'ok' : `FAILED (${signal ?? `exit ${code}`})`;
      if (code === 0) resolve();
      else reject(new Error(`${name} failed`));
    });
  });
}

/** Runs the steps one after the other. */
async function lane(steps) {
  for (const step of steps) await step();
}

const npx = (name, args, env) => () => run(name, 'npx', args, env);
const npmRun = (name, script) => () => run(name, 'npm', ['run', '--silent', script]);

const builtEntry = 'dist/server/src/main.js';

async function main() {
  if (process.argv.includes('--process')) {
    if (!existsSync(builtEntry)) throw new Error(`${builtEntry} is missing: run npm run build first`);
    const engines = process.env.DATABASE_URL ? 'PGlite and PostgreSQL' : 'PGlite';
    const name = `process tests (Node ${process.versions.node}, built dist, ${engines})`;
    await run(name, 'npx', ['vitest', 'run', ...processTests()], {
      SERVER_ENTRY: builtEntry,
    });
    return;
  }
  await run('test groups and doc pictures', 'npm', ['run', '--silent', 'lint:tests']);
  // The build and the static checks use a core each; typecheck's four projects run one at a time here.
  await Promise.all([
    lane([npmRun('build web', 'build:web'), npmRun('build server', 'build:server')]),
    lane([
      npx('typecheck core', ['tsc', '-p', 'core']),
      npx('typecheck server', ['tsc', '-p', 'server']),
      npx('typecheck web', ['tsc', '-p', 'web']),
      npx('typecheck e2e', ['tsc', '-p', 'e2e']),
      npx('eslint', ['eslint', '.', '--max-warnings', '0']),
      npmRun('module cycles', 'lint:cycles'),
      npmRun('openapi lint', 'lint:openapi'),
      npx('format check', ['prettier', '--check', '--log-level', 'warn', '.']),
    ]),
  ]);
  if (process.argv.includes('--static')) return;
  await run(
    `vitest (${process.env.DATABASE_URL ? 'PGlite and PostgreSQL' : 'PGlite'})`,
    'npx',
    ['vitest', 'run'],
    { SERVER_ENTRY: builtEntry },
  );
  await run('playwright', 'npx', ['playwright', 'test', '-c', 'e2e/playwright.config.ts']);
}

for (const signal of ['SIGINT', 'SIGTERM'])
  process.on(signal, () => {
    for (const child of children) child.kill(signal);
    printTable();
    process.exit(130);
  });

try {
  await main();
  printTable();
} catch (error) {
  // The other lane's stages are stopped: the run has already failed.
  for (const child of children) child.kill('SIGTERM');
  console.error(`\n${error instanceof Error ? error.message : String(error)}`);
  printTable();
  process.exit(1);
}
