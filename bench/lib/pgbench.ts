import { spawn } from 'node:child_process';
import { pgbenchScriptPath, type PgbenchScriptName } from './pgbench-script.ts';
import { ISO_INSTANT_FORMAT } from '../../server/src/modules/backoffice-topups/listed-json.ts';
import type { SampleData } from './sample-data.ts';

/**
 * The variables bench/pgbench's scripts read (-D): what the server would take from the request (the
 * runner's address, 127.0.0.1, in the allowance keys) and from the data set. `sessionId` is the runner's
 * back-office session, for the reads' session check.
 */
export function pgbenchVariables(data: SampleData, sessionId = ''): Record<string, number | string> {
  return {
    first_customer: data.firstCustomerId,
    last_customer: data.lastCustomerId,
    payer_key: 'topup-create:address:127.0.0.1',
    recipient_prefix: 'topup-create:recipient:',
    account_name: 'Juan Dela Cruz',
    // bench/run.ts's server: TOPUP_CREATES_PER_WALLET (the wallet's allowance never refuses a create).
    wallet_limit: 100_000_000,
    session_id: sessionId,
    month_from: data.month.from,
    month_to: data.month.to,
    receipt_key: 'receipt:127.0.0.1',
    receipt_token: data.receiptTokens[0] ?? '',
    request_id: data.receiptRequestId,
    // The list's times (a parameter of the server's: a literal's colons would read as variables).
    iso_instant: ISO_INSTANT_FORMAT,
  };
}

export interface PgbenchResult {
  mode: 'prepared' | 'extended';
  transactions: number;
  throughput: number;
  latencyAverageMs: number;
  failed: number;
}

/**
 * pgbench running one of bench/pgbench's scripts (the statements the server sends for one request of a
 * benchmark) straight against PostgreSQL: the database's own ceiling for that request. `prepared` parses
 * each statement once per connection; `extended` parses it every time, as an ORM without prepared
 * statements does. Variables (-D) may be numbers or text; every script gets them all.
 */
export async function runPgbench(options: {
  databaseUrl: string;
  /** One of bench/pgbench's checked scripts, or another file (a benchmark's own before/after pair). */
  script: PgbenchScriptName | { file: string };
  seconds: number;
  clients: number;
  mode: 'prepared' | 'extended';
  variables: Record<string, number | string>;
}): Promise<PgbenchResult> {
  const url = new URL(options.databaseUrl);
  const args = [
    '-n',
    '-h',
    url.hostname,
    '-p',
    url.port || '5432',
    '-U',
    decodeURIComponent(url.username || 'postgres'),
    '-c',
    String(options.clients),
    '-j',
    '2',
    '-T',
    // Whole seconds only (a smoke run's loads last half a second).
    String(Math.max(1, Math.round(options.seconds))),
    '-M',
    options.mode,
    '-f',
    typeof options.script === 'string' ? pgbenchScriptPath(options.script) : options.script.file,
    ...Object.entries(options.variables).flatMap(([name, value]) => ['-D', `${name}=${value}`]),
    url.pathname.slice(1),
  ];
  const output = await new Promise<string>((resolve, reject) => {
    const child = spawn('pgbench', args, { stdio: ['ignore', 'pipe', 'pipe'] });
    let text = '';
    child.stdout.on('data', (chunk: Buffer) => (text += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (text += chunk.toString()));
    child.on('error', reject);
    child.on('exit', (code) => (code === 0 ? resolve(text) : reject(new Error(`pgbench failed:\n${text}`))));
  });
  const number = (pattern: RegExp) => Number(pattern.exec(output)?.[1] ?? Number.NaN);
  const result = {
    mode: options.mode,
    transactions: number(/number of transactions actually processed: (\d+)/),
    throughput: number(/tps = ([\d.]+) \(without initial connection time\)/),
    latencyAverageMs: number(/latency average = ([\d.]+) ms/),
    failed: number(/number of failed transactions: (\d+)/) || 0,
  };
  // A script whose every transaction fails still "runs" (issue 27): that is no ceiling.
  if (!(result.transactions > 0))
    throw new Error(`pgbench ran no transaction of ${JSON.stringify(options.script)}:\n${output}`);
  return result;
}
