// Builds the app in this process (on an empty in-memory PGlite database: the document comes from the routes'
// declarations alone), writes its OpenAPI document and lints it with Redocly under redocly.yaml. Any error
// or warning fails. Usage: tsx scripts/openapi-lint.ts [--out openapi.json]  (--out keeps the document)
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { buildApp } from '../server/src/app.ts';
import { loadConfig } from '../server/src/config.ts';
import { openPglite } from '../server/src/db/client.ts';

interface Problem {
  ruleId: string;
  severity: 'error' | 'warn';
  message: string;
  location: { pointer: string }[];
}

async function writeDocument(file: string): Promise<void> {
  const database = await openPglite();
  const config = { ...loadConfig({}), webDistDir: '/nonexistent-web-build', seedDemo: false };
  const app = await buildApp({
    config: { ...config, topupExpiryIntervalSeconds: 0, paymentReconcileSeconds: 0 },
    database,
  });
  await app.ready();
  writeFileSync(file, `${JSON.stringify(app.swagger(), null, 2)}\n`);
  await app.close();
}

function redocly(args: string[]): string {
  const require = createRequire(import.meta.url);
  const packageFile = require.resolve('@redocly/cli/package.json');
  const bin = (require(packageFile) as { bin: Record<string, string> }).bin.redocly!;
  const result = spawnSync(process.execPath, [join(dirname(packageFile), bin), ...args], {
    encoding: 'utf8',
    // No telemetry and no update check: the lint reads nothing but the document and the config.
    env: { ...process.env, REDOCLY_TELEMETRY: 'off', REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true' },
    maxBuffer: 64 * 1024 * 1024,
  });
  if (result.error) throw result.error;
  if (!result.stdout.trim().startsWith('{')) {
    throw new Error(`redocly gave no report (exit ${result.status}):\n${result.stderr}`);
  }
  return result.stdout;
}

const outIndex = process.argv.indexOf('--out');
const kept = outIndex > 0 ? process.argv[outIndex + 1] : undefined;
const folder = kept ? undefined : mkdtempSync(join(tmpdir(), 'openapi-lint-'));
const file = kept ? resolve(kept) : join(folder!, 'openapi.json');
try {
  await writeDocument(file);
  const config = resolve(import.meta.dirname, '..', 'redocly.yaml');
  const output = redocly(['lint', file, '--config', config, '--format', 'json', '--max-problems', '10000']);
  const { problems } = JSON.parse(output) as { problems: Problem[] };
  for (const problem of problems) {
    const where = problem.location[0]?.pointer ?? '';
    console.log(
      `${problem.severity === 'error' ? 'error' : 'warning'} ${problem.ruleId} ${where}: ${problem.message}`,
    );
  }
  const errors = problems.filter((problem) => problem.severity === 'error').length;
  console.log(`OpenAPI lint: ${errors} errors, ${problems.length - errors} warnings`);
  process.exitCode = problems.length === 0 ? 0 : 1;
} finally {
  if (folder) rmSync(folder, { recursive: true, force: true });
}
