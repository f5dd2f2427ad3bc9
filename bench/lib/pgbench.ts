import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';

export const CREATE_TOPUP_SCRIPT = fileURLToPath(new URL('../pgbench/create-topup.sql', import.meta.url));

export interface PgbenchResult {
  mode: 'prepared' | 'extended';
  transactions: number;
  throughput: number;
  latencyAverageMs: number;
  failed: number;
}

/**
 * pgbench running the create-top-up transaction straight against PostgreSQL, with as many clients as the
 * server's pool has connections: the database's own ceiling for what one request does. `prepared` parses
 * each statement once per connection; `extended` parses it every time, as the product's driver does.
 */
export async function runPgbench(options: {
  databaseUrl: string;
  seconds: number;
  clients: number;
  mode: 'prepared' | 'extended';
  variables: Record<string, number>;
  /** The transaction script; the create's by default. */
  script?: string;
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
    String(options.seconds),
    '-M',
    options.mode,
    '-f',
    options.script ?? CREATE_TOPUP_SCRIPT,
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
  return {
    mode: options.mode,
    transactions: number(/number of transactions actually processed: (\d+)/),
    throughput: number(/tps = ([\d.]+) \(without initial connection time\)/),
    latencyAverageMs: number(/latency average = ([\d.]+) ms/),
    failed: number(/number of failed transactions: (\d+)/) || 0,
  };
}
