import { resolve } from 'node:path';

export const PAYMENT_GATEWAYS = ['sandbox', 'maya'] as const;
export type PaymentGatewayName = (typeof PAYMENT_GATEWAYS)[number];

export interface Config {
  port: number;
  host: string;
  databaseUrl: string | null;
  dataDir: string;
  paymentGateway: PaymentGatewayName;
  mayaPublicKey: string | null;
  mayaSecretKey: string | null;
  mayaBaseUrl: string;
  /** How long one payment-gateway call may take before it counts as timed out. */
  paymentTimeoutMs: number;
  /** How often reconciliation re-reads pending card payments (0 = never). */
  paymentReconcileSeconds: number;
  publicUrl: string;
  seedDemo: boolean;
  logLevel: string;
  /** Behind a reverse proxy: trust its X-Forwarded-For for the client address (rate limits, logs). */
  trustProxy: boolean;
  webDistDir: string;
  /** How often each process expires overdue pending top-ups; 0 turns the job off. */
  topupExpiryIntervalSeconds: number;
}

/** A configuration the server cannot start with; main.ts prints its message as one line and exits 1. */
export class ConfigError extends Error {}

function parseBoolean(name: string, value: string | undefined, fallback: boolean): boolean {
  if (value === undefined || value === '') return fallback;
  if (['1', 'true', 'yes', 'on'].includes(value.toLowerCase())) return true;
  if (['0', 'false', 'no', 'off'].includes(value.toLowerCase())) return false;
  throw new ConfigError(`${name} must be true or false, not "${value}"`);
}

function parseWholeNumber(
  name: string,
  value: string | undefined,
  fallback: number,
  minimum: number,
): number {
  if (value === undefined || value === '') return fallback;
  const parsed = Number(value);
  if (!Number.isInteger(parsed) || parsed < minimum) {
    throw new ConfigError(`${name} must be a whole number of at least ${minimum}, not "${value}"`);
  }
  return parsed;
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const portText = env.PORT ?? '8080';
  const port = Number(portText);
  if (!Number.isInteger(port) || port < 0 || port > 65535) {
    throw new ConfigError(`PORT must be a port number, not "${portText}"`);
  }
  const expiryText = env.TOPUP_EXPIRY_INTERVAL_SECONDS || '60';
  const topupExpiryIntervalSeconds = Number(expiryText);
  if (!Number.isInteger(topupExpiryIntervalSeconds) || topupExpiryIntervalSeconds < 0) {
    throw new ConfigError(
      `TOPUP_EXPIRY_INTERVAL_SECONDS must be a whole number of seconds (0 = off), not "${expiryText}"`,
    );
  }
  const gateway = (env.PAYMENT_GATEWAY || 'sandbox').toLowerCase();
  if (!(PAYMENT_GATEWAYS as readonly string[]).includes(gateway)) {
    throw new ConfigError(`PAYMENT_GATEWAY must be one of ${PAYMENT_GATEWAYS.join(', ')}, not "${gateway}"`);
  }
  const databaseUrl = env.DATABASE_URL || null;
  const paymentGateway = gateway as PaymentGatewayName;
  if (paymentGateway === 'maya' && (!env.MAYA_PUBLIC_KEY || !env.MAYA_SECRET_KEY)) {
    throw new ConfigError('PAYMENT_GATEWAY=maya needs MAYA_PUBLIC_KEY and MAYA_SECRET_KEY');
  }
  return {
    port,
    host: env.HOST || '0.0.0.0',
    databaseUrl,
    dataDir: resolve(env.DATA_DIR || './data'),
    paymentGateway,
    mayaPublicKey: env.MAYA_PUBLIC_KEY || null,
    mayaSecretKey: env.MAYA_SECRET_KEY || null,
    mayaBaseUrl: env.MAYA_BASE_URL || 'https://pg-sandbox.paymaya.com',
    paymentTimeoutMs: parseWholeNumber('PAYMENT_TIMEOUT_MS', env.PAYMENT_TIMEOUT_MS, 10_000, 100),
    paymentReconcileSeconds: parseWholeNumber(
      'PAYMENT_RECONCILE_SECONDS',
      env.PAYMENT_RECONCILE_SECONDS,
      60,
      0,
    ),
    publicUrl: (env.PUBLIC_URL || `http://localhost:${port}`).replace(/\/+$/, ''),
    seedDemo: parseBoolean('SEED_DEMO', env.SEED_DEMO, databaseUrl === null),
    logLevel: env.LOG_LEVEL || 'info',
    trustProxy: parseBoolean('TRUST_PROXY', env.TRUST_PROXY, false),
    webDistDir: resolve(env.WEB_DIST_DIR || 'dist/web'),
    topupExpiryIntervalSeconds,
  };
}
