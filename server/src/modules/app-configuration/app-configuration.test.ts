import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/test-app.ts';
import { setSiteDisabled } from './service.ts';

describe('GET /api/AppConfiguration/isDisableWebsite', () => {
  const t = useTestApp();

  it('is false on a database without the flag', async () => {
    const response = await t.app.inject({ url: '/api/AppConfiguration/isDisableWebsite' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toBe(false);
  });

  it('reads the flag from the database, whatever the case of the path', async () => {
    await setSiteDisabled(t.db, true);
    expect((await t.app.inject({ url: '/api/appconfiguration/ISDISABLEWEBSITE' })).json()).toBe(true);
    await setSiteDisabled(t.db, false);
    expect((await t.app.inject({ url: '/api/AppConfiguration/isDisableWebsite' })).json()).toBe(false);
  });
});
