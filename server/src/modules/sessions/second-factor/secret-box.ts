import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';
import type { Database } from '../../../db/client.ts';
import { signingKey } from '../../app-configuration/signing-key.ts';

/**
 * TOTP secrets are kept AES-256-GCM encrypted with a random key of the app settings (made on first use),
 * so that the second_factors table on its own (a partial export, a log of its rows) does not give them
 * away. A dump of the whole database holds the key too: decision 0022 says what that protects and not.
 */
const KEY_NAME = 'second-factor-key';

export async function sealSecret(db: Database, secret: string): Promise<string> {
  const key = await signingKey(db, KEY_NAME);
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', key, iv);
  const sealed = Buffer.concat([cipher.update(secret, 'utf8'), cipher.final()]);
  return [iv, cipher.getAuthTag(), sealed].map((part) => part.toString('base64url')).join('.');
}

export async function openSecret(db: Database, sealed: string): Promise<string> {
  const key = await signingKey(db, KEY_NAME);
  const [iv, tag, data] = sealed.split('.').map((part) => Buffer.from(part, 'base64url'));
  if (!iv || !tag || !data) throw new Error('second factor secret is unreadable');
  const decipher = createDecipheriv('aes-256-gcm', key, iv);
  decipher.setAuthTag(tag);
  return Buffer.concat([decipher.update(data), decipher.final()]).toString('utf8');
}
