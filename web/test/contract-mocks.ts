import { http, HttpResponse, type JsonBodyType } from 'msw';
import { setupServer } from 'msw/node';
import { z } from 'zod';
import type { EndpointContract } from '@core/api/endpoint';
import { appConfigurationEndpoints } from '@core/api/app-configuration';

/**
 * The network of a screen test: every call the screen makes is answered by a handler registered through an
 * endpoint contract (core/api), and every answer is checked against that contract's response schema before
 * it is served. A mock that drifts from the server (a renamed field, a number sent as text) fails the test
 * that sets it up, instead of letting a screen pass against an answer the server can no longer give.
 * A call no handler answers fails the test too (setup.ts records it as a violation).
 */
export const mockServer = setupServer();

/**
 * What went wrong on the mocked network during a test: a request the contract refuses (the server would
 * answer 400), an answer computed from a request that does not fit the contract, a call nobody answered.
 * web/test/setup.ts fails the test after it when this is not empty: inside a handler, a throw would only
 * become an error answer that a screen may well show politely.
 */
export const contractViolations: string[] = [];

/** The error names the server puts beside a status (Node's STATUS_CODES), for the statuses the API uses. */
const STATUS_TEXTS: Record<number, string> = {
  400: 'Bad Request',
  401: 'Unauthorized',
  403: 'Forbidden',
  404: 'Not Found',
  409: 'Conflict',
  413: 'Payload Too Large',
  429: 'Too Many Requests',
  500: 'Internal Server Error',
  503: 'Service Unavailable',
};

/** What a server answer looks like on the wire: the schema's input side (dates as text, not Date objects). */
export type WireAnswer<E extends EndpointContract> = z.input<E['response']>;

/** One request as the handler received it, parsed with the contract's request schemas. */
export interface ContractRequest<E extends EndpointContract> {
  params: E['params'] extends z.ZodType ? z.output<E['params']> : Record<string, string>;
  query: Record<string, string | string[]>;
  body: E['body'] extends z.ZodType ? z.output<E['body']> : undefined;
  /** The JSON body exactly as the screen sent it (before the contract's defaults and transforms). */
  sentJson: unknown;
  headers: Headers;
}

export class ContractDriftError extends Error {
  override name = 'ContractDriftError';
}

/** The contract's path in MSW's form: `/api/PaymentMethods/:code` stays as it is, relative to the page. */
function urlPattern(contract: EndpointContract): string {
  return contract.path;
}

function describe(contract: EndpointContract): string {
  return `${contract.method} ${contract.path}`;
}

/** Parses `body` with the contract's response schema; throws, naming the fields, when it does not fit. */
export function checkedAnswer<E extends EndpointContract>(contract: E, body: WireAnswer<E>): WireAnswer<E> {
  const parsed = z.safeParse(contract.response, body);
  if (!parsed.success) {
    throw new ContractDriftError(
      `the mocked answer of ${describe(contract)} does not match its contract:\n${z.prettifyError(parsed.error)}`,
    );
  }
  return body;
}

function queryOf(url: URL): Record<string, string | string[]> {
  const query: Record<string, string | string[]> = {};
  for (const key of new Set(url.searchParams.keys())) {
    const values = url.searchParams.getAll(key);
    query[key] = values.length === 1 ? (values[0] ?? '') : values;
  }
  return query;
}

/** Reads the request with the contract's schemas, recording (not throwing) what the server would refuse. */
async function readRequest<E extends EndpointContract>(
  contract: E,
  request: Request,
  params: Record<string, unknown>,
): Promise<ContractRequest<E>> {
  const url = new URL(request.url);
  const query = queryOf(url);
  let body: unknown = undefined;
  const text = await request.text();
  if (text) body = JSON.parse(text);
  const parts: [string, z.ZodType | undefined, unknown][] = [
    ['params', contract.params, params],
    ['query', contract.query, query],
    ['body', contract.body, body],
  ];
  const parsed: Record<string, unknown> = { params, query, body };
  for (const [part, schema, value] of parts) {
    if (!schema) continue;
    const result = z.safeParse(schema, value);
    if (result.success) parsed[part] = result.data;
    else
      contractViolations.push(
        `${describe(contract)}: the screen sent a ${part} its contract refuses:\n${z.prettifyError(result.error)}`,
      );
  }
  return {
    ...(parsed as Omit<ContractRequest<E>, 'headers' | 'sentJson'>),
    sentJson: body,
    headers: request.headers,
  };
}

interface AnswerOptions {
  /** Answer only the first matching call (then the next handler, or an earlier one, answers). */
  once?: boolean;
}

/**
 * Answers every call of `contract` with `body`, checked against the contract's response schema now (a
 * drifted mock throws here, in the test that wrote it). A function computes the answer from the request.
 */
export function answer<E extends EndpointContract>(
  contract: E,
  body: WireAnswer<E> | ((request: ContractRequest<E>) => WireAnswer<E> | Promise<WireAnswer<E>>),
  { once = false }: AnswerOptions = {},
): void {
  if (typeof body !== 'function') checkedAnswer(contract, body);
  const method = contract.method.toLowerCase() as 'get' | 'post' | 'put' | 'delete';
  mockServer.use(
    http[method](
      urlPattern(contract),
      async ({ request, params }) => {
        const read = await readRequest(contract, request, params);
        let value = body;
        if (typeof body === 'function') {
          const computed = body as (request: ContractRequest<E>) => WireAnswer<E> | Promise<WireAnswer<E>>;
          try {
            value = checkedAnswer(contract, await computed(read));
          } catch (error) {
            contractViolations.push(error instanceof Error ? error.message : String(error));
            return HttpResponse.json(
              { statusCode: 500, error: STATUS_TEXTS[500], message: 'mock failed' },
              { status: 500 },
            );
          }
        }
        if (contract.mediaType)
          return new HttpResponse(String(value), { headers: { 'content-type': contract.mediaType } });
        return HttpResponse.json(value as JsonBodyType);
      },
      { once },
    ),
  );
}

/**
 * Answers `contract` with an error status and the server's error body ({ statusCode, error, message }, as
 * server/src/plugins/error-handler.ts sends it). `extra` is what a 409 adds; it is checked against the
 * contract's `conflict` schema when it declares one.
 */
export function refuse(
  contract: EndpointContract,
  status: number,
  message: string,
  { once = false, extra = {} }: AnswerOptions & { extra?: Record<string, unknown> } = {},
): void {
  if (status < 400) throw new Error('refuse() is for failures; use answer() for a success');
  const errorBody = { statusCode: status, error: STATUS_TEXTS[status] ?? 'Error', message, ...extra };
  if (status === 409 && contract.conflict) {
    const parsed = z.safeParse(contract.conflict, errorBody);
    if (!parsed.success)
      throw new ContractDriftError(
        `the mocked 409 of ${describe(contract)} does not match its conflict schema:\n${z.prettifyError(parsed.error)}`,
      );
  }
  const method = contract.method.toLowerCase() as 'get' | 'post' | 'put' | 'delete';
  mockServer.use(
    http[method](
      urlPattern(contract),
      async ({ request, params }) => {
        await readRequest(contract, request, params);
        return HttpResponse.json(errorBody, { status });
      },
      { once },
    ),
  );
}

/**
 * Holds every call of `contract` until `release()` is called, for the loading state of a screen; then
 * answers it with `body` (checked like answer's).
 */
export function answerLater<E extends EndpointContract>(
  contract: E,
  body: WireAnswer<E>,
): { release(): void } {
  checkedAnswer(contract, body);
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  answer(contract, async () => {
    await released;
    return body;
  });
  return { release };
}

/** The site-status question the portal asks before it shows anything (its module reads it without zod). */
export function answerSiteOpen(disabled = false): void {
  answer(appConfigurationEndpoints.getSiteDisabled, disabled);
}
