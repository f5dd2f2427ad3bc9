import type { z } from 'zod';
import type { Access } from '../roles.ts';
import type { SessionStep } from '../two-factor.ts';

/**
 * One endpoint contract per route: what the server registers (method, path, schemas, who
 * may call it, the document's tags and summary) and what the web client calls, with the answer typed from
 * it. Each area's contracts live beside its schemas in core/api/<area>.ts.
 */
export interface EndpointContract {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  /** In Fastify's form: `/api/PaymentMethods/:code`; matched case-insensitively. */
  path: `/api/${string}`;
  /** Who may call it (core/roles.ts); the server enforces it from the route the router matched. */
  access: Access;
  /** The API document's grouping and one-line description. */
  tags: readonly string[];
  summary: string;
  /** Path parameters, query string and JSON body, as the server validates them (keys case-insensitive). */
  params?: z.ZodType;
  query?: z.ZodType;
  body?: z.ZodType;
  /** The answer of a success (status 200); a text answer (`mediaType`) is z.string(). */
  response: z.ZodType;
  /**
   * The body of a 409 answer, when this call's refusal tells more than the error body (its fields, plus
   * what the caller needs to ask the person, e.g. the role a user has). Without it, 409 is the error body.
   */
  conflict?: z.ZodType;
  /** The 200 answer's media type when it is not JSON (CSV, an image). */
  mediaType?: string;
  /** What a 204 answer (no body) means, for the endpoints that give one. */
  noContent?: string;
  /** Refused with 503 while the maintenance notice is on (app-configuration/maintenance-gate.ts). */
  maintenance?: 'closed';
  /**
   * The steps a session may still owe and call this route (plugins/access.ts, decision 0022): every other
   * route refuses such a session with 403 and a `code`. Only the step itself, logout and the reads a screen
   * needs to ask for it: `password-change` (a temporary password), `second-factor` (a money-moving user's
   * session proven by the password alone).
   */
  openTo?: readonly SessionStep[];
}

/** Declares a contract, keeping its literal path and its schemas' types for the server and the client. */
export function defineEndpoint<const E extends EndpointContract>(endpoint: E): E {
  return endpoint;
}

/** The answer of an endpoint, as the client receives it. */
export type EndpointAnswer<E extends EndpointContract> = z.output<E['response']>;

/** The path with its parameters filled in: `/api/PaymentMethods/:code` and {code: 101} give `/api/PaymentMethods/101`. */
export function endpointPath(endpoint: EndpointContract, params: unknown = {}): string {
  const values = new Map<string, unknown>(params && typeof params === 'object' ? Object.entries(params) : []);
  return endpoint.path.replace(/:([A-Za-z]+)/g, (_match, name: string) => {
    const value = values.get(name);
    if (value === undefined || value === null) throw new Error(`${endpoint.path}: no value for ${name}`);
    return encodeURIComponent(String(value));
  });
}
