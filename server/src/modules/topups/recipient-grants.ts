import { createHmac, timingSafeEqual } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Database } from '../../db/client.ts';
import { signingKey } from '../app-configuration/signing-key.ts';
import { behindHttps } from '../../behind-https.ts';

/**
 * Look-up grants (docs/decisions/0011): a customer found by mobile number may be topped up (option 2) from
 * the same browser for 30 minutes, without the caller repeating the number. The grants live in one
 * HttpOnly, SameSite=Strict cookie, signed with a key kept in the database, so any server process checks
 * them and nothing is written per look-up. The customer ids in it are no secret: the look-up answered them.
 */
export const RECIPIENT_GRANT_COOKIE = 'topup_recipients';
export const RECIPIENT_GRANT_SECONDS = 30 * 60;
/** The most recent look-ups kept; an older one falls out of the cookie. */
const MAX_GRANTS = 10;
const KEY_NAME = 'recipientGrantKey';

interface Grant {
  customerId: number;
  /** Unix seconds. */
  expiresAt: number;
}

const nowSeconds = () => Math.floor(Date.now() / 1000);

function mac(key: Buffer, payload: string): string {
  return createHmac('sha256', key).update(`recipient-grants\n${payload}`).digest('base64url');
}

/** "id.expiry_id.expiry~mac": only characters a cookie may hold without encoding. */
function encode(key: Buffer, grants: Grant[]): string {
  const payload = grants.map((grant) => `${grant.customerId}.${grant.expiresAt}`).join('_');
  return `${payload}~${mac(key, payload)}`;
}

/** The live grants of a cookie; none when it was not signed with our key (or was changed since). */
function decode(key: Buffer, value: string | undefined): Grant[] {
  if (!value) return [];
  const cut = value.lastIndexOf('~');
  const payload = value.slice(0, Math.max(cut, 0));
  const given = Buffer.from(value.slice(cut + 1));
  const expected = Buffer.from(mac(key, payload));
  if (cut < 1 || given.length !== expected.length || !timingSafeEqual(given, expected)) return [];
  const now = nowSeconds();
  return payload
    .split('_')
    .map((entry) => entry.split('.').map(Number))
    .filter(([id, expiresAt]) => Number.isSafeInteger(id) && Number.isSafeInteger(expiresAt))
    .map(([id, expiresAt]) => ({ customerId: id!, expiresAt: expiresAt! }))
    .filter((grant) => grant.expiresAt > now);
}

/** Adds a grant for `customerId` to the caller's cookie (a look-up found them). */
export async function grantRecipient(
  db: Database,
  request: FastifyRequest,
  reply: FastifyReply,
  customerId: number,
): Promise<void> {
  const key = await signingKey(db, KEY_NAME);
  const kept = decode(key, request.cookies[RECIPIENT_GRANT_COOKIE])
    .filter((grant) => grant.customerId !== customerId)
    .slice(-(MAX_GRANTS - 1));
  const grants = [...kept, { customerId, expiresAt: nowSeconds() + RECIPIENT_GRANT_SECONDS }];
  reply.setCookie(RECIPIENT_GRANT_COOKIE, encode(key, grants), {
    path: '/',
    httpOnly: true,
    // Strict: a create sent from another site does not carry it, so no other site can use a grant.
    sameSite: 'strict',
    secure: behindHttps(reply),
    maxAge: RECIPIENT_GRANT_SECONDS,
  });
}

/** The customer ids the caller may top up by option 2 because they looked them up. */
export async function grantedRecipients(db: Database, request: FastifyRequest): Promise<number[]> {
  const value = request.cookies[RECIPIENT_GRANT_COOKIE];
  if (!value) return [];
  return decode(await signingKey(db, KEY_NAME), value).map((grant) => grant.customerId);
}
