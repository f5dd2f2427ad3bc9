import type { LogDestination } from './logging.ts';

const LEVEL_NAMES: Record<number, string> = {
  10: 'TRACE',
  20: 'DEBUG',
  30: 'INFO',
  40: 'WARN',
  50: 'ERROR',
  60: 'FATAL',
};

interface LogEntry {
  time?: number;
  level?: number;
  msg?: string;
  req?: { method?: string; url?: string };
  res?: { statusCode?: number };
  err?: { type?: string; message?: string };
}

/** `14:03:07 WARN  database not reachable (GET /readyz 503; Error: no answer within 2000 ms)` */
export function plainLine(entry: LogEntry): string {
  const time = new Date(entry.time ?? Date.now()).toTimeString().slice(0, 8);
  const level = (LEVEL_NAMES[entry.level ?? 30] ?? 'INFO').padEnd(5);
  const request = [entry.req?.method, entry.req?.url, entry.res?.statusCode].filter(Boolean).join(' ');
  const error = entry.err ? `${entry.err.type ?? 'Error'}: ${entry.err.message ?? ''}` : '';
  const details = [request, error].filter(Boolean).join('; ');
  return `${time} ${level} ${entry.msg ?? ''}${details ? ` (${details})` : ''}\n`;
}

/**
 * For a person at a terminal (LOG_FORMAT=plain): each of the logger's JSON lines, already stripped of
 * query strings and personal data by logging.ts, written as one short line of text; stacks are left out.
 */
export function plainLogs(out: { write(text: string): unknown }): LogDestination {
  return {
    write(line: string) {
      let entry: LogEntry;
      try {
        entry = JSON.parse(line) as LogEntry;
      } catch {
        out.write(line);
        return;
      }
      out.write(plainLine(entry));
    },
  };
}
