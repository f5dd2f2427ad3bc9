import { isIP } from 'node:net';
import { resolve } from 'node:path';

export const PAYMENT_GATEWAYS = ['sandbox', 'maya'] as const;
export type PaymentGatewayName = (typeof PAYMENT_GATEWAYS)[number];

export interface Config {
  port: number;
  /** 127.0.0.1 (this machine only) by default while the demo accounts or the embedded database are in use. */
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
  /**
   * The origin (scheme, host, port) of PUBLIC_URL when it is set: what our own pages send as Origin, and so
   * what the cross-site check (plugins/access.ts) compares with. Null when PUBLIC_URL is unset (a developer's
   * machine): the check then compares with the request's own Host, as the only address it has.
   */
  publicOrigin: string | null;
  seedDemo: boolean;
  logLevel: string;
  /** `plain` lines for a person at a terminal, or one JSON object per line for log collectors. */
  logFormat: LogFormat;
  /**
   * Who may tell us the client's address (X-Forwarded-For) and protocol (X-Forwarded-Proto): nobody (false),
   * the nearest N proxies (a hop count), or the proxies at these addresses and ranges.
   */
  trustProxy: TrustProxy;
  /** How long a client may take to send a request's headers, and the whole request, before a 408. */
  headersTimeoutSeconds: number;
  requestTimeoutSeconds: number;
  /** How long an idle keep-alive connection stays open between two requests. */
  keepAliveTimeoutSeconds: number;
  /** The bearer token `/metrics` asks for; null = `/metrics` is not served. */
  metricsToken: string | null;
  /** How many top-up requests may be opened (docs/SECURITY.md, "Limits on creating top-ups"). */
  createLimits: CreateLimitSettings;
  webDistDir: string;
  /** How often each process expires overdue pending top-ups; 0 turns the job off. */
  topupExpiryIntervalSeconds: number;
  /** Journal entries above this many pesos wait for a second top-up admin's approval (decision 0013). */
  journalApprovalThresholdPesos: number;
  /**
   * A journal entry to a wallet that had one of the same amount (posted or awaiting approval) this many
   * minutes before asks "Make another?" first (decision 0044); 0 = never asks.
   */
  journalDuplicateWindowMinutes: number;
  /** PGlite only: end a process whose main thread has not answered for this many seconds; 0 = never (0015). */
  pgliteWatchdogSeconds: number;
  /** The notices of top-up requests (decision 0027): their channels, each off unless configured. */
  notices: NoticeSettings;
}

export interface NoticeSettings {
  /** E-mail over SMTP; null = off. */
  email: { smtpUrl: string; from: string } | null;
  /** SMS through a Semaphore-shaped HTTP gateway; null = off. */
  sms: { url: string; apiKey: string; senderName: string | null } | null;
  /** How often the dispatcher sends what is due; 0 = never (tests ask for it). */
  dispatchIntervalSeconds: number;
  /** At most this many notices per dispatcher run. */
  batchSize: number;
  /** Tries per notice before it is marked failed. */
  maxAttempts: number;
  /** The wait before the first retry; each further retry waits twice as long (at most an hour). */
  retrySeconds: number;
  /** Time limit of one delivery to the SMTP server or the gateway. */
  sendTimeoutMs: number;
}

export type TrustProxy = false | number | string[];

export const LOG_FORMATS = ['plain', 'json'] as const;
export type LogFormat = (typeof LOG_FORMATS)[number];

export interface CreateLimitSettings {
  /** By anonymous payers from one address, per 10 minutes. */
  perAddress: number;
  /** By one payer logged in with a password, per hour. */
  perCustomer: number;
  /** By others for one wallet, per hour. */
  perWallet: number;
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

const MAX_PROXY_HOPS = 10;
const NAMED_RANGES = ['loopback', 'linklocal', 'uniquelocal'];

/** An address (`10.0.0.5`, `::1`) or a range in CIDR notation (`10.0.0.0/8`, `fd00::/8`), never all of them. */
function isProxyAddress(entry: string): boolean {
  if (NAMED_RANGES.includes(entry)) return true;
  const [address = '', prefix, ...rest] = entry.split('/');
  const family = isIP(address);
  if (family === 0 || rest.length > 0) return false;
  if (prefix === undefined) return true;
  if (!/^\d{1,3}$/.test(prefix)) return false;
  const bits = Number(prefix);
  // A /0 would trust every address on the Internet: the client's own X-Forwarded-For again.
  return bits >= 1 && bits <= (family === 4 ? 32 : 128);
}

/**
 * TRUST_PROXY: unset or false = trust no X-Forwarded-* header; true = one proxy in front (the same as 1);
 * a whole number = that many proxies in front; otherwise a comma-separated list of the proxies' addresses
 * or CIDR ranges. The client address is then read from the right of X-Forwarded-For, skipping the trusted
 * hops, so the entries a client writes itself (on the left) are never taken for its address.
 */
export function parseTrustProxy(value: string | undefined): TrustProxy {
  const text = (value ?? '').trim();
  const lower = text.toLowerCase();
  if (['', '0', 'false', 'no', 'off'].includes(lower)) return false;
  if (['true', 'yes', 'on'].includes(lower)) return 1;
  if (/^\d+$/.test(text)) {
    const hops = Number(text);
    if (hops > MAX_PROXY_HOPS) {
      throw new ConfigError(`TRUST_PROXY must be at most ${MAX_PROXY_HOPS} proxies, not "${text}"`);
    }
    return hops;
  }
  const entries = text.split(',').map((entry) => entry.trim());
  const bad = entries.find((entry) => !isProxyAddress(entry));
  if (bad !== undefined) {
    throw new ConfigError(
      `TRUST_PROXY must be false, true, a number of proxies (1-${MAX_PROXY_HOPS}) or a comma-separated ` +
        `list of proxy addresses or CIDR ranges; "${bad}" is none of these`,
    );
  }
  return entries;
}

/** The number of seconds a timeout setting holds, at least 1. */
function parseSeconds(name: string, value: string | undefined, fallback: number): number {
  return parseWholeNumber(name, value, fallback, 1);
}

/** PUBLIC_URL's origin, or null when unset; an address that is not http(s) stops the start. */
function parsePublicOrigin(value: string | undefined): string | null {
  if (!value) return null;
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw new ConfigError(`PUBLIC_URL must be an http:// or https:// address, not "${value}"`);
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    throw new ConfigError(`PUBLIC_URL must be an http:// or https:// address, not "${value}"`);
  }
  return url.origin;
}

function parseMetricsToken(value: string | undefined): string | null {
  if (value === undefined || value === '') return null;
  // Printable ASCII without spaces: it travels in an Authorization header.
  if (!/^[\x21-\x7e]{16,}$/.test(value)) {
    throw new ConfigError('METRICS_TOKEN must be at least 16 printable characters without spaces');
  }
  return value;
}

/** LOG_FORMAT, or else plain when stdout is a terminal (someone ran `npm start`) and JSON otherwise. */
function parseLogFormat(value: string | undefined, terminal: boolean): LogFormat {
  if (value === undefined || value === '') return terminal ? 'plain' : 'json';
  const format = value.toLowerCase();
  if (!(LOG_FORMATS as readonly string[]).includes(format)) {
    throw new ConfigError(`LOG_FORMAT must be one of ${LOG_FORMATS.join(', ')}, not "${value}"`);
  }
  return format as LogFormat;
}

function parseUrl(name: string, value: string, protocols: readonly string[]): string {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    // Not the value itself: it may hold a password.
    throw new ConfigError(`${name} must be a URL (${protocols.join(' or ')})`);
  }
  if (!protocols.includes(url.protocol.replace(/:$/, ''))) {
    throw new ConfigError(`${name} must start with ${protocols.map((p) => `${p}://`).join(' or ')}`);
  }
  return value;
}

/** SMTP_URL + MAIL_FROM turn e-mail on; SMS_GATEWAY_URL + SMS_API_KEY turn SMS on; nothing = both off. */
function parseNoticeSettings(env: NodeJS.ProcessEnv): NoticeSettings {
  let email: NoticeSettings['email'] = null;
  if (env.SMTP_URL) {
    if (!env.MAIL_FROM) throw new ConfigError('SMTP_URL needs MAIL_FROM (the From address of the notices)');
    email = { smtpUrl: parseUrl('SMTP_URL', env.SMTP_URL, ['smtp', 'smtps']), from: env.MAIL_FROM };
  }
  let sms: NoticeSettings['sms'] = null;
  if (env.SMS_GATEWAY_URL || env.SMS_API_KEY) {
    if (!env.SMS_GATEWAY_URL || !env.SMS_API_KEY) {
      throw new ConfigError('SMS_GATEWAY_URL and SMS_API_KEY go together: set both or neither');
    }
    sms = {
      url: parseUrl('SMS_GATEWAY_URL', env.SMS_GATEWAY_URL, ['https', 'http']),
      apiKey: env.SMS_API_KEY,
      senderName: env.SMS_SENDER_NAME || null,
    };
  }
  return {
    email,
    sms,
    dispatchIntervalSeconds: parseWholeNumber(
      'NOTICE_DISPATCH_INTERVAL_SECONDS',
      env.NOTICE_DISPATCH_INTERVAL_SECONDS,
      10,
      0,
    ),
    batchSize: parseWholeNumber('NOTICE_BATCH_SIZE', env.NOTICE_BATCH_SIZE, 50, 1),
    maxAttempts: parseWholeNumber('NOTICE_MAX_ATTEMPTS', env.NOTICE_MAX_ATTEMPTS, 6, 1),
    retrySeconds: parseWholeNumber('NOTICE_RETRY_SECONDS', env.NOTICE_RETRY_SECONDS, 60, 0),
    sendTimeoutMs: parseWholeNumber('NOTICE_SEND_TIMEOUT_MS', env.NOTICE_SEND_TIMEOUT_MS, 15_000, 100),
  };
}

export function loadConfig(
  env: NodeJS.ProcessEnv = process.env,
  terminal: boolean = process.stdout.isTTY === true,
): Config {
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
  // Demo data (published passwords) only on the embedded database unless asked for.
  const seedDemo = parseBoolean('SEED_DEMO', env.SEED_DEMO, databaseUrl === null);
  const logFormat = parseLogFormat(env.LOG_FORMAT, terminal);
  const paymentGateway = gateway as PaymentGatewayName;
  if (paymentGateway === 'maya' && (!env.MAYA_PUBLIC_KEY || !env.MAYA_SECRET_KEY)) {
    throw new ConfigError('PAYMENT_GATEWAY=maya needs MAYA_PUBLIC_KEY and MAYA_SECRET_KEY');
  }
  const requestTimeoutSeconds = parseSeconds('REQUEST_TIMEOUT_SECONDS', env.REQUEST_TIMEOUT_SECONDS, 30);
  const headersTimeoutSeconds = parseSeconds(
    'HEADERS_TIMEOUT_SECONDS',
    env.HEADERS_TIMEOUT_SECONDS,
    Math.min(10, requestTimeoutSeconds),
  );
  if (headersTimeoutSeconds > requestTimeoutSeconds) {
    throw new ConfigError(
      `HEADERS_TIMEOUT_SECONDS (${headersTimeoutSeconds}) must not be longer than REQUEST_TIMEOUT_SECONDS (${requestTimeoutSeconds})`,
    );
  }
  return {
    port,
    // The demo's accounts have published passwords: other machines reach them only when HOST says so.
    host: env.HOST || (databaseUrl === null || seedDemo ? '127.0.0.1' : '0.0.0.0'),
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
    publicOrigin: parsePublicOrigin(env.PUBLIC_URL),
    seedDemo,
    // At a terminal, warnings and errors only: the start line says the rest.
    logLevel: env.LOG_LEVEL || (logFormat === 'plain' ? 'warn' : 'info'),
    logFormat,
    trustProxy: parseTrustProxy(env.TRUST_PROXY),
    headersTimeoutSeconds,
    requestTimeoutSeconds,
    keepAliveTimeoutSeconds: parseSeconds('KEEP_ALIVE_TIMEOUT_SECONDS', env.KEEP_ALIVE_TIMEOUT_SECONDS, 72),
    metricsToken: parseMetricsToken(env.METRICS_TOKEN),
    createLimits: {
      perAddress: parseWholeNumber('TOPUP_CREATES_PER_ADDRESS', env.TOPUP_CREATES_PER_ADDRESS, 120, 1),
      perCustomer: parseWholeNumber('TOPUP_CREATES_PER_CUSTOMER', env.TOPUP_CREATES_PER_CUSTOMER, 30, 1),
      perWallet: parseWholeNumber('TOPUP_CREATES_PER_WALLET', env.TOPUP_CREATES_PER_WALLET, 20, 1),
    },
    webDistDir: resolve(env.WEB_DIST_DIR || 'dist/web'),
    topupExpiryIntervalSeconds,
    journalApprovalThresholdPesos: parseWholeNumber(
      'JOURNAL_APPROVAL_THRESHOLD_PESOS',
      env.JOURNAL_APPROVAL_THRESHOLD_PESOS,
      10_000,
      0,
    ),
    journalDuplicateWindowMinutes: parseWholeNumber(
      'JOURNAL_DUPLICATE_WINDOW_MINUTES',
      env.JOURNAL_DUPLICATE_WINDOW_MINUTES,
      10,
      0,
    ),
    pgliteWatchdogSeconds: parseWholeNumber('PGLITE_WATCHDOG_SECONDS', env.PGLITE_WATCHDOG_SECONDS, 30, 0),
    notices: parseNoticeSettings(env),
  };
}
