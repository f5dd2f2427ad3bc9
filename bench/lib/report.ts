import { cpus, loadavg, totalmem } from 'node:os';

/** One line of the results table. */
export interface ResultRow {
  name: string;
  connections?: number;
  throughput?: number;
  p50?: number;
  p95?: number;
  p99?: number;
  peakMemoryMb?: number;
  /** The target as the issue states it, e.g. "p95 < 25 ms". */
  target?: string;
  /** This row's throughput over its ceiling's (bare Fastify, or pgbench for the create). */
  ceilingRatio?: number;
  ceilingName?: string;
  verdict: 'met' | 'missed' | 'no target' | 'skipped' | 'failed';
  note?: string;
  /** The 1-minute load average when the row was measured (the machine is shared). */
  load: number;
}

export function machineDescription(): Record<string, string | number> {
  const cpu = cpus()[0]?.model ?? 'unknown CPU';
  return {
    cpu,
    cores: cpus().length,
    memoryGb: Math.round(totalmem() / 1024 ** 3),
    node: process.version,
    date: new Date().toISOString(),
  };
}

export function currentLoad(): number {
  return Math.round((loadavg()[0] ?? 0) * 100) / 100;
}

const fixed = (value: number | undefined, digits = 1) =>
  value === undefined || Number.isNaN(value) ? '' : value.toFixed(digits);

/** The rows as a Markdown table, for the console and docs/PERFORMANCE.md. */
export function markdownTable(rows: ResultRow[]): string {
  const header =
    '| benchmark | clients | req/s | p50 ms | p95 ms | p99 ms | peak MB | target | ratio to ceiling | verdict | load |';
  const lines = [header, '|' + ' --- |'.repeat(11)];
  for (const row of rows) {
    const ratio =
      row.ceilingRatio === undefined ? '' : `${(row.ceilingRatio * 100).toFixed(0)}% of ${row.ceilingName}`;
    const verdict = row.note ? `${row.verdict} (${row.note})` : row.verdict;
    lines.push(
      `| ${row.name} | ${row.connections ?? ''} | ${fixed(row.throughput, 0)} | ${fixed(row.p50)} | ` +
        `${fixed(row.p95)} | ${fixed(row.p99)} | ${fixed(row.peakMemoryMb, 0)} | ${row.target ?? ''} | ` +
        `${ratio} | ${verdict} | ${row.load} |`,
    );
  }
  return lines.join('\n');
}
