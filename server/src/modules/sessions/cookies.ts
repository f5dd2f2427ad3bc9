import type { FastifyReply, FastifyRequest } from 'fastify';
import type { SessionScope } from '../../../../core/api/customers.ts';
import { behindHttps } from '../../behind-https.ts';
import { COOKIE_NAMES } from './service.ts';

/** httpOnly (no script reads it), SameSite=Lax (no cross-site POST carries it), Secure behind HTTPS. */
export function setSessionCookie(reply: FastifyReply, scope: SessionScope, token: string): void {
  reply.setCookie(COOKIE_NAMES[scope], token, {
    path: '/',
    httpOnly: true,
    sameSite: 'lax',
    secure: behindHttps(reply),
  });
}

export function clearSessionCookie(reply: FastifyReply, scope: SessionScope): void {
  reply.clearCookie(COOKIE_NAMES[scope], {
    path: '/',
    httpOnly: true,
    sameSite: 'lax',
    secure: behindHttps(reply),
  });
}

export function sessionToken(request: FastifyRequest, scope: SessionScope): string | undefined {
  return request.cookies[COOKIE_NAMES[scope]];
}
