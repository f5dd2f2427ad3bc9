import Fastify from 'fastify';
import cookie from '@fastify/cookie';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Config, TrustProxy } from './config.ts';
import { logController, loggerOptions, type LogDestination } from './logging.ts';
import type { DatabaseHandle } from './db/client.ts';
import { registerErrorHandling } from './plugins/error-handler.ts';
import { registerCaseInsensitiveKeys } from './plugins/case-insensitive-keys.ts';
import { registerMetrics } from './plugins/metrics.ts';
import { registerWebApp } from './plugins/web-app.ts';
import { getSiteDisabled } from './modules/app-configuration/service.ts';
import { sessionToken } from './modules/sessions/cookies.ts';
import { registerCompression } from './plugins/compression.ts';
import { useReadableZodMessages } from './plugins/zod-messages.ts';
import { registerAccessControl } from './plugins/access.ts';
import { registerIdempotency } from './plugins/idempotency.ts';
import { registerRejectNul } from './plugins/reject-nul.ts';
import { registerJsonBodies } from './plugins/json-bodies.ts';
import { registerSecurityHeaders } from './plugins/security-headers.ts';
import { registerOpenApi } from './plugins/openapi.ts';
import { registerRequestIdHeader, requestIdOf } from './plugins/request-id.ts';
import { registerHealthRoutes } from './modules/health/routes.ts';
import { registerSessionRoutes } from './modules/sessions/routes.ts';
import { registerCustomerRoutes } from './modules/customers/routes.ts';
import { registerAuditRoutes } from './modules/audit/routes.ts';
import { registerBackOfficeTopupRoutes } from './modules/backoffice-topups/routes.ts';
import { registerSavedViewRoutes } from './modules/saved-views/routes.ts';
import { registerAppConfigurationRoutes } from './modules/app-configuration/routes.ts';
import { registerPaymentMethodAdminRoutes } from './modules/payment-methods/admin-routes.ts';
import { registerUserRoutes } from './modules/users/routes.ts';
import { registerAuditFilterRoutes } from './modules/audit/filter-routes.ts';
import { registerJournalEntryRoutes } from './modules/journal-entries/routes.ts';
import { registerReconciliationReportRoutes } from './modules/reconciliation-report/routes.ts';
import { registerDepartmentRoutes } from './modules/departments/routes.ts';
import { registerEmployeeRoutes } from './modules/employees/routes.ts';
import { registerTransmittalRoutes } from './modules/transmittals/routes.ts';
import { registerPaymentMethodRoutes } from './modules/payment-methods/routes.ts';
import { registerTopupRoutes } from './modules/topups/routes.ts';
import { registerWalletHistoryRoutes } from './modules/wallet-history/routes.ts';
import { registerReceiptRoutes } from './modules/receipts/routes.ts';
import { registerTopupExpiryRunner } from './modules/topups/expiry-runner.ts';
import { registerPeriodicRunner } from './modules/periodic/plugin.ts';
import { registerNotices } from './modules/notices/plugin.ts';
import { registerPayments } from './modules/payments/plugin.ts';
import { registerPaymentsToReturnRoutes } from './modules/payments-to-return/routes.ts';
import { registerInboxRoutes } from './modules/inbox/routes.ts';
import { registerTwoFactorRoutes } from './modules/sessions/second-factor/routes.ts';
import { registerPasswordRoutes } from './modules/passwords/routes.ts';
import type { AppInstance } from './app-instance.ts';

export interface BuildAppOptions {
  config: Config;
  database: DatabaseHandle;
  /** false in tests; true = config.logLevel on stdout; or a level, and a stream for tests that read the lines. */
  logger?: boolean | { level: string; stream?: LogDestination };
}

/**
 * The client address is read from the right of X-Forwarded-For: each trusted hop is skipped, and the first
 * address a trusted hop reports is the client's. A hop count trusts the nearest N peers whatever their
 * address (the server must then be reachable only through the proxies); a list trusts those addresses only,
 * the direct peer included, so X-Forwarded-Proto and -Host count only when the direct peer is listed.
 */
function trustProxyOption(trust: TrustProxy): false | string[] | ((address: string, hop: number) => boolean) {
  if (trust === false) return false;
  if (typeof trust === 'number') return (_address, hop) => hop < trust;
  return trust;
}

/**
 * Time limits for the headers, the whole request (a body that trickles in is answered 408 and its connection
 * closed) and idle keep-alive connections. Node checks the first two every connectionsCheckingInterval
 * (30 s by default), which would let a 1 s limit run to 31 s: check ten times per limit, at most each second.
 */
function timeoutOptions(config: Config) {
  const headersTimeout = config.headersTimeoutSeconds * 1000;
  const requestTimeout = config.requestTimeoutSeconds * 1000;
  const connectionsCheckingInterval = Math.min(1000, Math.max(100, Math.floor(headersTimeout / 10)));
  return {
    requestTimeout,
    keepAliveTimeout: config.keepAliveTimeoutSeconds * 1000,
    http: { headersTimeout, requestTimeout, connectionsCheckingInterval },
  };
}

export async function buildApp({ config, database, logger = false }: BuildAppOptions): Promise<AppInstance> {
  useReadableZodMessages();
  const app = Fastify({
    // No query strings, SQL parameters or personal data in the logs (logging.ts).
    logger:
      logger === false
        ? false
        : logger === true
          ? loggerOptions(config.logLevel)
          : loggerOptions(logger.level, logger.stream),
    logController: logController(),
    routerOptions: { caseSensitive: false, ignoreTrailingSlash: true },
    bodyLimit: 1024 * 1024,
    trustProxy: trustProxyOption(config.trustProxy),
    ...timeoutOptions(config),
    // A caller's own request id is kept when it is sane, so that logs can be joined across services.
    genReqId: requestIdOf,
    forceCloseConnections: 'idle',
  }).withTypeProvider<ZodTypeProvider>();

  app.decorate('db', database.db);
  app.decorate('database', database);
  app.decorate('appConfig', config);
  app.decorate('apiRoutes', []);
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerRequestIdHeader(app);
  app.addHook('onClose', async () => {
    await database.close();
  });
  // Every API route states who may call it; a route that forgets is a start-up error, not an open door.
  app.addHook('onRoute', (route) => {
    const url = route.url.toLowerCase();
    // The 404 for unknown /api paths (plugins/web-app.ts) is no API route: nothing to declare or list.
    if (!url.startsWith('/api/') || url.startsWith('/api/docs') || route.config?.noSuchPath) return;
    const access = route.config?.access;
    if (!access) throw new Error(`Route ${route.method} ${route.url} declares no access rule`);
    for (const method of [route.method].flat()) {
      if (method !== 'HEAD') {
        app.apiRoutes.push({
          method,
          url: route.url,
          access,
          endpoint: route.config?.endpoint ?? null,
          bodySchema: route.schema?.body,
          querySchema: route.schema?.querystring,
        });
      }
    }
  });

  registerErrorHandling(app);
  // Before any route: it hooks into each route as it is added.
  await registerCompression(app);
  registerCaseInsensitiveKeys(app);
  registerRejectNul(app);
  registerSecurityHeaders(app, {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        // Mantine sets style attributes on elements; no script may run inline.
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        connectSrc: ["'self'"],
        frameAncestors: ["'none'"],
        formAction: ["'self'"],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        upgradeInsecureRequests: null,
      },
    },
    // HSTS only means something behind HTTPS; the proxy in front sets it (docs/DEPLOYMENT.md).
    hsts: config.publicUrl.startsWith('https://'),
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
  });
  await app.register(cookie);
  registerAccessControl(app);
  // After the access check: a caller without the right session learns nothing about bodies either.
  registerJsonBodies(app);
  registerIdempotency(app);
  // Before any route, so that it sees them all; the document is built from their declarations.
  await registerOpenApi(app);

  registerMetrics(app, config.metricsToken);
  registerHealthRoutes(app);
  registerAppConfigurationRoutes(app);
  registerPaymentMethodRoutes(app);
  registerTopupRoutes(app);
  registerWalletHistoryRoutes(app);
  registerReceiptRoutes(app);
  registerPeriodicRunner(app);
  registerTopupExpiryRunner(app, config.topupExpiryIntervalSeconds);
  registerNotices(app, config.notices, config.publicUrl);
  registerSessionRoutes(app);
  registerCustomerRoutes(app);
  registerAuditRoutes(app);
  registerPaymentMethodAdminRoutes(app);
  registerUserRoutes(app);
  registerAuditFilterRoutes(app);
  registerJournalEntryRoutes(app);
  registerReconciliationReportRoutes(app);
  registerDepartmentRoutes(app);
  registerEmployeeRoutes(app);
  registerTransmittalRoutes(app);
  registerPayments(app);
  registerPaymentsToReturnRoutes(app);
  registerInboxRoutes(app);
  registerBackOfficeTopupRoutes(app);
  registerSavedViewRoutes(app);
  registerTwoFactorRoutes(app);
  registerPasswordRoutes(app);

  await registerWebApp(app, config.webDistDir, {
    // Not a check of anyone's rights: it only picks which of two public pages to send. A database that
    // cannot answer gets the plain page, which shows the app's own message.
    prerenderedHomeFits: async (request) =>
      sessionToken(request, 'portal') === undefined && !(await getSiteDisabled(app.db).catch(() => true)),
  });
  return app;
}
