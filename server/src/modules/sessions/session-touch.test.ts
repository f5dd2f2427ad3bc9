import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { createCustomer } from '../../demo/factories.ts';
import { useTestApp } from '../../../test/test-app.ts';
import { loginAs } from '../../../test/sessions.ts';

/**
 * A session's idle time-out slides at most once in 30 seconds, so that the back office's requests (several
 * a second while a list pages) only read their session instead of each writing it (docs/PERFORMANCE.md).
 */
describe('session time-out writes', () => {
  const t = useTestApp();
  beforeAll(async () => {
    await createCustomer(t.db, { mobileNo: '09170000001', tags: ['TOPUP_ADMIN'] });
  });

  async function expiresAt(): Promise<string> {
    const result = await t.db.execute(
      sql`select expires_at::text as at from sessions where scope = 'backoffice' order by created_at desc limit 1`,
    );
    return (result as unknown as { rows: { at: string }[] }).rows[0]?.at ?? '';
  }

  const me = (cookie: string) =>
    t.app.inject({ url: '/api/Customers/Me?scope=backoffice', headers: { cookie } });

  it('leaves a session used within the last 30 seconds as it is, and slides an older one', async () => {
    const { cookie } = await loginAs(t.app, '09170000001', 'backoffice');
    const atLogin = await expiresAt();
    expect((await me(cookie)).statusCode).toBe(200);
    expect((await me(cookie)).statusCode).toBe(200);
    expect(await expiresAt()).toBe(atLogin);

    // Last slid 31 seconds ago: the next request pushes the time-out to 30 minutes from now.
    await t.db.execute(
      sql`update sessions set expires_at = expires_at - interval '31 seconds' where scope = 'backoffice'`,
    );
    const before = await expiresAt();
    expect((await me(cookie)).statusCode).toBe(200);
    const after = await expiresAt();
    expect(new Date(after).getTime()).toBeGreaterThan(new Date(before).getTime());
  });
});
