import { beforeAll, describe, expect, it } from 'vitest';
import { SAVED_VIEW_LIMITS, SAVED_VIEW_MESSAGES } from '../../../../core/api/saved-views.ts';
import { createCustomer } from '../../demo/factories.ts';
import { useTestApp } from '../../../test/test-app.ts';
import { loginAs } from '../../../test/sessions.ts';
import { seedUsersAndMethods, USERS } from '../backoffice-topups/test-fixtures.ts';

const OTHER_ADMIN = '09170000009';

describe('saved views of the top-up list (/api/SavedViews)', () => {
  const t = useTestApp();
  let ana = '';
  let ben = '';
  let encoder = '';

  beforeAll(async () => {
    await seedUsersAndMethods(t.db);
    await createCustomer(t.db, { mobileNo: OTHER_ADMIN, firstname: 'Ben', tags: ['TOPUP_ADMIN'] });
    ana = (await loginAs(t.app, USERS.topupAdmin, 'backoffice')).cookie;
    ben = (await loginAs(t.app, OTHER_ADMIN, 'backoffice')).cookie;
    encoder = (await loginAs(t.app, USERS.transmittalEncoder, 'backoffice')).cookie;
  });

  const call = (cookie: string, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
    t.app.inject({ method, url, headers: { cookie }, ...(payload ? { payload } : {}) });
  const listOf = async (cookie: string) => {
    const response = await call(cookie, 'GET', '/api/SavedViews?list=topup-requests');
    expect(response.statusCode, response.body).toBe(200);
    return response.json() as { id: number; name: string; query: string; columns: string[] }[];
  };
  const create = (cookie: string, name: string, query = 'status=4') =>
    call(cookie, 'POST', '/api/SavedViews', {
      list: 'topup-requests',
      name,
      query,
      columns: ['reference', 'amount'],
    });

  it('saves a view with its filters and columns, and lists it to its owner only', async () => {
    const saved = await create(ana, '  Cancelled this month ', '?status=4&from=2026-11-01&reference=DEM');
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toMatchObject({
      name: 'Cancelled this month',
      query: 'status=4&from=2026-11-01&reference=DEM',
      columns: ['reference', 'amount'],
    });
    expect((await listOf(ana)).map((view) => view.name)).toEqual(['Cancelled this month']);
    expect(await listOf(ben)).toEqual([]);
  });

  it("never lets a user rename or delete another user's view (answered as not found)", async () => {
    const [view] = await listOf(ana);
    const rename = await call(ben, 'PUT', `/api/SavedViews/${view?.id}`, { name: 'Mine now' });
    expect(rename.statusCode).toBe(404);
    expect(rename.json().message).toBe(SAVED_VIEW_MESSAGES.notFound);
    expect((await call(ben, 'DELETE', `/api/SavedViews/${view?.id}`)).statusCode).toBe(404);
    expect((await listOf(ana)).map((v) => v.name)).toEqual(['Cancelled this month']);
  });

  it('refuses a duplicate name (any case) with a clear message, but another user may use it', async () => {
    const duplicate = await create(ana, 'CANCELLED THIS MONTH');
    expect(duplicate.statusCode).toBe(409);
    expect(duplicate.json().message).toBe(SAVED_VIEW_MESSAGES.duplicateName);
    expect((await create(ben, 'Cancelled this month')).statusCode).toBe(200);
  });

  it('refuses an empty or too long name, and changes nothing', async () => {
    const empty = await create(ana, '   ');
    expect(empty.statusCode).toBe(400);
    expect(empty.json().message).toContain(SAVED_VIEW_MESSAGES.nameRequired);
    const long = await create(ana, 'x'.repeat(SAVED_VIEW_LIMITS.nameLength + 1));
    expect(long.statusCode).toBe(400);
    expect(long.json().message).toContain(SAVED_VIEW_MESSAGES.nameTooLong);
    expect(await listOf(ana)).toHaveLength(1);
  });

  it('renames and deletes its own views; a rename to a taken name is refused', async () => {
    const second = (await create(ana, 'Expired')).json();
    const taken = await call(ana, 'PUT', `/api/SavedViews/${second.id}`, { name: 'cancelled this month' });
    expect(taken.statusCode).toBe(409);
    const renamed = await call(ana, 'PUT', `/api/SavedViews/${second.id}`, { name: 'Expired today' });
    expect(renamed.statusCode, renamed.body).toBe(200);
    expect(renamed.json().name).toBe('Expired today');
    expect((await call(ana, 'DELETE', `/api/SavedViews/${second.id}`)).statusCode).toBe(200);
    expect((await listOf(ana)).map((v) => v.name)).toEqual(['Cancelled this month']);
  });

  it(`keeps at most ${SAVED_VIEW_LIMITS.perUserAndList} views per user and list`, async () => {
    const held = (await listOf(ben)).length;
    for (let i = held; i < SAVED_VIEW_LIMITS.perUserAndList; i += 1) {
      expect((await create(ben, `View ${i}`)).statusCode).toBe(200);
    }
    const over = await create(ben, 'One too many');
    expect(over.statusCode).toBe(409);
    expect(over.json().message).toBe(SAVED_VIEW_MESSAGES.tooMany);
    expect(await listOf(ben)).toHaveLength(SAVED_VIEW_LIMITS.perUserAndList);
  });

  it('holds the limit and the unique name against a burst of saves at once', async () => {
    await createCustomer(t.db, { mobileNo: '09170000019', firstname: 'Cora', tags: ['TOPUP_ADMIN'] });
    const cora = (await loginAs(t.app, '09170000019', 'backoffice')).cookie;
    const over = SAVED_VIEW_LIMITS.perUserAndList + 5;
    const burst = await Promise.all(Array.from({ length: over }, (_, i) => create(cora, `Burst ${i}`)));
    const codes = burst.map((answer) => answer.statusCode);
    expect(codes.filter((code) => code === 200)).toHaveLength(SAVED_VIEW_LIMITS.perUserAndList);
    expect(codes.filter((code) => code === 409)).toHaveLength(5);
    expect(await listOf(cora)).toHaveLength(SAVED_VIEW_LIMITS.perUserAndList);

    await createCustomer(t.db, { mobileNo: '09170000029', firstname: 'Dina', tags: ['TOPUP_ADMIN'] });
    const dina = (await loginAs(t.app, '09170000029', 'backoffice')).cookie;
    const same = await Promise.all(
      Array.from({ length: 6 }, (_, i) => create(dina, i % 2 ? 'Mine' : 'MINE')),
    );
    expect(same.filter((answer) => answer.statusCode === 200)).toHaveLength(1);
    expect(same.filter((answer) => answer.statusCode === 409)).toHaveLength(5);
    expect(await listOf(dina)).toHaveLength(1);
  });

  it('is for top-up admins only, and refuses an unknown list', async () => {
    expect((await call(encoder, 'GET', '/api/SavedViews?list=topup-requests')).statusCode).toBe(403);
    expect((await call(ana, 'GET', '/api/SavedViews?list=employees')).statusCode).toBe(400);
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/SavedViews?list=topup-requests' })).statusCode,
    ).toBe(401);
  });
});
