import type { ServerProcess } from './server-process.ts';
import { Secret, TOTP } from 'otpauth';
import { DEMO_TOTP_SECRET, TOTP_SETTINGS } from '../../core/two-factor.ts';

export interface DownloadResult {
  status: number;
  bytes: number;
  lines: number;
  firstByteMs: number;
  lastByteMs: number;
  /** The server's VmHWM over the download. */
  peakMemoryMb: number;
  /** The server's resident memory when the download started and at its end: flat means streamed. */
  startMemoryMb: number;
  endMemoryMb: number;
}

/** Downloads one (large) answer, reading it as it streams, and watches the server's memory meanwhile. */
export async function measureDownload(
  server: ServerProcess,
  path: string,
  cookie: string,
): Promise<DownloadResult> {
  server.resetPeakMemory();
  const startMemoryMb = server.memoryMb();
  const started = performance.now();
  const response = await fetch(`${server.baseUrl}${path}`, { headers: { cookie } });
  let firstByteMs = Number.NaN;
  let bytes = 0;
  let lines = 0;
  if (response.body) {
    for await (const chunk of response.body) {
      if (Number.isNaN(firstByteMs)) firstByteMs = performance.now() - started;
      bytes += chunk.byteLength;
      for (const byte of chunk) if (byte === 10) lines += 1;
    }
  }
  const lastByteMs = performance.now() - started;
  return {
    status: response.status,
    bytes,
    lines,
    firstByteMs,
    lastByteMs,
    peakMemoryMb: server.peakMemoryMb(),
    startMemoryMb,
    endMemoryMb: server.memoryMb(),
  };
}

/** Logs in once (login is rate limited: the benchmarks reuse this cookie) and returns the cookie header. */
export async function logIn(baseUrl: string, mobileNo: string, password: string): Promise<string> {
  const response = await fetch(`${baseUrl}/api/Customers/Login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    // Demo staff give the published demo second factor (decision 0022).
    body: JSON.stringify({ username: mobileNo, password, scope: 'backoffice', code: demoStaffCode() }),
  });
  if (!response.ok)
    throw new Error(`Login as ${mobileNo} failed: ${response.status} ${await response.text()}`);
  const cookies = response.headers.getSetCookie().map((header) => header.split(';')[0] ?? '');
  const session = cookies.find((cookie) => cookie.startsWith('bo_sid='));
  if (!session) throw new Error('The login answer set no bo_sid cookie');
  return session;
}

function demoStaffCode(): string {
  return TOTP.generate({ secret: Secret.fromBase32(DEMO_TOTP_SECRET), ...TOTP_SETTINGS });
}
