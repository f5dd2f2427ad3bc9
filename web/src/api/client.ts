import { z } from 'zod';
import { MESSAGES } from '@core/messages';
import { endpointPath, type EndpointAnswer, type EndpointContract } from '@core/api/endpoint';
import { ApiError } from './api-error';
import { fetchAnswer } from './fetch-answer';
import { takeEarlyAnswer } from './early-answers';

/**
 * One part of a call's input: required when the contract's schema needs it, absent when it has none. A
 * query string whose keys are all optional may be left out (a body may not: none is not an empty one).
 */
type Part<E extends EndpointContract, K extends 'params' | 'query' | 'body'> = E[K] extends z.ZodType
  ? undefined extends z.input<E[K]>
    ? { [P in K]?: z.input<E[K]> }
    : K extends 'query'
      ? Record<string, never> extends z.input<E[K]>
        ? { [P in K]?: z.input<E[K]> }
        : { [P in K]: z.input<E[K]> }
      : { [P in K]: z.input<E[K]> }
  : { [P in K]?: never };

export type CallOptions<E extends EndpointContract> = Part<E, 'params'> &
  Part<E, 'query'> &
  Part<E, 'body'> & {
    signal?: AbortSignal;
    /** Sent as Idempotency-Key, so that a retried click does nothing twice. */
    idempotencyKey?: string;
    /** A call the page makes by itself (a timer, a check), not the person: it does not extend the session. */
    background?: boolean;
  };

/** Options may be left out when the contract needs none of them. */
type CallArguments<E extends EndpointContract> =
  Record<string, never> extends CallOptions<E> ? [options?: CallOptions<E>] : [options: CallOptions<E>];

/** The query string of a call: arrays repeat their key, absent values are left out. */
export function queryString(query: unknown): string {
  if (!query || typeof query !== 'object') return '';
  const params = new URLSearchParams();
  const entries: [string, unknown][] = Object.entries(query);
  for (const [key, value] of entries) {
    if (value === undefined || value === null) continue;
    if (Array.isArray(value)) for (const item of value) params.append(key, String(item));
    else params.append(key, String(value));
  }
  const text = params.toString();
  return text ? `?${text}` : '';
}

/** The URL of a call (for a link or an image rather than a fetch): the contract's path, filled in. */
export function endpointUrl<E extends EndpointContract>(endpoint: E, ...[options]: CallArguments<E>): string {
  return urlOf(endpoint, options);
}

function urlOf(
  endpoint: EndpointContract,
  options: { params?: unknown; query?: unknown } | undefined,
): string {
  return `${endpointPath(endpoint, options?.params)}${queryString(options?.query)}`;
}

/**
 * Calls an endpoint through its contract (core/api/endpoint.ts) and answers what its response schema
 * gives: the answer is parsed with it, so its type comes from the contract. Failures are ApiErrors with the
 * spec's texts (fetch-answer.ts); an answer the contract does not describe is one too.
 */
export async function callEndpoint<E extends EndpointContract>(
  endpoint: E,
  ...[options]: CallArguments<E>
): Promise<EndpointAnswer<E>> {
  const request = {
    method: endpoint.method,
    url: urlOf(endpoint, options),
    body: options?.body,
    signal: options?.signal,
    idempotencyKey: options?.idempotencyKey,
    background: options?.background,
  };
  // A read the page asked for as it started (early-answers.ts) is not asked twice.
  const answer = await (takeEarlyAnswer(request) ?? fetchAnswer(request));
  return parseAnswer(endpoint, answer);
}

/** An answer read with its endpoint's response schema; one it does not describe is an ApiError. */
export function parseAnswer<E extends EndpointContract>(endpoint: E, answer: unknown): EndpointAnswer<E> {
  const parsed = z.safeParse<E['response']>(endpoint.response, answer);
  if (parsed.success) return parsed.data;
  throw new ApiError(200, MESSAGES.somethingWentWrong);
}
