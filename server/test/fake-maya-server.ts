import { randomUUID } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A local stand-in for Maya's Checkout and Payments API (node:http on 127.0.0.1, a free port), speaking
 * the documented shapes: POST /checkout/v1/checkouts (Basic auth with the public key) answers
 * {checkoutId, redirectUrl}; GET /payments/v1/payment-rrns/{rrn} (Basic auth with the secret key) answers
 * a list of payments or 404 {code: 'PY0009'}; bad input 400 {code: '2553', parameters}; bad keys 401.
 * POST /payments/v1/payments/{id}/voids {reason} and .../refunds {totalAmount: {amount, currency}, reason}
 * (secret key) give a PAYMENT_SUCCESS payment back whole, answering {id, ...}; anything else is 400.
 * Tests steer it: pay or fail a payment, make the next answers fail or hang, and read what was sent.
 */
export interface FakePayment {
  id: string;
  status: string;
  amount: string;
  currency: string;
  requestReferenceNumber: string;
  createdAt: string;
  updatedAt: string;
}

export interface RecordedRequest {
  method: string;
  path: string;
  authorization: string | undefined;
  body: unknown;
}

/** What the next call of a kind does instead of its normal answer. */
export type Misbehaviour =
  | { kind: 'status'; status: number; body: unknown }
  /** Never answers (until the server closes); `act` says whether the provider did the work anyway. */
  | { kind: 'hang'; act: boolean }
  /** Answers normally, but only once `until` settles: a slow provider whose answer the test releases. */
  | { kind: 'hold'; until: Promise<void> }
  | { kind: 'garbage' };

type CallKind = 'checkout' | 'payment' | 'void' | 'refund';

export interface FakeMaya {
  url: string;
  publicKey: string;
  secretKey: string;
  requests: RecordedRequest[];
  payments: Map<string, FakePayment[]>;
  /** Queues a misbehaviour for the next call(s) of a kind. */
  misbehave(kind: CallKind, misbehaviour: Misbehaviour, times?: number): void;
  /** Sets the status (and, for tests of mismatches, the amount or currency) of the reference's payment. */
  setPayment(rrn: string, changes: Partial<Pick<FakePayment, 'status' | 'amount' | 'currency'>>): void;
  close(): Promise<void>;
}

const PUBLIC_KEY = 'pk-fake-public-key-0001';
const SECRET_KEY = 'sk-fake-secret-key-0001';

function basic(key: string): string {
  return `Basic ${Buffer.from(`${key}:`).toString('base64')}`;
}

async function readBody(request: IncomingMessage): Promise<unknown> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  const text = Buffer.concat(chunks).toString('utf8');
  if (!text) return null;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

function send(response: ServerResponse, status: number, body: unknown): void {
  response.writeHead(status, { 'content-type': 'application/json' });
  response.end(JSON.stringify(body));
}

function invalidFields(body: unknown): { field: string; description: string }[] {
  const problems: { field: string; description: string }[] = [];
  const b = (body ?? {}) as Record<string, Record<string, unknown> | undefined>;
  if (typeof b.totalAmount?.value !== 'number' || !(b.totalAmount.value > 0))
    problems.push({ field: 'totalAmount.value', description: 'value must be a number' });
  if (b.totalAmount?.currency !== 'PHP')
    problems.push({ field: 'totalAmount.currency', description: 'A valid currency is required.' });
  if (typeof b.requestReferenceNumber !== 'string' || b.requestReferenceNumber === '')
    problems.push({ field: 'requestReferenceNumber', description: 'is required' });
  return problems;
}

export async function startFakeMaya(): Promise<FakeMaya> {
  const queued: Record<CallKind, Misbehaviour[]> = { checkout: [], payment: [], void: [], refund: [] };
  const hanging = new Set<ServerResponse>();
  const fake = {
    url: '',
    publicKey: PUBLIC_KEY,
    secretKey: SECRET_KEY,
    requests: [] as RecordedRequest[],
    payments: new Map<string, FakePayment[]>(),
  };

  const createCheckout = (body: Record<string, unknown>) => {
    const rrn = String(body.requestReferenceNumber);
    const now = new Date().toISOString();
    const total = body.totalAmount as { value: number; currency: string };
    const payment: FakePayment = {
      id: randomUUID(),
      status: 'PENDING_TOKEN',
      amount: total.value.toFixed(2),
      currency: total.currency,
      requestReferenceNumber: rrn,
      createdAt: now,
      updatedAt: now,
    };
    fake.payments.set(rrn, [...(fake.payments.get(rrn) ?? []), payment]);
    return { checkoutId: payment.id, redirectUrl: `${fake.url}/v2/checkout?id=${payment.id}` };
  };

  const server = createServer(async (request, response) => {
    const body = await readBody(request);
    const path = request.url ?? '';
    fake.requests.push({
      method: request.method ?? '',
      path,
      authorization: request.headers.authorization,
      body,
    });
    const isCheckout = request.method === 'POST' && path === '/checkout/v1/checkouts';
    const rrnMatch = /^\/payments\/v1\/payment-rrns\/([^/?]+)$/.exec(path);
    const reversalMatch = /^\/payments\/v1\/payments\/([^/?]+)\/(voids|refunds)$/.exec(path);
    const kind: CallKind | null = isCheckout
      ? 'checkout'
      : rrnMatch && request.method === 'GET'
        ? 'payment'
        : reversalMatch && request.method === 'POST'
          ? reversalMatch[2] === 'voids'
            ? 'void'
            : 'refund'
          : null;
    if (!kind) return send(response, 404, { code: 'K004', message: 'Invalid endpoint.' });
    const expectedKey = kind === 'checkout' ? PUBLIC_KEY : SECRET_KEY;
    if (request.headers.authorization !== basic(expectedKey)) {
      return send(response, 401, {
        code: 'K003',
        message: 'Sorry you couldn\u2019t be authenticated with those credential',
      });
    }
    const misbehaviour = queued[kind].shift();
    if (misbehaviour?.kind === 'status') return send(response, misbehaviour.status, misbehaviour.body);
    if (misbehaviour?.kind === 'garbage') {
      response.writeHead(200, { 'content-type': 'text/html' });
      return response.end('<html>maintenance</html>');
    }
    if (misbehaviour?.kind === 'hang') {
      if (misbehaviour.act && kind === 'checkout') createCheckout(body as Record<string, unknown>);
      hanging.add(response);
      return;
    }
    if (misbehaviour?.kind === 'hold') await misbehaviour.until;
    if (kind === 'checkout') {
      const problems = invalidFields(body);
      if (problems.length > 0)
        return send(response, 400, {
          code: '2553',
          message: 'Missing/invalid parameters.',
          parameters: problems,
        });
      return send(response, 200, createCheckout(body as Record<string, unknown>));
    }
    if (kind === 'void' || kind === 'refund') {
      const id = decodeURIComponent(reversalMatch?.[1] ?? '');
      const payment = [...fake.payments.values()].flat().find((p) => p.id === id);
      if (!payment) return send(response, 404, { code: 'PY0009', message: 'Payment does not exist.' });
      if (payment.status !== 'PAYMENT_SUCCESS')
        return send(response, 400, { code: 'PY0106', message: `Payment is ${payment.status}.` });
      Object.assign(payment, {
        status: kind === 'void' ? 'VOIDED' : 'REFUNDED',
        updatedAt: new Date().toISOString(),
      });
      return send(response, 200, { id: randomUUID(), payment: payment.id, status: 'SUCCESS' });
    }
    const list = fake.payments.get(decodeURIComponent(rrnMatch?.[1] ?? ''));
    if (!list || list.length === 0)
      return send(response, 404, { code: 'PY0009', message: 'Payment does not exist.' });
    return send(response, 200, list);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  fake.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  return {
    ...fake,
    misbehave(kind, misbehaviour, times = 1) {
      for (let i = 0; i < times; i += 1) queued[kind].push(misbehaviour);
    },
    setPayment(rrn, changes) {
      const list = fake.payments.get(rrn);
      const last = list?.[list.length - 1];
      if (!last) throw new Error(`the fake has no payment for ${rrn}`);
      Object.assign(last, changes, { updatedAt: new Date().toISOString() });
    },
    async close() {
      for (const response of hanging) response.destroy();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
