import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

/**
 * Local stand-ins for the notices' providers (decision 0027): a real SMTP server in this process (the
 * smtp-server package, the same conversation a mail relay has) and an HTTP server shaped like a Semaphore
 * SMS gateway. Both can be stopped and started again on the same port, to play an outage.
 */

export interface CaughtMail {
  to: string;
  messageId: string;
  subject: string;
  body: string;
}

/** Decodes a quoted-printable body (nodemailer's encoding for text with ₱ in it). */
function decodeQuotedPrintable(text: string): string {
  const joined = text.replace(/=\r?\n/g, '');
  const bytes: number[] = [];
  for (let i = 0; i < joined.length; i++) {
    const hex = joined.slice(i + 1, i + 3);
    if (joined[i] === '=' && /^[0-9A-F]{2}$/i.test(hex)) {
      bytes.push(parseInt(hex, 16));
      i += 2;
    } else bytes.push(...Buffer.from(joined[i] ?? '', 'utf8'));
  }
  return Buffer.from(bytes).toString('utf8');
}

/** The parts of a plain-text message the tests read. */
export function parseMail(raw: string): Omit<CaughtMail, 'to'> {
  const split = raw.indexOf('\r\n\r\n');
  const head = raw.slice(0, split).replace(/\r\n[ \t]+/g, ' ');
  const header = (name: string) =>
    head
      .split('\r\n')
      .find((line) => line.toLowerCase().startsWith(`${name.toLowerCase()}:`))
      ?.slice(name.length + 1)
      .trim() ?? '';
  const rawBody = raw.slice(split + 4);
  const body = /quoted-printable/i.test(header('Content-Transfer-Encoding'))
    ? decodeQuotedPrintable(rawBody)
    : /base64/i.test(header('Content-Transfer-Encoding'))
      ? Buffer.from(rawBody, 'base64').toString('utf8')
      : rawBody;
  return {
    messageId: header('Message-ID'),
    subject: header('Subject'),
    body: body.replace(/\r\n/g, '\n').trim(),
  };
}

export interface TestSmtpServer {
  port: number;
  url: string;
  mails: CaughtMail[];
  stop(): Promise<void>;
  start(): Promise<void>;
}

export async function startTestSmtpServer(port = 0): Promise<TestSmtpServer> {
  const mails: CaughtMail[] = [];
  let server: SMTPServer | null = null;
  const state = { port };
  const start = async () => {
    server = new SMTPServer({
      authOptional: true,
      disabledCommands: ['AUTH', 'STARTTLS'],
      logger: false,
      onData(stream, session, callback) {
        const chunks: Buffer[] = [];
        stream.on('data', (chunk: Buffer) => chunks.push(chunk));
        stream.on('end', () => {
          const to = session.envelope.rcptTo.map((rcpt) => rcpt.address).join(',');
          mails.push({ to, ...parseMail(Buffer.concat(chunks).toString('utf8')) });
          callback();
        });
      },
    });
    const listening = server;
    await new Promise<void>((resolve, reject) => {
      listening.once('error', reject);
      listening.listen(state.port, '127.0.0.1', () => resolve());
    });
    state.port = (listening.server.address() as AddressInfo).port;
  };
  await start();
  return {
    get port() {
      return state.port;
    },
    get url() {
      return `smtp://127.0.0.1:${state.port}`;
    },
    mails,
    async stop() {
      const running = server;
      server = null;
      if (running) await new Promise<void>((resolve) => running.close(() => resolve()));
    },
    start,
  };
}

export interface CaughtSms {
  apikey: string;
  number: string;
  message: string;
  sendername: string | null;
}

export interface TestSmsGateway {
  url: string;
  messages: CaughtSms[];
  /** The status the next answers carry (200 by default): 500 plays an outage, 400 a refused number. */
  answerWith: number;
  close(): Promise<void>;
}

export async function startTestSmsGateway(): Promise<TestSmsGateway> {
  const gateway = { messages: [] as CaughtSms[], answerWith: 200 };
  let next = 1000;
  const server: Server = createServer((request, response) => {
    let text = '';
    request.on('data', (chunk: Buffer) => (text += chunk.toString('utf8')));
    request.on('end', () => {
      if (gateway.answerWith !== 200) {
        response.writeHead(gateway.answerWith, { 'content-type': 'application/json' });
        response.end('{"error":"stand-in failure"}');
        return;
      }
      const form = new URLSearchParams(text);
      const message: CaughtSms = {
        apikey: form.get('apikey') ?? '',
        number: form.get('number') ?? '',
        message: form.get('message') ?? '',
        sendername: form.get('sendername'),
      };
      gateway.messages.push(message);
      next += 1;
      response.writeHead(200, { 'content-type': 'application/json' });
      response.end(JSON.stringify([{ message_id: next, status: 'Queued', recipient: message.number }]));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
  const { port } = server.address() as AddressInfo;
  return Object.assign(gateway, {
    url: `http://127.0.0.1:${port}/api/v4/messages`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  });
}
