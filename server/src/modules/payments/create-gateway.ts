import type { Config } from '../../config.ts';
import type { Database } from '../../db/client.ts';
import type { PaymentGateway } from './gateway.ts';
import { createMayaGateway } from './maya/maya-gateway.ts';
import { createSandboxGateway } from './sandbox/sandbox-gateway.ts';

/** The gateway PAYMENT_GATEWAY names: the built-in sandbox (default) or Maya Checkout. */
export function createGateway(config: Config, db: Database): PaymentGateway {
  if (config.paymentGateway === 'maya') {
    if (!config.mayaPublicKey || !config.mayaSecretKey) {
      throw new Error('PAYMENT_GATEWAY=maya needs MAYA_PUBLIC_KEY and MAYA_SECRET_KEY');
    }
    return createMayaGateway({
      baseUrl: config.mayaBaseUrl,
      publicKey: config.mayaPublicKey,
      secretKey: config.mayaSecretKey,
      publicUrl: config.publicUrl,
      timeoutMs: config.paymentTimeoutMs,
    });
  }
  return createSandboxGateway(db);
}
