import { describe, expect, it } from 'vitest';
import { useTestApp } from '../test-app.ts';

/**
 * `/metrics` tells request volumes per route and status and the Node version. On the customer-facing port
 * it answers only Prometheus holding METRICS_TOKEN; without a token configured it is not served at all.
 */

const TOKEN = 'metrics-token-for-tests-0123456789';

function expectNoMetrics(body: string): void {
  expect(body).not.toContain('http_requests_total');
  expect(body).not.toContain('nodejs_version_info');
  expect(body).not.toContain('process_cpu');
}

describe('/metrics with METRICS_TOKEN set', () => {
  const t = useTestApp({ metricsToken: TOKEN });
  const scrape = (headers: Record<string, string>) => t.app.inject({ url: '/metrics', headers });

  it('refuses a scrape without a token, with 401 and no metric text', async () => {
    const response = await scrape({});
    expect(response.statusCode).toBe(401);
    expect(response.headers['www-authenticate']).toMatch(/^Bearer/);
    expectNoMetrics(response.body);
  });

  it('refuses a wrong token, a longer or shorter one, and the token in another scheme', async () => {
    for (const authorization of [
      'Bearer wrong-token-0123456789',
      `Bearer ${TOKEN}x`,
      `Bearer ${TOKEN.slice(0, -1)}`,
      `Basic ${Buffer.from(`prometheus:${TOKEN}`).toString('base64')}`,
      TOKEN,
      'Bearer ',
    ]) {
      const response = await scrape({ authorization });
      expect(response.statusCode, authorization).toBe(401);
      expectNoMetrics(response.body);
    }
  });

  it('serves the metrics to the right bearer token', async () => {
    await t.app.inject({ url: '/healthz' });
    const response = await scrape({ authorization: `Bearer ${TOKEN}` });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/plain');
    expect(response.body).toMatch(
      /http_requests_total\{method="GET",route="\/healthz",status_code="200"\} \d+/,
    );
    expect(response.body).toContain('nodejs_version_info');
  });
});

describe('/metrics without METRICS_TOKEN', () => {
  const t = useTestApp({ metricsToken: null });

  it('is not served on the public port: 404 with or without a token', async () => {
    for (const headers of [{}, { authorization: `Bearer ${TOKEN}` }]) {
      const response = await t.app.inject({ url: '/metrics', headers });
      expect(response.statusCode).toBe(404);
      expectNoMetrics(response.body);
    }
  });
});
