import { afterAll, beforeAll } from 'vitest';
import type { Config } from '../src/config.ts';
import { startFakeMaya, type FakeMaya } from './fake-maya-server.ts';
import { useTestApp, type TestContext } from './test-app.ts';

export interface MayaTestContext extends TestContext {
  /** The fake Maya API the app talks to (started before the app is built). */
  fake: FakeMaya;
}

/** useTestApp with the Maya gateway, pointed at a fake Maya API that this test file starts and stops. */
export function useMayaTestApp(overrides: Partial<Config> = {}): MayaTestContext {
  // Filled in once the fake listens; useTestApp reads it when it builds the app, after this hook.
  const config: Partial<Config> = { paymentGateway: 'maya', paymentTimeoutMs: 2_500, ...overrides };
  let fake: FakeMaya | undefined;
  beforeAll(async () => {
    fake = await startFakeMaya();
    Object.assign(config, {
      mayaBaseUrl: fake.url,
      mayaPublicKey: fake.publicKey,
      mayaSecretKey: fake.secretKey,
    });
  });
  afterAll(async () => fake?.close());
  const context = useTestApp(config);
  return Object.defineProperty(context, 'fake', {
    get() {
      if (!fake) throw new Error('the fake Maya API is not started yet');
      return fake;
    },
  }) as MayaTestContext;
}
