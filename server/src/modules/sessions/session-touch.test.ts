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

  it('answers Me with the seconds left before the idle time-out and the time-out itself', async () => {
    const { cookie } = await loginAs(t.app, '09170000001', 'backoffice');
    const answer = (await me(cookie)).json();
    expect(answer.idleTimeoutSeconds).toBe(30 * 60);
    expect(answer.idleSecondsLeft).toBeGreaterThan(30 * 60 - 5);
    expect(answer.idleSecondsLeft).toBeLessThanOrEqual(30 * 60);
  });

  it('reads the session without sliding it for a request marked X-Background-Request: 1', async () => {
    const { cookie } = await loginAs(t.app, '09170000001', 'backoffice');
    await t.db.execute(
      sql`update sessions set expires_at = now() + interval '50 seconds' where scope = 'backoffice'`,
    );
    const background = () =>
      t.app.inject({
        url: '/api/Customers/Me?scope=backoffice',
        headers: { cookie, 'x-background-request': '1' },
      });
    const polled = await background();
    expect(polled.statusCode).toBe(200);
    expect(polled.json().idleSecondsLeft).toBeLessThanOrEqual(50);
    // A timer polling a list is no person at work: the time-out stays where it was.
    const list = await t.app.inject({
      url: '/api/Customers/Users',
      headers: { cookie, 'x-background-request': '1' },
    });
    expect(list.statusCode).toBe(200);
    expect((await background()).json().idleSecondsLeft).toBeLessThanOrEqual(50);
    // The person's own request ("Stay signed in") slides it to the full 30 minutes again.
    const used = await me(cookie);
    expect(used.json().idleSecondsLeft).toBeGreaterThan(30 * 60 - 5);
    // Once it has passed, a background request is refused like any other.
    await t.db.execute(
      sql`update sessions set expires_at = now() - interval '1 second' where scope = 'backoffice'`,
    );
    expect((await background()).statusCode).toBe(401);
  });
});
