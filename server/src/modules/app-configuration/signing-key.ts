import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { appSettings } from '../../db/schema.ts';

/**
 * A random key kept in app_settings under `name`, made by whichever process asks first: every process on
 * one database signs and checks with the same key, with no configuration to set. Read once per database
 * handle; deleting the row and restarting every process replaces it (what it signed then fails).
 */
const loaded = new WeakMap<Database, Map<string, Promise<Buffer>>>();

export function signingKey(db: Database, name: string): Promise<Buffer> {
  let keys = loaded.get(db);
  if (!keys) {
    keys = new Map();
    loaded.set(db, keys);
  }
  let key = keys.get(name);
  if (!key) {
    key = loadOrCreate(db, name);
    // A failed read (database down) is tried again on the next call instead of being kept.
    key.catch(() => keys.delete(name));
    keys.set(name, key);
  }
  return key;
}

async function loadOrCreate(db: Database, name: string): Promise<Buffer> {
  // Two processes starting at once both insert; the second insert does nothing and both read the first.
  await db
    .insert(appSettings)
    .values({ name, value: randomBytes(32).toString('base64url') })
    .onConflictDoNothing();
  const [row] = await db
    .select({ value: appSettings.value })
    .from(appSettings)
    .where(eq(appSettings.name, name));
  if (typeof row?.value !== 'string' || row.value.length < 32)
    throw new Error(`signing key ${name} is unusable`);
  return Buffer.from(row.value, 'base64url');
}
