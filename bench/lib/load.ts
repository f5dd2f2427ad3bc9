import autocannon from 'autocannon';
import type { ServerProcess } from './server-process.ts';

/** One HTTP request of a load run; `next` may vary it per request (a new amount, another reference). */
export interface LoadRequest {
  method: 'GET' | 'POST';
  path: string;
  body?: unknown;
  next?: () => { path?: string; body?: unknown };
}

export interface LoadResult {
  requests: number;
  errors: number;
  /** Answers other than 2xx, by status code. */
  non2xx: Record<string, number>;
  throughput: number;
  p50: number;
  p95: number;
  p99: number;
  max: number;
  peakMemoryMb: number;
  /** The server's CPU time (user and system) per answered request over the measured run, in ms. */
  serverCpuMsPerRequest: number;
  /** The same for the server's main thread alone (the rest: a PGlite worker, the garbage collector, I/O). */
  serverMainThreadCpuMsPerRequest: number;
  seconds: number;
  connections: number;
}

/** Distinct requests built up front for a request that varies (`next`): new accounts, amounts, references. */
const VARIANTS = 2_000;

function percentile(sorted: Float64Array, p: number): number {
  if (sorted.length === 0) return Number.NaN;
  const index = Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1);
  return sorted[Math.max(0, index)] ?? Number.NaN;
}

/**
 * Runs autocannon against the server for `seconds` (after a short warm-up that is not counted) and
 * measures every answer's latency itself: autocannon's own summary has no p95. The server's peak memory
 * is its VmHWM over the measured run.
 */
export async function runLoad(
  server: ServerProcess,
  request: LoadRequest,
  options: { seconds: number; connections: number; warmupSeconds?: number; cookie?: string },
): Promise<LoadResult> {
  const headers: Record<string, string> = { 'content-type': 'application/json' };
  if (options.cookie) headers.cookie = options.cookie;
  const make = () => {
    const varied = request.next?.() ?? {};
    const body = varied.body ?? request.body;
    return {
      method: request.method,
      path: varied.path ?? request.path,
      headers,
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    };
  };
  // The requests are built before the run, not per request (autocannon's setupRequest): each client then
  // only sends ready bytes, so that the load generator takes as little of the two cores as it can (pgbench,
  // the create's ceiling, is a small C program). Clients cycle through the variants.
  const variants = Array.from({ length: request.next ? VARIANTS : 1 }, make);
  const run = async (seconds: number, record: boolean) => {
    const latencies: number[] = [];
    const non2xx: Record<string, number> = {};
    const instance = autocannon({
      url: server.baseUrl,
      connections: options.connections,
      duration: seconds,
      requests: variants,
    });
    instance.on('response', (_client: unknown, statusCode: number, _bytes: number, responseTime: number) => {
      if (!record) return;
      latencies.push(responseTime);
      if (statusCode < 200 || statusCode >= 300) non2xx[statusCode] = (non2xx[statusCode] ?? 0) + 1;
    });
    const result = await instance;
    return { result, latencies, non2xx };
  };

  if ((options.warmupSeconds ?? 2) > 0) await run(options.warmupSeconds ?? 2, false);
  server.resetPeakMemory();
  const started = performance.now();
  const cpuBefore = server.cpuMs();
  const mainThreadBefore = server.mainThreadCpuMs();
  const { result, latencies, non2xx } = await run(options.seconds, true);
  const cpuUsed = server.cpuMs() - cpuBefore;
  const mainThreadUsed = server.mainThreadCpuMs() - mainThreadBefore;
  const seconds = (performance.now() - started) / 1000;
  const sorted = Float64Array.from(latencies).sort();
  return {
    requests: latencies.length,
    errors: result.errors + result.timeouts,
    non2xx,
    throughput: latencies.length / seconds,
    p50: percentile(sorted, 50),
    p95: percentile(sorted, 95),
    p99: percentile(sorted, 99),
    max: sorted[sorted.length - 1] ?? Number.NaN,
    peakMemoryMb: server.peakMemoryMb(),
    serverCpuMsPerRequest: cpuUsed / Math.max(1, latencies.length),
    serverMainThreadCpuMsPerRequest: mainThreadUsed / Math.max(1, latencies.length),
    seconds,
    connections: options.connections,
  };
}
