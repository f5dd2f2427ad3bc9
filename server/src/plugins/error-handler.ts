import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { STATUS_CODES } from 'node:http';
import type { AppInstance } from '../app-instance.ts';
import { AppError, type AppErrorKind } from '../errors.ts';
import { isDatabaseUnavailable } from '../db/errors.ts';

const STATUS_OF_KIND: Record<AppErrorKind, number> = {
  invalid: 400,
  unauthenticated: 401,
  forbidden: 403,
  not_found: 404,
  conflict: 409,
  rate_limited: 429,
  unavailable: 503,
};

export interface ErrorBody {
  statusCode: number;
  error: string;
  message: string;
}

export function errorBody(statusCode: number, message: string): ErrorBody {
  return { statusCode, error: STATUS_CODES[statusCode] ?? 'Error', message };
}

interface ValidationIssue {
  instancePath?: string;
  message?: string;
}

/** The first schema issue as one sentence a person can act on. */
function describeValidation(issues: readonly ValidationIssue[], context: string | undefined): string {
  const issue = issues[0];
  if (!issue?.message) return 'The request is not valid';
  return issue.message.replace('{field}', fieldName(issue.instancePath, context));
}

function fieldName(instancePath: string | undefined, context: string | undefined): string {
  const path = (instancePath ?? '').split('/').filter(Boolean).join('.');
  if (path) return path;
  return context === 'body' ? 'request body' : (context ?? 'request');
}

function sqlStateOf(error: unknown): string {
  for (let current = error, depth = 0; current && depth < 4; depth += 1) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) return code;
    current = (current as { cause?: unknown }).cause;
  }
  return '';
}

export function registerErrorHandling(app: AppInstance): void {
  app.setErrorHandler((error: FastifyError, request: FastifyRequest, reply: FastifyReply) => {
    if (error instanceof AppError) {
      const status = STATUS_OF_KIND[error.kind];
      if (error.retryAfterSeconds !== undefined) reply.header('retry-after', String(error.retryAfterSeconds));
      return reply.code(status).send({ ...errorBody(status, error.message), ...error.details });
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      return reply
        .code(400)
        .send(errorBody(400, describeValidation(error.validation, error.validationContext)));
    }
    // A value the database cannot store (SQLSTATE class 22: out of range, bad encoding, ...) is bad input,
    // whichever check let it through; say so without the SQL.
    if (/^22/.test(sqlStateOf(error))) {
      request.log.warn({ err: error }, 'database refused a value');
      return reply.code(400).send(errorBody(400, 'The request holds a value that cannot be stored'));
    }
    if (isDatabaseUnavailable(error)) {
      request.log.warn({ err: error }, 'database unavailable');
      return reply
        .code(503)
        .header('retry-after', '5')
        .send(errorBody(503, 'The service is unavailable for a moment. Please try again.'));
    }
    const status = error.statusCode ?? 500;
    if (status >= 500) {
      request.log.error({ err: error }, 'request failed');
      return reply.code(500).send(errorBody(500, 'Something went wrong on our side. Please try again.'));
    }
    if (status === 413) return reply.code(413).send(errorBody(413, 'The request body is too large'));
    if (status === 415) return reply.code(415).send(errorBody(415, 'Send the request body as JSON'));
    // Fastify's own 4xx (bad JSON, bad content type, ...) carry messages that are safe to show.
    return reply.code(status).send(errorBody(status, error.message));
  });
}
