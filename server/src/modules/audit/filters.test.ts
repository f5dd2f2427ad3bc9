import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/test-app.ts';
import { createCallers, expectTopupAdminOnly, type Callers } from '../../../test/back-office-callers.ts';

describe('GET /api/AuditLog/Filters', () => {
  const t = useTestApp();
  let callers: Callers;
  beforeAll(async () => {
    callers = await createCallers(t.app, t.db);
  });

  it('offers each actor once and each kind of record once', async () => {
    await t.app.inject({
      method: 'PUT',
      url: '/api/AppConfiguration/isDisableWebsite',
      headers: { cookie: callers.topupAdmin, 'content-type': 'application/json' },
      payload: 'false',
    });
    const response = await t.app.inject({
      url: '/api/AuditLog/Filters',
      headers: { cookie: callers.topupAdmin },
    });
    expect(response.statusCode).toBe(200);
    const filters = response.json();
    // Three back-office logins (one per role) and one setting change by the top-up admin.
    expect(filters.kinds).toEqual(['app-setting', 'session']);
    expect(filters.actors.map((actor: { name: string }) => actor.name)).toHaveLength(3);
    expect(filters.actors.map((actor: { name: string }) => actor.name)).toContain('Tess Customer');
  });

  it('is for top-up admins only', async () => {
    await expectTopupAdminOnly(t.app, callers, { url: '/api/AuditLog/Filters' });
  });
});
