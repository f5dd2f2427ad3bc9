import { describe, expect, it } from 'vitest';
import { buildApp } from '../../app.ts';
import { openPostgres } from '../../db/client.ts';
import { testConfig, useTestApp } from '../../../test/test-app.ts';

const METRICS_TOKEN = 'test-metrics-token-0123456789';

describe('health, errors and common headers', () => {
  const t = useTestApp({ metricsToken: METRICS_TOKEN });

  it('answers /healthz and /readyz while the database is up', async () => {
    expect((await t.app.inject({ url: '/healthz' })).json()).toEqual({ status: 'ok' });
    const ready = await t.app.inject({ url: '/readyz' });
    expect(ready.statusCode).toBe(200);
    expect(ready.json()).toEqual({ status: 'ok' });
  });

  it('fails /readyz while the database is unreachable', async () => {
    // A real PostgreSQL client pointed at a port where nothing listens.
    const unreachable = openPostgres('postgres://postgres@127.0.0.1:1/nothing');
    const app = await buildApp({ config: testConfig(), database: unreachable });
    try {
      const ready = await app.inject({ url: '/readyz' });
      expect(ready.statusCode).toBe(503);
      expect(ready.json()).toEqual({ status: 'unavailable' });
      expect((await app.inject({ url: '/healthz' })).statusCode).toBe(200);
    } finally {
      await app.close();
    }
  });

  it('answers an unknown /api path with 404 JSON in the contract shape', async () => {
    const response = await t.app.inject({ url: '/api/x' });
    expect(response.statusCode).toBe(404);
    expect(response.headers['content-type']).toContain('application/json');
    expect(response.json()).toEqual({
      statusCode: 404,
      error: 'Not Found',
      message: expect.stringContaining('/api/x'),
    });
  });

  it('puts a request id on every answer, keeping a sane one the caller sent', async () => {
    const generated = await t.app.inject({ url: '/api/nothing-here' });
    expect(generated.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    const kept = await t.app.inject({ url: '/healthz', headers: { 'x-request-id': 'abc-123' } });
    expect(kept.headers['x-request-id']).toBe('abc-123');
    const replaced = await t.app.inject({ url: '/healthz', headers: { 'x-request-id': '<script>' } });
    expect(replaced.headers['x-request-id']).not.toBe('<script>');
  });

  it('sends security headers', async () => {
    const response = await t.app.inject({ url: '/healthz' });
    expect(response.headers['content-security-policy']).toContain("script-src 'self'");
    expect(response.headers['content-security-policy']).toContain("frame-ancestors 'none'");
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
  });

  it('counts requests by route in /metrics', async () => {
    await t.app.inject({ url: '/healthz' });
    const metrics = await t.app.inject({
      url: '/metrics',
      headers: { authorization: `Bearer ${METRICS_TOKEN}` },
    });
    expect(metrics.statusCode).toBe(200);
    expect(metrics.body).toMatch(
      /http_requests_total\{method="GET",route="\/healthz",status_code="200"\} \d+/,
    );
    expect(metrics.body).toContain('http_request_duration_seconds_bucket');
  });

  it('serves an OpenAPI 3.1 document generated from the route schemas', async () => {
    const document = (await t.app.inject({ url: '/api/docs/json' })).json();
    expect(document.openapi).toBe('3.1.0');
    expect(document.paths).toHaveProperty('/api/AppConfiguration/isDisableWebsite');
    expect((await t.app.inject({ url: '/api/docs' })).statusCode).toBeLessThan(400);
  });
});
