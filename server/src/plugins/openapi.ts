import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { RouteOptions } from 'fastify';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import { APP_VERSION_LABEL } from '../../../core/version.ts';
import type { AppInstance } from '../app-instance.ts';
import { COOKIE_NAMES } from '../modules/sessions/service.ts';
import { accessDoc, describeAccess, type AccessDoc } from './openapi-access.ts';
import { OPERATION_FACTS, type OperationFacts } from './openapi-facts.ts';
import { IDEMPOTENCY_KEY_PATTERN } from './idempotency.ts';
import { REQUEST_ID_PATTERN } from './request-id.ts';
import { ACCESS_CODES } from '../../../core/two-factor.ts';

/**
 * The OpenAPI document (GET /api/docs/json, the UI at /api/docs) is the published contract. Each route
 * declares its method, path, schemas and access rule; this adds what every route shares and the document
 * would otherwise leave out: the session cookies and who may call, operationIds, the error answers with
 * their body, the request-id and idempotency headers, Retry-After, and the media types of the few answers
 * that are not JSON. docs/API.md says what a document cannot.
 */

type Json = Record<string, unknown>;
type Operation = Json & {
  summary?: string;
  description?: string;
  operationId?: string;
  parameters?: Json[];
  requestBody?: Json;
  responses: Record<string, Json>;
};

const STATE_CHANGING = new Set(['post', 'put', 'patch', 'delete']);
const HTTP_METHODS = ['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace'];

/** What the transform learns of each route that the document's operation does not carry. */
interface RouteFacts {
  access: AccessDoc;
  maintenanceClosed: boolean;
}

/** The key under which a route's facts are kept: the document's method and path. */
export function operationKey(method: string, openapiPath: string): string {
  return `${method.toUpperCase()} ${openapiPath}`;
}

/** Fastify's `:name` parameters as the document writes them, `{name}`. */
function openapiPathOf(url: string): string {
  return url.replace(/:([A-Za-z0-9_]+)/g, '{$1}');
}

/**
 * camelCase from method and path, without the /api prefix: GET /api/Customers/ProfileImage/{customerId}
 * is getCustomersProfileImageByCustomerId. Deterministic, and unique as long as method and path are.
 */
export function operationIdOf(method: string, openapiPath: string): string {
  const words = openapiPath
    .replace(/^\/api\//i, '/')
    .split('/')
    .filter(Boolean)
    .flatMap((segment) => {
      const parameter = /^\{(.+)\}$/.exec(segment);
      const parts = (parameter ? parameter[1]! : segment).split(/[^A-Za-z0-9]+/).filter(Boolean);
      return parameter ? ['By', ...parts] : parts;
    });
  return method.toLowerCase() + words.map((word) => word[0]!.toUpperCase() + word.slice(1)).join('');
}

const ERROR_SCHEMA = {
  type: 'object',
  description: 'Every error answer: the HTTP status, its reason phrase, and a message to show a person.',
  properties: {
    statusCode: { type: 'integer', minimum: 400, maximum: 599, examples: [400] },
    error: { type: 'string', examples: ['Bad Request'] },
    message: { type: 'string', examples: ['Mobile number is required'] },
    code: {
      type: 'string',
      enum: Object.values(ACCESS_CODES),
      description:
        'What the client asks the person for (decision 0022): `password_change_required` (403, a temporary password: only the password change, logout and the session reads answer), `second_factor_required` (403, a money-moving role whose session the second factor did not prove: the code step or an enrolment), `second_factor_code_required` (400, a sensitive change of an account with a second factor needs a current code).',
    },
  },
  required: ['statusCode', 'error', 'message'],
  additionalProperties: false,
};

/** 429's body: the error body and the wait in seconds (the same number as Retry-After). */
const RATE_LIMITED_SCHEMA = {
  type: 'object',
  description:
    'A rate-limited attempt: the error body, whose message says when to try again, and the seconds to wait (the same as Retry-After), for a client that shows the moment in its own words.',
  properties: {
    ...ERROR_SCHEMA.properties,
    message: { type: 'string', examples: ['Too many attempts. Try again in 5 minutes.'] },
    retryAfterSeconds: { type: 'integer', minimum: 1, examples: [300] },
  },
  required: [...ERROR_SCHEMA.required, 'retryAfterSeconds'],
  additionalProperties: false,
};

const REQUEST_ID_HEADER = {
  description:
    "The request's id: the caller's own X-Request-Id when it matched the pattern, else a new UUID.",
  schema: { type: 'string', pattern: REQUEST_ID_PATTERN.source },
};
const RETRY_AFTER_HEADER = {
  description:
    'Seconds to wait before trying again: always on 429; on 409 while the first request with this Idempotency-Key runs; on 503 when the database does not answer (not for the maintenance notice, whose end nobody knows).',
  schema: { type: 'integer', minimum: 0 },
};
const REPLAYED_HEADER = {
  description: '`true` when this is the kept answer of an earlier request with the same Idempotency-Key.',
  schema: { type: 'string', enum: ['true'] },
};

/** The error answers, each with the error body; the description says when it is given. */
const ERRORS: Record<string, { name: string; description: string; retryAfter?: boolean }> = {
  '400': {
    name: 'BadRequest',
    description:
      'The request is not valid: a field breaks its rule (the message names the first one), a business rule refuses it, the JSON does not parse, text holds a NUL character, or the Idempotency-Key is malformed.',
  },
  '401': {
    name: 'Unauthorized',
    description: 'No session of the kind this operation needs (or it has ended).',
  },
  '403': {
    name: 'Forbidden',
    description:
      "The session's role may not call this operation, the operation refuses this caller (e.g. one's own request), a state-changing request came from another site, or the session still owes a step (its `code`: a temporary password to change, a second factor to give).",
  },
  '404': { name: 'NotFound', description: 'The record named in the path does not exist.' },
  '409': {
    name: 'Conflict',
    description:
      'The Idempotency-Key was used for another request, or its first request is still running (then with Retry-After); or the record is not in a state that allows this.',
  },
  '413': { name: 'PayloadTooLarge', description: 'The request body is larger than 1 MiB.' },
  '415': { name: 'UnsupportedMediaType', description: 'A request body that is not `application/json`.' },
  '429': {
    name: 'TooManyRequests',
    description: 'Too many attempts from this address (or for this account or reference) in the window.',
    retryAfter: true,
  },
  default: {
    name: 'OtherError',
    description:
      'Any other error, with the same body: e.g. 404 when an id in the body or query names nothing, 409 when the record is not in a state that allows this.',
  },
  '500': { name: 'InternalError', description: 'A fault on the server; nothing about it is in the answer.' },
  '503': {
    name: 'ServiceUnavailable',
    description:
      'The database does not answer for a moment, or the maintenance notice closes this operation.',
    retryAfter: true,
  },
};

function errorResponse(status: string): Json {
  const error = ERRORS[status]!;
  const headers: Json = { 'X-Request-Id': { $ref: '#/components/headers/RequestId' } };
  if (error.retryAfter || status === '409')
    headers['Retry-After'] = { $ref: '#/components/headers/RetryAfter' };
  return {
    description: error.description,
    headers,
    content: {
      'application/json': {
        schema: { $ref: `#/components/schemas/${status === '429' ? 'RateLimited' : 'Error'}` },
      },
    },
  };
}

/** Which error answers an operation can give, from what it declares and what every route shares. */
function errorStatuses(
  method: string,
  operation: Operation,
  facts: RouteFacts,
  extra: OperationFacts,
): string[] {
  const stateChanging = STATE_CHANGING.has(method);
  // 400 for every operation: even one that reads no input refuses a NUL character in its query string.
  // 403 for every operation: a session that owes a step (a temporary password, a second factor) is refused
  // by every route its contract does not open to that step (plugins/session-steps.ts).
  const statuses = new Set<string>(['400', '403', '500', '503', 'default']);
  for (const status of facts.access.errors) statuses.add(status);
  // access.ts refuses a state-changing request with a cookie from another site, whatever the rule.
  if (stateChanging) ['403', '409', '413', '415'].forEach((status) => statuses.add(status));
  if (operation.parameters?.some((parameter) => parameter.in === 'path')) statuses.add('404');
  if (extra.rateLimited) statuses.add('429');
  for (const status of extra.errors ?? []) statuses.add(status);
  for (const status of extra.notErrors ?? []) statuses.delete(status);
  return [...statuses].sort();
}

function describe(method: string, facts: RouteFacts, extra: OperationFacts): string {
  const lines = [describeAccess(facts.access)];
  if (STATE_CHANGING.has(method))
    lines.push(
      'Honours `Idempotency-Key`: a retry with the same key and request gets the first answer again.',
    );
  if (extra.rateLimited) lines.push(`Rate-limited: ${extra.rateLimited}; then 429 with Retry-After.`);
  if (facts.maintenanceClosed) lines.push('Closed (503) while the maintenance notice is on.');
  return lines.join('\n\n');
}

/** The media type and schema of an answer that is not JSON, where a route sends one. */
function applyMediaTypes(operation: Operation, extra: OperationFacts): void {
  for (const [status, answer] of Object.entries(extra.answers ?? {})) {
    operation.responses[status] = {
      description: answer.description,
      ...(answer.content ? { content: answer.content } : {}),
    };
  }
}

function enrichOperation(method: string, path: string, operation: Operation, facts: RouteFacts): void {
  const key = operationKey(method, path);
  const extra = OPERATION_FACTS[key] ?? {};
  operation.operationId ??= operationIdOf(method, path);
  operation.description = [operation.description, describe(method, facts, extra)]
    .filter(Boolean)
    .join('\n\n');
  operation.security = facts.access.security;
  operation['x-roles'] = facts.access.roles;
  // Before the shared header parameters are added: they are no input a request can get wrong.
  const errors = errorStatuses(method, operation, facts, extra);

  const parameters = operation.parameters ?? [];
  parameters.push({ $ref: '#/components/parameters/RequestId' });
  if (STATE_CHANGING.has(method)) parameters.push({ $ref: '#/components/parameters/IdempotencyKey' });
  operation.parameters = parameters;

  applyMediaTypes(operation, extra);
  for (const [status, response] of Object.entries(operation.responses)) {
    if (response.description === 'Default Response') response.description = status === '200' ? 'OK' : status;
    const headers: Json = { 'X-Request-Id': { $ref: '#/components/headers/RequestId' } };
    if (STATE_CHANGING.has(method))
      headers['Idempotent-Replayed'] = { $ref: '#/components/headers/Replayed' };
    // A route's own 409 (a contract's `conflict`) is still the idempotency conflict too, with its header.
    if (status === '409') headers['Retry-After'] = { $ref: '#/components/headers/RetryAfter' };
    response.headers = { ...(response.headers as Json | undefined), ...headers };
  }
  for (const status of errors) {
    // A route's own answer for an error status (the readiness probe's 503) is kept as it declares it.
    operation.responses[status] ??= { $ref: `#/components/responses/${ERRORS[status]!.name}` };
  }
}

/** The components every operation refers to; only the error answers some operation uses are kept. */
function components(usedResponses: Set<string>): Json {
  const responses: Json = {};
  for (const [status, error] of Object.entries(ERRORS))
    if (usedResponses.has(error.name)) responses[error.name] = errorResponse(status);
  return {
    securitySchemes: {
      portalSession: {
        type: 'apiKey',
        in: 'cookie',
        name: COOKIE_NAMES.portal,
        description:
          "The customer portal's session, set (HttpOnly, SameSite=Lax) by POST /api/Customers/Login with scope portal, or by a QR-code lookup.",
      },
      backOfficeSession: {
        type: 'apiKey',
        in: 'cookie',
        name: COOKIE_NAMES.backoffice,
        description:
          "The back office's session, set by POST /api/Customers/Login with scope backoffice; its role comes from the user's tags.",
      },
    },
    schemas: { Error: ERROR_SCHEMA, RateLimited: RATE_LIMITED_SCHEMA },
    parameters: {
      RequestId: {
        name: 'X-Request-Id',
        in: 'header',
        required: false,
        description:
          'Your own id for this request, kept in the logs and answered back when it matches the pattern; any other value is replaced by a new UUID (never refused).',
        schema: { type: 'string', pattern: REQUEST_ID_PATTERN.source },
      },
      IdempotencyKey: {
        name: 'Idempotency-Key',
        in: 'header',
        required: false,
        description:
          'A key of your choice for this request. Within 24 hours, the same key with the same method, path, query and body gets the first answer again (status and body) and nothing runs twice; the same key with another request is refused (409). Keys are per session (or per address without one).',
        schema: { type: 'string', pattern: IDEMPOTENCY_KEY_PATTERN.source },
      },
    },
    headers: { RequestId: REQUEST_ID_HEADER, RetryAfter: RETRY_AFTER_HEADER, Replayed: REPLAYED_HEADER },
    responses,
  };
}

function finishDocument(document: Json, routeFacts: Map<string, RouteFacts>): Json {
  const paths = document.paths as Record<string, Record<string, Operation>>;
  const usedResponses = new Set<string>();
  const operationIds = new Map<string, string>();
  const tags = new Set<string>();
  for (const [path, item] of Object.entries(paths)) {
    for (const method of HTTP_METHODS) {
      const operation = item[method];
      if (!operation) continue;
      const key = operationKey(method, path);
      const facts = routeFacts.get(key);
      if (!facts) throw new Error(`OpenAPI: no route facts for ${key}`);
      enrichOperation(method, path, operation, facts);
      const earlier = operationIds.get(operation.operationId!);
      if (earlier) throw new Error(`OpenAPI: operationId ${operation.operationId} of ${key} and ${earlier}`);
      operationIds.set(operation.operationId!, key);
      for (const tag of (operation.tags as string[] | undefined) ?? []) tags.add(tag);
      for (const response of Object.values(operation.responses)) {
        const ref = response.$ref as string | undefined;
        if (ref) usedResponses.add(ref.split('/').pop()!);
      }
    }
  }
  for (const key of Object.keys(OPERATION_FACTS)) {
    if (!routeFacts.has(key)) throw new Error(`OpenAPI: facts for ${key}, which is no operation`);
  }
  return {
    ...document,
    tags: [...tags].sort().map((name) => ({ name, description: TAG_DESCRIPTIONS[name] ?? name })),
    components: { ...(document.components as Json | undefined), ...components(usedResponses) },
  };
}

const TAG_DESCRIPTIONS: Record<string, string> = {
  Health: 'Liveness and readiness probes for the platform (outside /api).',
  'Customer portal': "What the customer portal calls: lookups, top-ups, the session customer's own data.",
  Sessions: 'Log in and out of the portal or the back office.',
  'Back office': 'Back-office administration: users, payment methods, journal entries, audit log, reports.',
  'Back office: top-up requests': 'The top-up list, its dashboard, reports and status changes (TOPUP_ADMIN).',
  'Card payments': "The payment provider's callback, the return pages' check, and card reposts.",
  Departments: 'Departments of employees, for transmittals.',
  Employees: 'Employees and the e-wallets transmittals pay.',
  Transmittals: 'Batches of payments to employees: entry, approval, rejection.',
};

/** Registers the document and its UI. Call before any route is added: the document is built from them. */
export async function registerOpenApi(app: AppInstance): Promise<void> {
  const routeFacts = new Map<string, RouteFacts>();
  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'E-wallet top-up API',
        version: APP_VERSION_LABEL.replace(/^V\s*/, ''),
        description:
          'The customer portal and back office API. Conventions the document cannot say (errors, key spelling, idempotency, paging, dates, money, sessions, rate limits) are in docs/API.md.',
        license: { name: 'Proprietary', identifier: 'LicenseRef-Proprietary' },
      },
      servers: [{ url: '/', description: 'The server that serves this document' }],
    },
    transform(document) {
      const transformed = jsonSchemaTransform(document);
      const route = document.route as RouteOptions;
      const access = route.config?.access;
      if (access !== undefined && !transformed.schema?.hide) {
        const facts: RouteFacts = {
          access: accessDoc(access),
          maintenanceClosed: route.config?.maintenance === 'closed',
        };
        for (const method of [route.method].flat()) {
          routeFacts.set(operationKey(method, openapiPathOf(transformed.url)), facts);
        }
      }
      return transformed;
    },
    transformObject(document) {
      if (!('openapiObject' in document)) throw new Error('OpenAPI: expected an OpenAPI 3 document');
      return finishDocument(document.openapiObject as Json, routeFacts) as typeof document.openapiObject;
    },
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs', staticCSP: true });
}
