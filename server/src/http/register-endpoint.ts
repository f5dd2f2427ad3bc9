import type {
  ContextConfigDefault,
  FastifyBaseLogger,
  FastifySchema,
  RawReplyDefaultExpression,
  RawRequestDefaultExpression,
  RawServerDefault,
  RouteGenericInterface,
  RouteHandlerMethod,
} from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { EndpointContract } from '../../../core/api/endpoint.ts';
import type { AppInstance } from '../app-instance.ts';

/** The Fastify schema a contract gives its route: zod schemas, so that the document is generated from them. */
interface RouteSchemaOf<E extends EndpointContract> extends FastifySchema {
  params: E['params'];
  querystring: E['query'];
  body: E['body'];
  // A text or image answer is sent as it is, not serialized through the JSON schema.
  response: E['mediaType'] extends string ? undefined : { 200: E['response'] };
}

/** A handler of an endpoint: request and reply typed from its contract's schemas. */
export type EndpointHandler<E extends EndpointContract> = RouteHandlerMethod<
  RawServerDefault,
  RawRequestDefaultExpression,
  RawReplyDefaultExpression,
  RouteGenericInterface,
  ContextConfigDefault,
  RouteSchemaOf<E>,
  ZodTypeProvider,
  FastifyBaseLogger
>;

/**
 * Registers the route of an endpoint contract (core/api/endpoint.ts) with its handler: method, path and
 * schemas from the contract, and the contract itself in the route's config, where the access check
 * (plugins/access.ts) reads who may call it once the router has matched the route.
 */
export function registerEndpoint<const E extends EndpointContract>(
  app: AppInstance,
  endpoint: E,
  handler: EndpointHandler<E>,
  /** For http/register-session-read.ts only: its handler reads the session and checks the input itself. */
  sessionRead?: { sessionInRead: true },
): void {
  const schema: FastifySchema & { tags: string[]; summary: string } = {
    tags: [...endpoint.tags],
    summary: endpoint.summary,
  };
  if (endpoint.params) schema.params = endpoint.params;
  if (endpoint.query) schema.querystring = endpoint.query;
  if (endpoint.body) schema.body = endpoint.body;
  if (!endpoint.mediaType) {
    schema.response = { 200: endpoint.response, ...(endpoint.conflict ? { 409: endpoint.conflict } : {}) };
  }
  app.route({
    method: endpoint.method,
    url: endpoint.path,
    schema,
    config: {
      access: endpoint.access,
      endpoint,
      ...(endpoint.maintenance ? { maintenance: endpoint.maintenance } : {}),
      ...(sessionRead ? { sessionInRead: true } : {}),
    },
    // A session read's handler answers a malformed input only after the session's check (as the access
    // hook does for every other route): it is given the validation's error instead of Fastify sending it.
    ...(sessionRead ? { attachValidation: true } : {}),
    // Every answer of the API, errors included, is kept by no cache: most carry personal data or answer a
    // secret in their address (a receipt token), and none is worth the risk of a shared or a disk cache
    // handing it to the next person at a shared phone or behind the same proxy (docs/SECURITY.md).
    onSend: (_request, reply, payload, done) => {
      reply.header('cache-control', 'no-store');
      done(null, payload);
    },
    // The handler's types come from the same contract as the schema above (RouteSchemaOf).
    handler: handler as RouteHandlerMethod,
  });
}
