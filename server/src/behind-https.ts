import type { FastifyReply } from 'fastify';

/**
 * Behind HTTPS: an https PUBLIC_URL, or a request that came in over HTTPS (with TRUST_PROXY, the proxy's
 * X-Forwarded-Proto says so; without it the header is ignored, so a client cannot claim it). Decides the
 * Secure flag of every cookie the server sets.
 */
export function behindHttps(reply: FastifyReply): boolean {
  return reply.server.appConfig.publicUrl.startsWith('https://') || reply.request.protocol === 'https';
}
