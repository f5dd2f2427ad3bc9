import { LogController, type FastifyReply, type FastifyRequest } from 'fastify';
import type { LoggerOptions } from 'pino';

/**
 * What the server's logs may say. Logs are read by more people than the database is (operators, log
 * shippers, support), so they carry no personal data and no bound SQL parameters:
 *
 * - a request is its method, its route pattern (or its path when no route matched), never its query string
 *   (`?mobileNo=0917...`), and the client address;
 * - a database error is its SQLSTATE code, constraint, table and column and the driver's message with its
 *   quoted values blanked; never Drizzle's "Failed query: <sql> params: <values>", never the driver's
 *   `detail` ("Key (mobile_no)=(0917...)"), `where`, `query` or `params`;
 * - cookies and authorization headers are redacted, should a header ever be logged.
 */

export interface SerializedError {
  type: string;
  message: string;
  code?: string;
  constraint?: string;
  table?: string;
  column?: string;
  statusCode?: number;
  stack?: string;
  cause?: SerializedError;
}

interface ErrorFields {
  name?: unknown;
  message?: unknown;
  stack?: unknown;
  code?: unknown;
  severity?: unknown;
  constraint?: unknown;
  table?: unknown;
  column?: unknown;
  statusCode?: unknown;
  cause?: unknown;
  query?: unknown;
  params?: unknown;
}

const SQLSTATE = /^[0-9A-Z]{5}$/;
const MAX_CAUSES = 3;

/** A driver's error (pg or PGlite): an SQLSTATE code and a severity. */
function isDatabaseError(error: ErrorFields): boolean {
  return typeof error.code === 'string' && SQLSTATE.test(error.code) && typeof error.severity === 'string';
}

/** Drizzle's wrapper, whose message is the SQL text and its parameters; the driver's error is its cause. */
function isQueryWrapper(error: ErrorFields): boolean {
  return (
    (error.constructor?.name === 'DrizzleQueryError' || ('query' in error && 'params' in error)) &&
    !isDatabaseError(error)
  );
}

const text = (value: unknown): string | undefined => (typeof value === 'string' ? value : undefined);

/** The stack's frames under a first line we wrote, so that the original message cannot come along. */
function framesUnder(firstLine: string, stack: unknown): string | undefined {
  if (typeof stack !== 'string') return undefined;
  const frames = stack.split('\n').filter((line) => /^\s+at /.test(line));
  return [firstLine, ...frames].join('\n');
}

/** Anything after a "Failed query:" or "params:" (a message that quotes Drizzle's) is SQL or values. */
function withoutQuery(message: string): string {
  return message.split(/Failed query:|\bparams:/)[0]?.trim() || 'query failed';
}

/**
 * The driver's message with every quoted literal blanked ('invalid input syntax for type integer: "0917..."'),
 * keeping the quoted names the error states as its own fields (constraint, table, column).
 */
function blankValues(message: string, names: ReadonlySet<string>): string {
  const firstLine = message.split('\n')[0] ?? '';
  return firstLine.replace(/"((?:[^"]|"")*)"/g, (quoted, inner: string) =>
    names.has(inner) ? quoted : '"…"',
  );
}

function serializeDatabaseError(error: ErrorFields): SerializedError {
  const code = text(error.code);
  const constraint = text(error.constraint);
  const table = text(error.table);
  const column = text(error.column);
  const names = new Set([constraint, table, column].filter((name): name is string => Boolean(name)));
  const message = blankValues(text(error.message) ?? '', names) || `SQLSTATE ${code}`;
  return {
    type: 'DatabaseError',
    message,
    ...(code && { code }),
    ...(constraint && { constraint }),
    ...(table && { table }),
    ...(column && { column }),
  };
}

/** The pino `err` serializer: see the comment at the top. */
export function serializeError(error: unknown, depth = 0): SerializedError {
  if (typeof error !== 'object' || error === null) {
    return { type: typeof error, message: typeof error === 'string' ? withoutQuery(error) : String(error) };
  }
  const fields = error as ErrorFields;
  if (isDatabaseError(fields)) return serializeDatabaseError(fields);
  if (isQueryWrapper(fields)) {
    // The driver's error speaks for the query; the wrapper gives only where in our code it was run.
    const inner: SerializedError =
      depth < MAX_CAUSES && fields.cause
        ? serializeError(fields.cause, depth + 1)
        : { type: 'Error', message: 'query failed' };
    const stack = framesUnder(`${inner.type}: ${inner.message}`, fields.stack);
    return { ...inner, ...(stack && { stack }) };
  }
  const type =
    error.constructor?.name && error.constructor.name !== 'Object' ? error.constructor.name : 'Error';
  const message = withoutQuery(text(fields.message) ?? '');
  const code = text(fields.code);
  const statusCode = typeof fields.statusCode === 'number' ? fields.statusCode : undefined;
  const stack = framesUnder(`${type}: ${message}`, fields.stack);
  const cause = depth < MAX_CAUSES && fields.cause ? serializeError(fields.cause, depth + 1) : undefined;
  return {
    type,
    message,
    ...(code && { code }),
    ...(statusCode !== undefined && { statusCode }),
    ...(stack && { stack }),
    ...(cause && { cause }),
  };
}

const MAX_LOGGED_PATH = 200;

/**
 * A receipt link's secret (decision 0029), in any spelling the router would still match (`/API/receipts/`,
 * `/receipt/` with its letters percent-encoded): blanked wherever a raw path is logged.
 */
const RECEIPT_SECRET = /(\/(?:api\/)?receipts?\/)[^/?#]*/gi;

function decodedPath(path: string): string {
  try {
    return decodeURI(path);
  } catch {
    // A malformed escape: the raw text is what is left to redact.
    return path;
  }
}

/** The path without its query string or a receipt link's secret, at most 200 characters. */
export function pathOf(url: string): string {
  let path = url.split('?')[0] ?? '';
  const decoded = decodedPath(path);
  if (decoded.search(RECEIPT_SECRET) >= 0) path = decoded.replace(RECEIPT_SECRET, '$1…');
  return path.length > MAX_LOGGED_PATH ? `${path.slice(0, MAX_LOGGED_PATH)}…` : path;
}

/** The pino `req` serializer (Fastify passes its request): method, route pattern or path, client address. */
export function serializeRequest(request: FastifyRequest): Record<string, unknown> {
  const route = request.routeOptions?.url;
  return {
    method: request.method,
    url: route ?? pathOf(request.url ?? ''),
    remoteAddress: request.ip,
  };
}

/**
 * Fastify's own log lines that would carry a raw URL or an error's own message as the line's text: the
 * same lines with neither (the error still goes through the `err` serializer above).
 */
class PrivateLogController extends LogController {
  override routeNotFound(request: FastifyRequest): void {
    if (this.isLogDisabled(request)) return;
    request.log.info({ req: request }, 'route not found');
  }

  override defaultErrorLog(error: Error, request: FastifyRequest, reply: FastifyReply): void {
    if (this.isLogDisabled(request)) return;
    if (reply.statusCode >= 500) reply.log.error({ req: request, res: reply, err: error }, 'request failed');
    else reply.log.info({ res: reply, err: error }, 'request refused');
  }

  override writeHeadError(error: Error, request: FastifyRequest, reply: FastifyReply): void {
    if (this.isLogDisabled(request)) return;
    reply.log.warn({ req: request, res: reply, err: error }, 'could not write the answer head');
  }
}

export interface LogDestination {
  write(line: string): void;
}

/** Fastify's logger options: the level, the serializers above, redaction, and where lines go. */
export function loggerOptions(level: string, stream?: LogDestination) {
  const options = {
    level,
    redact: ['req.headers.cookie', 'req.headers.authorization', 'res.headers["set-cookie"]'],
    serializers: {
      req: (request: unknown) => serializeRequest(request as FastifyRequest),
      err: (error: unknown) => {
        const serialized = serializeError(error);
        return { ...serialized, stack: serialized.stack ?? '' };
      },
      res: (reply: unknown) => ({ statusCode: (reply as FastifyReply).statusCode }),
    },
    hooks: {
      // `log.error(error)` would make the error's own message the line's text, past the serializer.
      logMethod(args, method) {
        const [first, ...rest] = args as unknown[];
        if (first instanceof Error) {
          if (typeof rest[0] === 'string')
            return method.apply(this, [{ err: first }, ...rest] as typeof args);
          return method.apply(this, [{ err: first }, serializeError(first).message]);
        }
        return method.apply(this, args);
      },
    } satisfies LoggerOptions['hooks'],
    ...(stream && { stream }),
  };
  return options;
}

export function logController(): LogController {
  return new PrivateLogController();
}
