import type { AppInstance } from '../app-instance.ts';
import { invalid } from '../errors.ts';

function holdsNul(value: unknown, depth = 0): boolean {
  if (typeof value === 'string') return value.includes('\u0000');
  if (depth > 32 || value === null || typeof value !== 'object') return false;
  for (const [key, child] of Object.entries(value)) {
    if (key.includes('\u0000') || holdsNul(child, depth + 1)) return true;
  }
  return false;
}

/** PostgreSQL text cannot hold NUL characters: refuse them up front, with a 400 rather than a failed query. */
export function registerRejectNul(app: AppInstance): void {
  app.addHook('preValidation', async (request) => {
    if (holdsNul(request.query) || holdsNul(request.params) || holdsNul(request.body)) {
      throw invalid('Text must not contain NUL characters');
    }
  });
}
