import fastifyStatic from '@fastify/static';
import { existsSync } from 'node:fs';
import { join, sep } from 'node:path';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AppInstance } from '../app-instance.ts';
import { errorBody } from './error-handler.ts';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The answer for a path under /api that no API route serves: no API route itself (app.ts lists none). */
    noSuchPath?: boolean;
  }
}

/**
 * Paths that are never the app: an API path no route serves, a hashed asset that is not (or no longer)
 * built, and what robots and other services look for under /.well-known. Each is a route of its own that
 * answers 404, so that the router decides, as it does for every other route: case-insensitively, after
 * percent-decoding, whatever the spelling (`/API/x`, `/%61ssets/x.js`).
 */
const NEVER_THE_APP = ['/api', '/api/*', '/assets', '/assets/*', '/.well-known', '/.well-known/*'];

function noSuchPath(request: FastifyRequest, reply: FastifyReply) {
  const path = request.url.split('?')[0] ?? '';
  return reply.code(404).send(errorBody(404, `No such path: ${request.method} ${path}`));
}

/**
 * Serves the built single-page app. Each built file is a route of its own (hashed assets with a year of
 * caching, since they never change under one name; robots.txt, the manifest, the icons revalidated), sent
 * pre-compressed when the client accepts it. Every other GET or HEAD path is a client-side route
 * (/BackOffice/..., /card/success, a QR code) and gets index.html, never cached, whatever the client's
 * Accept-Encoding. What is a file, what is the app and what is neither is decided by the router, never by
 * reading the URL's text.
 */
export interface WebAppOptions {
  /**
   * Whether `/` may answer the page with the prerendered Home (home.html, web/src/prerender): the Home an
   * anonymous visitor of an open site sees. Anyone else gets the plain page, so that they never see a Home
   * that is not theirs while the app starts.
   */
  prerenderedHomeFits?: (request: FastifyRequest) => Promise<boolean>;
}

export async function registerWebApp(
  app: AppInstance,
  webDistDir: string,
  { prerenderedHomeFits }: WebAppOptions = {},
): Promise<void> {
  for (const url of NEVER_THE_APP) {
    app.get(url, { config: { noSuchPath: true }, schema: { hide: true } }, noSuchPath);
  }
  // Any other method on any path, and a route that finds nothing to send (a swagger-ui file, say).
  app.setNotFoundHandler(noSuchPath);

  if (!existsSync(join(webDistDir, 'index.html'))) return;
  const assetsDir = join(webDistDir, 'assets') + sep;
  await app.register(fastifyStatic, {
    root: webDistDir,
    prefix: '/',
    // One route per file found at start: an asset that is not there falls to /assets/* above.
    wildcard: false,
    index: false,
    preCompressed: true,
    // The compressed copies are chosen by Accept-Encoding, not asked for by name; index.html is the route below.
    globIgnore: ['index.html', 'home.html', '**/*.gz', '**/*.br'],
    setHeaders(res, path) {
      res.header(
        'cache-control',
        path.startsWith(assetsDir) ? 'public, max-age=31536000, immutable' : 'no-cache',
      );
    },
  });
  app.get('/*', { schema: { hide: true } }, (_request, reply) => reply.sendFile('index.html'));
  // A receipt's address holds its secret token (decision 0029): no cache keeps an answer under it.
  // (onSend: after the static plugin has set its own headers for the file.)
  app.get(
    '/receipt/*',
    {
      schema: { hide: true },
      onSend: (_request, reply, payload, done) => {
        reply.header('cache-control', 'no-store');
        done(null, payload);
      },
    },
    (_request, reply) => reply.sendFile('index.html'),
  );

  if (!prerenderedHomeFits || !existsSync(join(webDistDir, 'home.html'))) return;
  // Home itself, without a step or any other parameter in its query string (those open another view).
  app.get('/', { schema: { hide: true } }, async (request, reply) => {
    const plain = Object.keys(request.query ?? {}).length > 0 || !(await prerenderedHomeFits(request));
    // The answer depends on the session cookie: a shared cache must not give one visitor's to another.
    reply.header('vary', 'Cookie');
    return reply.sendFile(plain ? 'index.html' : 'home.html');
  });
}
