import { describe, expect, it } from 'vitest';
import { plainLogs } from './plain-logs.ts';

describe('plain logs (LOG_FORMAT=plain)', () => {
  it('turns each JSON line into one short line of text: time, level, message, request and error', () => {
    const written: string[] = [];
    const logs = plainLogs({ write: (text: string) => written.push(text) });
    const time = new Date(2026, 0, 2, 14, 3, 7).getTime();
    logs.write(
      `${JSON.stringify({
        level: 40,
        time,
        msg: 'database not reachable',
        req: { method: 'GET', url: '/readyz' },
        res: { statusCode: 503 },
        err: {
          type: 'Error',
          message: 'no answer within 2000 ms',
          stack: 'Error: no answer\n    at x (y.ts:1:2)',
        },
      })}\n`,
    );
    logs.write(`${JSON.stringify({ level: 30, time, msg: 'shutting down', signal: 'SIGTERM' })}\n`);
    expect(written).toEqual([
      '14:03:07 WARN  database not reachable (GET /readyz 503; Error: no answer within 2000 ms)\n',
      '14:03:07 INFO  shutting down\n',
    ]);
    // No stack trace reaches the terminal.
    expect(written.join('')).not.toMatch(/\bat .+:\d+:\d+/);
  });

  it('passes on a line that is not JSON as it is', () => {
    const written: string[] = [];
    plainLogs({ write: (text: string) => written.push(text) }).write('not json\n');
    expect(written).toEqual(['not json\n']);
  });
});
