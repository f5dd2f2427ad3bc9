import { createRequire } from 'node:module';
import { Worker } from 'node:worker_threads';

/**
 * PGlite in a worker thread of its own (decision 0040, tried): the server's thread sends each statement as a
 * message and the worker, which owns the PGlite, answers with its rows or its error. A transaction holds
 * PGlite's own transaction lock in the worker from `begin` to `end`, so that no other statement runs inside
 * it, exactly as PGlite does on one thread. Only what Drizzle and RawSession use: query, exec, transaction,
 * dumpDataDir, close.
 */

/** What Drizzle's PGlite driver passes as query options: row mode and parsers, all of them identity. */
interface QueryOptions {
  rowMode?: 'array' | 'object';
  parsers?: Record<number, unknown>;
}

interface Reply {
  id: number;
  ok: boolean;
  value?: unknown;
  error?: Record<string, unknown>;
}

export interface PgliteResults<Row> {
  rows: Row[];
  fields: { name: string; dataTypeID: number }[];
  affectedRows?: number;
}

export interface PgliteTransactionProxy {
  query<Row>(text: string, params?: unknown[], options?: QueryOptions): Promise<PgliteResults<Row>>;
  exec(script: string): Promise<PgliteResults<unknown>[]>;
  rollback(): Promise<void>;
  readonly closed: boolean;
}

/**
 * The worker's code: plain JavaScript (a worker thread does not get tsx's loader in development), loading
 * PGlite from the path the server's thread resolved.
 */
const WORKER_SOURCE = `
const { parentPort, workerData } = require('node:worker_threads');
const transactions = new Map();
let nextTransaction = 1;
let db;
const identity = (value) => value;
function options(given) {
  if (!given) return undefined;
  const parsers = {};
  for (const oid of given.identityParsers ?? []) parsers[oid] = identity;
  return { rowMode: given.rowMode, parsers };
}
function errorFields(error) {
  const fields = { message: String(error?.message ?? error), name: error?.name };
  for (const key of Object.keys(error ?? {})) {
    const value = error[key];
    if (['string', 'number', 'boolean'].includes(typeof value)) fields[key] = value;
  }
  return fields;
}
const answer = (id, work) =>
  Promise.resolve()
    .then(work)
    .then(
      (value) => parentPort.postMessage({ id, ok: true, value }),
      (error) => parentPort.postMessage({ id, ok: false, error: errorFields(error) }),
    );
const plain = (result) => ({ rows: result.rows, fields: result.fields, affectedRows: result.affectedRows });
class Rollback extends Error {}
parentPort.on('message', (message) => {
  const { id, op } = message;
  const target = message.tx ? transactions.get(message.tx)?.tx : db;
  if (op === 'open') {
    return answer(id, async () => {
      const { PGlite } = require(workerData.pglitePath);
      db = new PGlite(message.options);
      await db.waitReady;
    });
  }
  if (!target) return parentPort.postMessage({ id, ok: false, error: { message: 'Transaction is closed' } });
  if (op === 'query') return answer(id, async () => plain(await target.query(message.text, message.params, options(message.options))));
  if (op === 'exec') return answer(id, async () => (await target.exec(message.script)).map(plain));
  if (op === 'begin') {
    const number = nextTransaction++;
    let end;
    const ended = new Promise((resolve) => (end = resolve));
    // PGlite's transaction lock is held until the server's thread ends the transaction.
    db.transaction(async (tx) => {
      transactions.set(number, { tx, end });
      parentPort.postMessage({ id, ok: true, value: number });
      const outcome = await ended;
      if (outcome.commit === false) throw new Rollback();
    }).then(
      () => parentPort.postMessage({ id: transactions.get(number)?.endId ?? -1, ok: true }),
      (error) => {
        const endId = transactions.get(number)?.endId;
        if (endId === undefined) return parentPort.postMessage({ id, ok: false, error: errorFields(error) });
        parentPort.postMessage(error instanceof Rollback ? { id: endId, ok: true } : { id: endId, ok: false, error: errorFields(error) });
      },
    ).finally(() => transactions.delete(number));
    return;
  }
  if (op === 'end') {
    const entry = transactions.get(message.tx);
    entry.endId = id;
    entry.end({ commit: message.commit });
    return;
  }
  if (op === 'dump') return answer(id, () => db.dumpDataDir(message.compression));
  if (op === 'close') return answer(id, () => (db.closed ? undefined : db.close()));
});
`;

/** A database error from the worker, with its SQLSTATE and the rest of PGlite's fields, as PGlite throws it. */
function rebuildError(fields: Record<string, unknown> = {}): Error {
  const error = new Error(String(fields.message ?? 'PGlite worker error'));
  const { message: _message, stack: _stack, ...rest } = fields;
  return Object.assign(error, rest);
}

export class PgliteInWorker {
  readonly #worker: Worker;
  readonly #pending = new Map<
    number,
    { resolve: (value: unknown) => void; reject: (error: Error) => void }
  >();
  #nextId = 1;
  #closed = false;
  readonly waitReady: Promise<void>;

  constructor(options: { dataDir?: string; loadDataDir?: Blob }) {
    this.#worker = new Worker(WORKER_SOURCE, {
      eval: true,
      execArgv: [],
      workerData: { pglitePath: createRequire(import.meta.url).resolve('@electric-sql/pglite') },
    });
    this.#worker.on('message', (reply: Reply) => {
      const waiting = this.#pending.get(reply.id);
      if (!waiting) return;
      this.#pending.delete(reply.id);
      if (reply.ok) waiting.resolve(reply.value);
      else waiting.reject(rebuildError(reply.error));
    });
    this.#worker.on('error', (error) => this.#failAll(error));
    this.#worker.on('exit', () => this.#failAll(new Error('the PGlite worker stopped')));
    this.waitReady = this.#send<void>({ op: 'open', options });
  }

  get closed(): boolean {
    return this.#closed;
  }

  #failAll(error: Error) {
    this.#closed = true;
    for (const waiting of this.#pending.values()) waiting.reject(error);
    this.#pending.clear();
  }

  #send<T>(message: Record<string, unknown>): Promise<T> {
    const id = this.#nextId++;
    return new Promise<T>((resolve, reject) => {
      if (this.#closed) return reject(new Error('PGlite is closed'));
      this.#pending.set(id, { resolve: resolve as (value: unknown) => void, reject });
      this.#worker.postMessage({ ...message, id });
    });
  }

  #query<Row>(tx: number | undefined, text: string, params?: unknown[], options?: QueryOptions) {
    const sent = options
      ? { rowMode: options.rowMode, identityParsers: Object.keys(options.parsers ?? {}).map(Number) }
      : undefined;
    return this.#send<PgliteResults<Row>>({ op: 'query', tx, text, params: params ?? [], options: sent });
  }

  query<Row>(text: string, params?: unknown[], options?: QueryOptions): Promise<PgliteResults<Row>> {
    return this.#query<Row>(undefined, text, params, options);
  }

  exec(script: string): Promise<PgliteResults<unknown>[]> {
    return this.#send({ op: 'exec', script });
  }

  async transaction<T>(work: (tx: PgliteTransactionProxy) => Promise<T>): Promise<T> {
    const tx = await this.#send<number>({ op: 'begin' });
    let closed = false;
    const open = () => {
      if (closed) throw new Error('Transaction is closed');
    };
    const proxy: PgliteTransactionProxy = {
      query: async <Row>(text: string, params?: unknown[], options?: QueryOptions) => {
        open();
        return this.#query<Row>(tx, text, params, options);
      },
      exec: async (script) => {
        open();
        return this.#send({ op: 'exec', tx, script });
      },
      rollback: async () => {
        open();
        closed = true;
        await this.#send({ op: 'end', tx, commit: false });
      },
      get closed() {
        return closed;
      },
    };
    let result: T;
    try {
      result = await work(proxy);
    } catch (error) {
      if (!closed) {
        closed = true;
        await this.#send({ op: 'end', tx, commit: false });
      }
      throw error;
    }
    if (!closed) {
      closed = true;
      await this.#send({ op: 'end', tx, commit: true });
    }
    return result;
  }

  dumpDataDir(compression?: 'gzip' | 'none'): Promise<Blob> {
    return this.#send({ op: 'dump', compression });
  }

  async close(): Promise<void> {
    if (this.#closed) return;
    await this.#send({ op: 'close' });
    this.#closed = true;
    await this.#worker.terminate();
  }
}
