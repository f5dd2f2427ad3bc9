import compress from '@fastify/compress';
import type { AppInstance } from '../app-instance.ts';

/** Answers smaller than this go out as they are: compressing them saves less than it costs. */
export const COMPRESSION_THRESHOLD_BYTES = 1024;

/**
 * Compresses answers above 1 KB (lists, reports, the OpenAPI document, the CSV export as it streams) with
 * brotli or gzip, whichever the client accepts; a client that sends no Accept-Encoding gets them plain.
 * The web app's files already go out pre-compressed (scripts/compress-web.mjs): an answer that carries a
 * Content-Encoding is left alone. Event streams are never compressed (the plugin's default), so that each
 * event reaches the browser when it is sent. Request bodies are not decompressed: the API takes plain JSON
 * bodies, as before, and a compressed body stays refused.
 * Registered before the routes: the plugin hooks into each route as it is added.
 */
export async function registerCompression(app: AppInstance): Promise<void> {
  await app.register(compress, {
    global: true,
    threshold: COMPRESSION_THRESHOLD_BYTES,
    encodings: ['br', 'gzip'],
    globalDecompression: false,
  });
}
