import type { AppInstance } from '../src/app-instance.ts';
import { DEMO_PASSWORD } from '../src/demo/factories.ts';

/** Logs in through the real endpoint and returns the Cookie header that carries the session. */
export async function loginAs(
  app: AppInstance,
  mobileNo: string,
  scope: 'portal' | 'backoffice' = 'portal',
  password = DEMO_PASSWORD,
): Promise<{ cookie: string }> {
  const response = await app.inject({
    method: 'POST',
    url: '/api/Customers/Login',
    payload: { username: mobileNo, password, scope },
  });
  if (response.statusCode !== 200) throw new Error(`login as ${mobileNo} failed: ${response.body}`);
  const cookie = response.cookies.map((c) => `${c.name}=${c.value}`).join('; ');
  return { cookie };
}
