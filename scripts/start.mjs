// The build half of `npm start`: rebuilds the web app and the server only when their sources changed since
// the build in dist/, side by side, each with one line at the terminal ("web: up to date", "web: built in
// 14.2 s"); their own output (some 300 lines) goes to a log under .tmp/start/, printed whole when a step
// fails. `npm run build` stays the full build (CI, production); docs/decisions/0038.
// Usage: node scripts/start.mjs [--force]   (then: node dist/server/src/main.js)
import { spawn } from 'node:child_process';
import {
  createWriteStream,
  existsSync,
  mkdirSync,
  readFileSync,
  readdirSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { createHash } from 'node:crypto';
import { join, relative } from 'node:path';
import { parseArgs } from 'node:util';

const { values } = parseArgs({ options: { force: { type: 'boolean', default: false } } });
const LOG_DIR = '.tmp/start';
const STATE_FILE = 'dist/.start-state.json';
const COMMON = ['core', 'package.json', 'package-lock.json', 'tsconfig.base.json'];

/** Each step: its npm script, what it reads, and the file whose presence and time say that it was built. */
const STEPS = [
  {
    name: 'web',
    script: 'build:web',
    inputs: [
      'web',
      ...COMMON,
      'scripts/prerender-first-screen.mjs',
      'scripts/compress-web.mjs',
      'scripts/portal-first-load.mjs',
      'scripts/backoffice-screen-load.mjs',
      'scripts/vite-manifest.mjs',
    ],
    output: 'dist/web/index.html',
  },
  {
    name: 'server',
    script: 'build:server',
    inputs: ['server', ...COMMON, 'scripts/copy-migrations.mjs'],
    output: 'dist/server/src/main.js',
  },
];

/** Test files are in no build: changing one rebuilds nothing. */
const isTestFile = (path) => /\.test\.[cm]?[jt]sx?$/.test(path);

function filesUnder(path, into = []) {
  if (!existsSync(path)) return into;
  const stat = statSync(path);
  if (!stat.isDirectory()) {
    if (!isTestFile(path)) into.push(`${relative('.', path)}\t${stat.size}\t${stat.mtimeMs}`);
    return into;
  }
  for (const name of readdirSync(path)) {
    if (name === 'node_modules' || name.startsWith('.')) continue;
    filesUnder(join(path, name), into);
  }
  return into;
}

/** The sources' names, sizes and times: a change of any means "build again". */
function sourcesOf(step) {
  const hash = createHash('sha256');
  for (const line of step.inputs.flatMap((input) => filesUnder(input)).sort()) hash.update(`${line}\n`);
  return hash.digest('hex');
}

/** The sources as they were when the build began, and the build's own time (a build made since, by `npm run
 * build` or another checkout of the sources, is not taken for this one). */
const stampOf = (sources, step) =>
  `${sources} ${existsSync(step.output) ? statSync(step.output).mtimeMs : 'not built'}`;

function readState() {
  try {
    return JSON.parse(readFileSync(STATE_FILE, 'utf8'));
  } catch {
    return {};
  }
}

/** Runs `npm run <script>` with its output in the log file; resolves to its exit code. */
function run(script, logPath) {
  return new Promise((resolve) => {
    const log = createWriteStream(logPath);
    const child = spawn('npm', ['run', script], { stdio: ['ignore', 'pipe', 'pipe'] });
    child.stdout.pipe(log, { end: false });
    child.stderr.pipe(log, { end: false });
    child.on('close', (code) => log.end(() => resolve(code ?? 1)));
  });
}

async function build(step, state) {
  const sources = sourcesOf(step);
  if (!values.force && state[step.name] === stampOf(sources, step)) {
    console.log(`${step.name}: up to date (no change since the last build)`);
    return true;
  }
  const logPath = join(LOG_DIR, `${step.name}.log`);
  const started = performance.now();
  const code = await run(step.script, logPath);
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  if (code !== 0) {
    process.stderr.write(readFileSync(logPath, 'utf8'));
    console.error(
      `${step.name}: the build failed after ${seconds} s (its whole output above, and in ${logPath})`,
    );
    return false;
  }
  state[step.name] = stampOf(sources, step);
  console.log(`${step.name}: built in ${seconds} s (its output in ${logPath})`);
  return true;
}

mkdirSync(LOG_DIR, { recursive: true });
const state = readState();
// Side by side: the bundler and the compiler each keep one core busy.
const results = await Promise.all(STEPS.map((step) => build(step, state)));
mkdirSync('dist', { recursive: true });
writeFileSync(STATE_FILE, `${JSON.stringify(state, null, 2)}\n`);
if (results.includes(false)) process.exit(1);
console.log('starting the server…');
