import type {
  FastifyBaseLogger,
  FastifyInstance,
  RawReplyDefaultExpression,
  RawRequestDefaultExpression,
  RawServerDefault,
} from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Config } from './config.ts';
import type { Database, DatabaseHandle } from './db/client.ts';
import type { EndpointContract } from '../../core/api/endpoint.ts';
import type { Access } from '../../core/roles.ts';

// The Fastify instance's type and what the app adds to it, apart from the composition root (app.ts) that
// imports every module: a module that needs the type imports this file, so that no import, type or not,
// points back at app.ts.

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Who may call the route (core/roles.ts); every /api route declares it, from its contract. */
    access?: Access;
    /** The contract the route was registered from (http/register-endpoint.ts). */
    endpoint?: EndpointContract;
  }
  interface FastifyInstance {
    db: Database;
    database: DatabaseHandle;
    appConfig: Config;
    /** Every API route with its access rule, for the authorization matrix test and the docs. */
    apiRoutes: ApiRoute[];
  }
}

export interface ApiRoute {
  method: string;
  url: string;
  access: Access;
  /** The contract it was registered from; null for a route registered some other way (a test fails). */
  endpoint: EndpointContract | null;
  /** The route's zod schemas for body and query string, for tests that generate input from them. */
  bodySchema: unknown;
  querySchema: unknown;
}

export type AppInstance = FastifyInstance<
  RawServerDefault,
  RawRequestDefaultExpression,
  RawReplyDefaultExpression,
  FastifyBaseLogger,
  ZodTypeProvider
>;
