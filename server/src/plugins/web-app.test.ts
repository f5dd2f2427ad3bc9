import { cpSync, mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { connect, type AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/test-app.ts';
import { setSiteDisabled } from '../modules/app-configuration/service.ts';

/**
 * A web build as `npm run build` leaves it, made of the real web/public files (robots.txt, the manifest,
 * the icons) and the real web/index.html, with one hashed asset, each pre-compressed as
 * scripts/compress-web.mjs does. Quicker than running Vite for each test run.
 */
function makeWebBuild(): { dir: string; indexHtml: Buffer; asset: Buffer } {
  const dir = mkdtempSync(join(tmpdir(), 'ewallet-web-'));
  cpSync('web/public', dir, { recursive: true });
  const indexHtml = readFileSync('web/index.html');
  const asset = Buffer.from(`export const greeting = ${JSON.stringify('hello '.repeat(400))};\n`);
  mkdirSync(join(dir, 'assets'));
  for (const [path, data] of [
    ['index.html', indexHtml],
    ['assets/app-3f9a1c.js', asset],
  ] as const) {
    writeFileSync(join(dir, path), data);
    writeFileSync(join(dir, `${path}.gz`), gzipSync(data));
    writeFileSync(join(dir, `${path}.br`), brotliCompressSync(data));
  }
  return { dir, indexHtml, asset };
}

interface RawAnswer {
  status: number;
  headers: Record<string, string>;
  body: Buffer;
}

/**
 * One request written byte for byte on a new socket: the target goes out as spelled (`/%61pi/x` stays so),
 * and no header is added, not even the Accept-Encoding that every HTTP library sends (curl, wget, load
 * balancers' health checks send none).
 */
function rawRequest(
  port: number,
  method: string,
  target: string,
  headers: Record<string, string> = {},
): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1');
    const chunks: Buffer[] = [];
    socket.on('data', (chunk: Buffer) => chunks.push(chunk));
    socket.on('error', reject);
    socket.on('end', () => {
      const all = Buffer.concat(chunks);
      const split = all.indexOf('\r\n\r\n');
      const [statusLine = '', ...lines] = all.subarray(0, split).toString('latin1').split('\r\n');
      const answerHeaders: Record<string, string> = {};
      for (const line of lines) {
        const colon = line.indexOf(':');
        answerHeaders[line.slice(0, colon).toLowerCase()] = line.slice(colon + 1).trim();
      }
      resolve({
        status: Number(statusLine.split(' ')[1]),
        headers: answerHeaders,
        body: all.subarray(split + 4),
      });
    });
    const extra = Object.entries(headers).map(([name, value]) => `${name}: ${value}\r\n`);
    socket.write(
      `${method} ${target} HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n${extra.join('')}\r\n`,
    );
  });
}

/** The width and height a PNG file states in its IHDR chunk, after checking its signature. */
function pngSize(data: Buffer): { width: number; height: number } {
  expect(data.subarray(0, 8)).toEqual(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]));
  expect(data.subarray(12, 16).toString('latin1')).toBe('IHDR');
  return { width: data.readUInt32BE(16), height: data.readUInt32BE(20) };
}

const build = makeWebBuild();

describe('the web app', () => {
  const t = useTestApp({ webDistDir: build.dir });
  let port = 0;
  const get = (target: string, headers?: Record<string, string>) => rawRequest(port, 'GET', target, headers);

  beforeAll(async () => {
    await t.app.listen({ host: '127.0.0.1', port: 0 });
    port = (t.app.server.address() as AddressInfo).port;
  });

  it('answers / with the app to a client that sends no Accept-Encoding', async () => {
    const answer = await get('/');
    expect(answer.status).toBe(200);
    expect(answer.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(answer.headers['content-encoding']).toBeUndefined();
    expect(answer.headers['cache-control']).toBe('no-cache');
    expect(answer.body).toEqual(build.indexHtml);
  });

  it('answers HEAD / with the page head and no body', async () => {
    const answer = await rawRequest(port, 'HEAD', '/');
    expect(answer.status).toBe(200);
    expect(answer.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(Number(answer.headers['content-length'])).toBe(build.indexHtml.length);
    expect(answer.body.length).toBe(0);
  });

  it('sends / compressed to a client that accepts it, once, and says that the answer varies with it', async () => {
    const brotli = await get('/', { 'Accept-Encoding': 'gzip, deflate, br' });
    expect(brotli.status).toBe(200);
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(brotli.headers['vary']).toMatch(/accept-encoding/i);
    expect(brotliDecompressSync(brotli.body)).toEqual(build.indexHtml);
    const gzip = await get('/', { 'Accept-Encoding': 'gzip' });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.body)).toEqual(build.indexHtml);
    const identity = await get('/', { 'Accept-Encoding': 'identity' });
    expect(identity.headers['content-encoding']).toBeUndefined();
    expect(identity.body).toEqual(build.indexHtml);
  });

  it('answers every client-side route with the app, with or without Accept-Encoding', async () => {
    for (const path of [
      '/BackOffice',
      '/BackOffice/Some/Screen',
      '/card/success',
      '/QR-MARIA-0001',
      '/x/y',
    ]) {
      const plain = await get(path);
      expect(plain.status, path).toBe(200);
      expect(plain.body, path).toEqual(build.indexHtml);
      const compressed = await get(path, { 'Accept-Encoding': 'br' });
      expect(brotliDecompressSync(compressed.body), path).toEqual(build.indexHtml);
    }
  });

  it('serves a built asset for a year, pre-compressed and never compressed again', async () => {
    const plain = await get('/assets/app-3f9a1c.js');
    expect(plain.status).toBe(200);
    expect(plain.headers['content-type']).toMatch(/^text\/javascript|^application\/javascript/);
    expect(plain.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(plain.body).toEqual(build.asset);
    const brotli = await get('/assets/app-3f9a1c.js', { 'Accept-Encoding': 'br' });
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(brotli.body)).toEqual(build.asset);
  });

  it('answers 404, never the app, for an asset that is not built, whatever its spelling', async () => {
    for (const path of [
      '/assets/nope.js',
      '/assets/app-3f9a1c.js.map',
      '/assets/deeper/nope.css',
      '/ASSETS/nope.js',
      '/%61ssets/nope.js',
      '/assets/',
      '/assets',
    ]) {
      for (const headers of [{}, { 'Accept-Encoding': 'br, gzip' }] as Record<string, string>[]) {
        const answer = await get(path, headers);
        expect(answer.status, path).toBe(404);
        expect(answer.headers['content-type'], path).toContain('application/json');
        expect(JSON.parse(answer.body.toString()), path).toMatchObject({ statusCode: 404 });
      }
    }
  });

  it('answers 404 under /.well-known, where other services look for files we do not have', async () => {
    for (const path of [
      '/.well-known/security.txt',
      '/.well-known/assetlinks.json',
      '/.WELL-KNOWN/change-password',
      '/.well-known',
    ]) {
      expect((await get(path)).status, path).toBe(404);
    }
  });

  it('answers an API path that no route serves with 404 JSON, never the app', async () => {
    for (const [method, path] of [
      ['GET', '/api/nope'],
      ['GET', '/API/Nope'],
      ['GET', '/%61pi/nope'],
      ['GET', '/api'],
      ['GET', '/api/'],
      ['HEAD', '/api/nope'],
      // A route that is POST only, and a file swagger-ui does not have.
      ['GET', '/api/Customers/Login'],
      ['GET', '/api/docs/static/nope.js'],
      // Only GET and HEAD ever get the app.
      ['POST', '/BackOffice'],
      ['DELETE', '/'],
    ] as const) {
      const answer = await rawRequest(port, method, path);
      expect(answer.status, `${method} ${path}`).toBe(404);
      if (method === 'HEAD') continue;
      expect(JSON.parse(answer.body.toString()), `${method} ${path}`).toEqual({
        statusCode: 404,
        error: 'Not Found',
        message: expect.stringMatching(/^No such path: /),
      });
    }
  });

  it('tells crawlers to keep out of the back office and the API', async () => {
    const answer = await get('/robots.txt');
    expect(answer.status).toBe(200);
    expect(answer.headers['content-type']).toBe('text/plain; charset=utf-8');
    const lines = answer.body.toString().split('\n');
    expect(lines).toContain('User-agent: *');
    expect(lines).toContain('Disallow: /BackOffice');
    expect(lines).toContain('Disallow: /api/');
    expect(lines).not.toContain('Disallow: /');
  });

  it('offers a manifest and icons that let a phone install the portal on its home screen', async () => {
    const page = (await get('/')).body.toString();
    expect(page).toContain('<link rel="manifest" href="/manifest.webmanifest" />');
    const answer = await get('/manifest.webmanifest');
    expect(answer.status).toBe(200);
    expect(answer.headers['content-type']).toBe('application/manifest+json');
    const manifest = JSON.parse(answer.body.toString()) as {
      name: string;
      short_name: string;
      start_url: string;
      display: string;
      icons: { src: string; sizes: string; type: string; purpose?: string }[];
    };
    expect(manifest).toMatchObject({ name: 'eWallet Top-up', start_url: '/', display: 'standalone' });
    expect(manifest.short_name.length).toBeLessThanOrEqual(12);
    const sizes = (purpose: string) =>
      manifest.icons.filter((icon) => (icon.purpose ?? 'any') === purpose).map((icon) => icon.sizes);
    expect(sizes('any')).toEqual(expect.arrayContaining(['192x192', '512x512']));
    expect(sizes('maskable')).toContain('512x512');
    const appleIcon = /<link rel="apple-touch-icon" href="([^"]+)"/.exec(page)?.[1];
    for (const icon of [...manifest.icons, { src: appleIcon ?? '', sizes: '180x180', type: 'image/png' }]) {
      const image = await get(icon.src);
      expect(image.status, icon.src).toBe(200);
      expect(image.headers['content-type'], icon.src).toBe(icon.type);
      const { width, height } = pngSize(image.body);
      expect(`${width}x${height}`, icon.src).toBe(icon.sizes);
      // Small enough for a phone on a slow network.
      expect(image.body.length, icon.src).toBeLessThan(20_000);
    }
  });
});

describe('without a web build', () => {
  const t = useTestApp();

  it('answers every path with 404 JSON, the API still served', async () => {
    for (const url of ['/', '/BackOffice', '/robots.txt', '/assets/app.js', '/api/nope']) {
      const answer = await t.app.inject({ url });
      expect(answer.statusCode, url).toBe(404);
      expect(answer.json(), url).toMatchObject({ statusCode: 404, error: 'Not Found' });
    }
    expect((await t.app.inject({ url: '/healthz' })).statusCode).toBe(200);
  });
});

describe('the prerendered Home', () => {
  // The build with a home.html beside index.html, as scripts/prerender-first-screen.mjs leaves it.
  const withHome = makeWebBuild();
  const homeHtml = Buffer.from(
    build.indexHtml
      .toString()
      .replace('<div id="root"></div>', '<div id="root"></div><div id="first-screen">Home</div>'),
  );
  writeFileSync(join(withHome.dir, 'home.html'), homeHtml);
  writeFileSync(join(withHome.dir, 'home.html.br'), brotliCompressSync(homeHtml));
  writeFileSync(join(withHome.dir, 'home.html.gz'), gzipSync(homeHtml));

  const t = useTestApp({ webDistDir: withHome.dir });
  let port = 0;
  const get = (target: string, headers?: Record<string, string>) => rawRequest(port, 'GET', target, headers);

  beforeAll(async () => {
    await t.app.listen({ host: '127.0.0.1', port: 0 });
    port = (t.app.server.address() as AddressInfo).port;
  });

  it('is the page an anonymous visitor gets for /, compressed when asked, varying with the cookie', async () => {
    const plain = await get('/');
    expect(plain.status).toBe(200);
    expect(plain.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(plain.headers['cache-control']).toBe('no-cache');
    expect(plain.body).toEqual(homeHtml);
    const brotli = await get('/', { 'Accept-Encoding': 'br' });
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(brotli.body)).toEqual(homeHtml);
    expect(brotli.headers['vary']).toMatch(/accept-encoding/i);
    expect(brotli.headers['vary']).toMatch(/cookie/i);
    expect((await rawRequest(port, 'HEAD', '/')).headers['content-length']).toBe(String(homeHtml.length));
  });

  it('is never sent as a file of its own, nor for any other path', async () => {
    expect((await get('/home.html')).body).toEqual(build.indexHtml);
    for (const path of ['/BackOffice', '/card/success', '/cancel-topup', '/QR-MARIA-0001']) {
      expect((await get(path)).body, path).toEqual(build.indexHtml);
    }
  });

  it('gives way to the plain page for a step, a signed-in customer, or a site under maintenance', async () => {
    for (const target of ['/?step=login', '/?step=other-account', '/?x']) {
      expect((await get(target)).body, target).toEqual(build.indexHtml);
    }
    // Any portal session cookie, valid or not: the page only picks which Home to show first.
    expect((await get('/', { Cookie: 'portal_sid=anything' })).body).toEqual(build.indexHtml);
    expect((await get('/', { Cookie: 'bo_sid=anything' })).body).toEqual(homeHtml);

    await setSiteDisabled(t.db, true);
    expect((await get('/')).body).toEqual(build.indexHtml);
    await setSiteDisabled(t.db, false);
    expect((await get('/')).body).toEqual(homeHtml);
  });
});
