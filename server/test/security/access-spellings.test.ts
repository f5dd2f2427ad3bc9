import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  CALLERS,
  EXPECTED_ROLES,
  expectedRefusal,
  routeKey,
  signInEachCaller,
  type Caller,
} from '../api-roles.ts';
import { listenForRawRequests, type RawClient } from '../raw-http.ts';
import { useTestApp } from '../test-app.ts';

/**
 * Access is decided from the route the router matched, whatever the spelling of the request target. An
 * outside review read the staff list, the audit log and every top-up anonymously through `/%61pi/...`,
 * `/ap%69/...` and an absolute-form `GET http://host/api/...`, because the check read the URL's text while
 * the router decodes escapes and takes absolute targets. Every registered route is called here, over a
 * real socket, by each caller the role table refuses, under every spelling below.
 */
const escape = (character: string) =>
  `%${character.charCodeAt(0).toString(16).toUpperCase().padStart(2, '0')}`;
const escapeAll = (path: string, lower = false) =>
  [...path].map((c) => (c === '/' ? c : lower ? escape(c).toLowerCase() : escape(c))).join('');

/** Other spellings of `/api/...`; the first ones are known to reach the route (checked below). */
function spellings(path: string, origin: string): string[] {
  const rest = path.slice('/api'.length);
  return [
    `/%61pi${rest}`,
    `/ap%69${rest}`,
    `/AP%49${rest.toUpperCase()}`,
    escapeAll(path),
    escapeAll(path, true),
    path.toUpperCase(),
    `${origin}${path}`,
    `http://evil.example${path}`,
    `${origin}/%61pi${rest}`,
    `${path}/`,
    `/api${rest.replace(/[a-z]$/, (c) => escape(c))}`,
    // Spellings the router does not take today; they must never reach a handler if it ever does.
    `/${path}`,
    `/api/${rest}`,
    `/.${path}`,
    `/api/.${rest}`,
    `/x/..${path}`,
    `/%2e${path}`,
    `/api/x/..${rest}`,
    `${path};x=1`,
    `/api%2F${rest.slice(1)}`,
  ];
}
const SPELLINGS_THAT_MATCH = 11;

const REFUSED = new Set([401, 403, 404]);

// Each walk sends a few thousand requests over sockets, and grows with every route: room for a busy machine.
const WALK_TIMEOUT_MS = 120_000;

describe('access whatever the spelling of the path', () => {
  const t = useTestApp();
  const cookies: Partial<Record<Caller, string>> = {};
  let client: RawClient;

  beforeAll(async () => {
    Object.assign(cookies, await signInEachCaller(t.app, t.db));
    client = await listenForRawRequests(t.app);
  });
  afterAll(() => client?.close());

  const pathOf = (url: string) => url.replace(/:[A-Za-z]+/g, '1');
  const jsonHeaders = (cookie: string | undefined, extra: Record<string, string> = {}) => ({
    'content-type': 'application/json',
    ...(cookie ? { cookie } : {}),
    ...extra,
  });

  it('reaches a route through the first spellings (so that the walk below tries real doors)', async () => {
    for (const target of spellings('/api/TopupRequests/Amounts', client.origin).slice(
      0,
      SPELLINGS_THAT_MATCH,
    )) {
      const answer = await client.send({ method: 'GET', target });
      expect(answer.statusCode, target).toBe(200);
      expect(JSON.parse(answer.body), target).toContain(100);
    }
    // A back-office list reached by its staff through an escaped spelling: the same door, opened rightly.
    const staff = await client.send({
      method: 'GET',
      target: `/%61pi/Customers/Users`,
      headers: { cookie: cookies.TOPUP_ADMIN ?? '' },
    });
    expect(staff.statusCode).toBe(200);
  });

  it(
    'refuses every caller the role table refuses, on every route, under every spelling',
    { timeout: WALK_TIMEOUT_MS },
    async () => {
      const leaks: string[] = [];
      let tried = 0;
      for (const route of t.app.apiRoutes) {
        const access = EXPECTED_ROLES.get(routeKey(route.method, route.url)) ?? route.access;
        for (const caller of CALLERS) {
          const expected = expectedRefusal(access, caller);
          if (expected === null) continue;
          for (const target of spellings(pathOf(route.url), client.origin)) {
            const answer = await client.send({
              method: route.method,
              target,
              headers: jsonHeaders(cookies[caller]),
              body: route.method === 'GET' ? undefined : '{}',
            });
            tried += 1;
            // 404: the spelling reached no route. Anything else must be the refusal itself, before any work.
            const refused = answer.statusCode === expected || answer.statusCode === 404;
            if (!refused || !REFUSED.has(answer.statusCode)) {
              leaks.push(
                `${route.method} ${target} as ${caller}: ${answer.statusCode} ${answer.body.slice(0, 80)}`,
              );
            }
          }
        }
      }
      expect(tried).toBeGreaterThan(1000);
      expect(leaks).toEqual([]);
    },
  );

  it(
    'applies the same-origin and JSON-only checks to every spelling of every state-changing route',
    { timeout: WALK_TIMEOUT_MS },
    async () => {
      const leaks: string[] = [];
      for (const route of t.app.apiRoutes.filter((r) => r.method !== 'GET')) {
        const access = EXPECTED_ROLES.get(routeKey(route.method, route.url)) ?? route.access;
        // A caller the route lets in, carrying a cookie (the checks guard what a cookie can do).
        const caller = CALLERS.find((c) => c !== 'anonymous' && expectedRefusal(access, c) === null);
        if (!caller) continue;
        for (const target of spellings(pathOf(route.url), client.origin)) {
          const crossSite = await client.send({
            method: route.method,
            target,
            headers: jsonHeaders(cookies[caller], { origin: 'https://evil.example' }),
            body: '{}',
          });
          if (crossSite.statusCode !== 403 && crossSite.statusCode !== 404) {
            leaks.push(`cross-site ${route.method} ${target} as ${caller}: ${crossSite.statusCode}`);
          }
          const form = await client.send({
            method: route.method,
            target,
            headers: { cookie: cookies[caller] ?? '', 'content-type': 'text/plain' },
            body: '{"x":"="}',
          });
          if (form.statusCode !== 415 && form.statusCode !== 404) {
            leaks.push(`text/plain ${route.method} ${target} as ${caller}: ${form.statusCode}`);
          }
        }
      }
      expect(leaks).toEqual([]);
    },
  );
});
