import { createHash, timingSafeEqual } from 'node:crypto';
import { Counter, Histogram, Registry, collectDefaultMetrics } from 'prom-client';
import type { AppInstance } from '../app-instance.ts';
import { errorBody } from './error-handler.ts';

const digest = (value: string) => createHash('sha256').update(value).digest();

/** Whether the Authorization header is `Bearer <token>`, compared in constant time. */
function holdsToken(authorization: string | undefined, expected: Buffer): boolean {
  const match = /^Bearer +(\S+) *$/i.exec(authorization ?? '');
  // Digests of equal length, so that neither the token's length nor its first wrong character shows.
  return timingSafeEqual(digest(match?.[1] ?? ''), expected) && match !== null;
}

/**
 * Prometheus metrics: request counts and latencies by route (the route pattern, never the raw URL).
 * They tell traffic volumes and the Node version, so `/metrics` answers only a scraper that sends
 * `Authorization: Bearer <METRICS_TOKEN>` (401 otherwise); without METRICS_TOKEN it is not served (404) and
 * nothing is collected.
 */
export function registerMetrics(app: AppInstance, token: string | null): void {
  if (token === null) {
    // A route of its own, so that the web app's fallback does not answer it with the index page.
    app.get('/metrics', { config: { access: 'public' }, schema: { hide: true } }, async (request, reply) =>
      reply.code(404).send(errorBody(404, `No such path: ${request.method} /metrics`)),
    );
    return;
  }
  const expected = digest(token);
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });
  const labelNames = ['method', 'route', 'status_code'] as const;
  const requests = new Counter({
    name: 'http_requests_total',
    help: 'HTTP requests answered',
    labelNames,
    registers: [registry],
  });
  const duration = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'Time to answer HTTP requests',
    labelNames,
    buckets: [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5],
    registers: [registry],
  });

  // The label sets in use, each bound once: prom-client would otherwise hash the labels on every answer.
  const bound = new Map<
    string,
    { counter: ReturnType<typeof requests.labels>; histogram: ReturnType<typeof duration.labels> }
  >();
  app.addHook('onResponse', async (request, reply) => {
    // Unmatched paths share one label, so that scanning for random URLs cannot grow the series without end.
    const route = request.routeOptions.url ?? 'unmatched';
    const key = `${request.method} ${route} ${reply.statusCode}`;
    let series = bound.get(key);
    if (!series) {
      const labels = { method: request.method, route, status_code: String(reply.statusCode) };
      series = { counter: requests.labels(labels), histogram: duration.labels(labels) };
      bound.set(key, series);
    }
    series.counter.inc();
    series.histogram.observe(reply.elapsedTime / 1000);
  });

  app.get('/metrics', { config: { access: 'public' }, schema: { hide: true } }, async (request, reply) => {
    if (!holdsToken(request.headers.authorization, expected)) {
      reply.header('www-authenticate', 'Bearer realm="metrics"');
      return reply.code(401).send(errorBody(401, 'The metrics need their bearer token'));
    }
    reply.type(registry.contentType);
    return registry.metrics();
  });
}
