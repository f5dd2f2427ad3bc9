import { Ajv2020 } from 'ajv/dist/2020.js';
import { createRequire } from 'node:module';

/** What the checks read of an answer (an inject response has it all). */
export interface Answer {
  statusCode: number;
  headers: Record<string, unknown>;
  body: string;
}

/**
 * Checks real answers against the published OpenAPI document: the status is one the operation documents
 * (or its `default`), the headers every answer documents are there, and the body has the documented media
 * type and, for JSON, validates against the documented schema (JSON Schema 2020-12, as OpenAPI 3.1 says).
 */

type Json = Record<string, unknown>;

// ajv-formats is CommonJS, and its types describe an ES default export: required, it is the function itself.
const addFormats = createRequire(import.meta.url)('ajv-formats') as (ajv: Ajv2020) => Ajv2020;

/** Ajv 8 with JSON Schema 2020-12 (OpenAPI 3.1's dialect) and its formats: the validator Fastify uses. */
function createAjv(): Ajv2020 {
  // Not strict: the document holds OpenAPI's own keys (paths, responses, ...) around its schemas.
  const ajv = new Ajv2020({ strict: false, allErrors: true, validateSchema: false });
  addFormats(ajv);
  return ajv;
}

const pointerPart = (part: string) => part.replaceAll('~', '~0').replaceAll('/', '~1');

export const HTTP_METHODS = ['get', 'put', 'post', 'delete', 'patch'] as const;

/** Every operation of the document as "METHOD /path", the key the checks use. */
export function operationsOf(document: Json): string[] {
  const paths = document.paths as Record<string, Record<string, unknown>>;
  return Object.entries(paths).flatMap(([path, item]) =>
    HTTP_METHODS.filter((method) => item[method]).map((method) => `${method.toUpperCase()} ${path}`),
  );
}

export class AnswerChecker {
  private readonly ajv = createAjv();

  constructor(private readonly document: Json) {
    this.ajv.addSchema(document, 'openapi.json');
  }

  /** The operation's path pattern matches the URL that was asked (so a step names the right operation). */
  matches(operation: string, url: string): boolean {
    const [, path = ''] = operation.split(' ');
    const pattern = new RegExp(
      `^${path.replace(/[.]/g, '\\.').replace(/\{[^}]+\}/g, '[^/]+')}(\\?.*)?$`,
      'i',
    );
    return pattern.test(url);
  }

  /**
   * What is wrong with the answer, as sentences; empty when it is as documented. With `strict`, a status
   * the operation does not list by itself is wrong even when its `default` answer would describe it.
   */
  problems(operation: string, response: Answer, { strict = false } = {}): string[] {
    const [method = '', path = ''] = operation.split(' ');
    const operationPointer = `#/paths/${pointerPart(path)}/${method.toLowerCase()}`;
    const documented = this.resolve(`${operationPointer}/responses`) as Record<string, Json> | undefined;
    if (!documented) return [`${operation} is not in the document`];
    const status = String(response.statusCode);
    const key = documented[status] ? status : documented.default && !strict ? 'default' : null;
    if (!key)
      return [`${operation} answered ${status}, which it does not document: ${response.body.slice(0, 200)}`];
    let pointer = `${operationPointer}/responses/${key}`;
    let answer = documented[key]!;
    if (typeof answer.$ref === 'string') {
      pointer = answer.$ref;
      answer = this.resolve(answer.$ref) as Json;
    }
    const problems: string[] = [];
    const headers = (answer.headers ?? {}) as Json;
    for (const name of Object.keys(headers)) {
      // On every answer (X-Request-Id) or every one of its status (Retry-After on 429); on 409 and 503 only
      // when the server knows how long to wait (a running first request, a database outage).
      const always = name === 'X-Request-Id' || (name === 'Retry-After' && status === '429');
      if (always && response.headers[name.toLowerCase()] === undefined)
        problems.push(`${operation} ${status}: no ${name} header`);
    }
    const content = answer.content as Record<string, { schema?: object }> | undefined;
    const mediaType = String(response.headers['content-type'] ?? '')
      .split(';')[0]!
      .trim();
    if (!content) {
      if (response.body !== '') problems.push(`${operation} ${status}: a body where none is documented`);
      return problems;
    }
    const documentedType = Object.keys(content).find(
      (type) => type === mediaType || (type.endsWith('/*') && mediaType.startsWith(type.slice(0, -1))),
    );
    if (!documentedType) {
      problems.push(
        `${operation} ${status}: media type ${mediaType || 'none'}, documented ${Object.keys(content)}`,
      );
      return problems;
    }
    if (documentedType !== 'application/json') return problems;
    const validate = this.ajv.getSchema(`openapi.json${pointer}/content/application~1json/schema`);
    let body: unknown;
    try {
      body = JSON.parse(response.body);
    } catch {
      return [...problems, `${operation} ${status}: the body is not JSON`];
    }
    if (!validate) return [...problems, `${operation} ${status}: no JSON schema documented`];
    if (!validate(body)) {
      const errors = JSON.stringify(validate.errors?.slice(0, 3));
      problems.push(`${operation} ${status}: the body breaks the documented schema: ${errors}`);
    }
    return problems;
  }

  private resolve(pointer: string): unknown {
    let node: unknown = this.document;
    for (const part of pointer.replace(/^#\//, '').split('/')) {
      const key = part.replaceAll('~1', '/').replaceAll('~0', '~');
      node = (node as Json | undefined)?.[key];
    }
    return node;
  }
}
