/**
 * A fresh Idempotency-Key: 128 random bits as hex. crypto.randomUUID exists only on secure origins, while
 * getRandomValues also works when the portal is opened over plain HTTP on a shop's network.
 */
export function createIdempotencyKey(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}
