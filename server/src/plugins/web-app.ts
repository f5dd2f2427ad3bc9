import fastifyStatic from '@fastify/static';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AppInstance } from '../app.ts';
import { errorBody } from './error-handler.ts';

/**
 * Serves the built single-page app: hashed assets with a year of caching (they never change under one
 * name), and index.html, never cached, for `/` and every path that is not an API or asset path, so that
 * client-side routes (/BackOffice/..., /card/success, a QR code) load the app.
 */
export async function registerWebApp(app: AppInstance, webDistDir: string): Promise<void> {
  const indexFile = join(webDistDir, 'index.html');
  const hasBuild = existsSync(indexFile);
  const indexHtml = hasBuild ? readFileSync(indexFile) : null;

  if (hasBuild) {
    await app.register(fastifyStatic, {
      root: webDistDir,
      prefix: '/',
      index: false,
      wildcard: true,
      preCompressed: true,
      setHeaders(res, path) {
        res.header(
          'cache-control',
          path.includes(`${join(webDistDir, 'assets')}`) ? 'public, max-age=31536000, immutable' : 'no-cache',
        );
      },
    });
  }

  app.setNotFoundHandler((request: FastifyRequest, reply: FastifyReply) => {
    const path = request.url.split('?')[0]?.toLowerCase() ?? '';
    const isApi = path === '/api' || path.startsWith('/api/');
    const isAsset = path.startsWith('/assets/');
    if (isApi || isAsset || !indexHtml || (request.method !== 'GET' && request.method !== 'HEAD')) {
      return reply
        .code(404)
        .send(errorBody(404, `No such path: ${request.method} ${request.url.split('?')[0]}`));
    }
    return reply
      .code(200)
      .type('text/html; charset=utf-8')
      .header('cache-control', 'no-cache')
      .send(indexHtml);
  });
}
