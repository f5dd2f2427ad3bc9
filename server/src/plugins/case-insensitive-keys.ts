import type { FastifyRequest } from 'fastify';
import type { AppInstance } from '../app-instance.ts';

/**
 * The original service matched body and query keys case-insensitively (`mobileNo` = `MobileNo`), and
 * clients rely on it. Before validation, each key is renamed to the spelling its route's schema uses.
 */

interface KeyMap {
  keys: Map<string, string>;
  children: Map<string, KeyMap>;
  items?: KeyMap;
}

interface ZodLike {
  _zod?: { def?: Record<string, unknown> & { type?: string } };
}

function keyMapOf(schema: unknown, depth = 0): KeyMap | undefined {
  const def = (schema as ZodLike | undefined)?._zod?.def;
  if (!def || depth > 8) return undefined;
  switch (def.type) {
    case 'optional':
    case 'nullable':
    case 'default':
    case 'prefault':
    case 'readonly':
    case 'catch':
      return keyMapOf(def.innerType, depth + 1);
    case 'pipe':
      return keyMapOf(def.in, depth + 1);
    case 'array':
      return { keys: new Map(), children: new Map(), items: keyMapOf(def.element, depth + 1) };
    case 'object': {
      const shape = (def.shape ?? {}) as Record<string, unknown>;
      const map: KeyMap = { keys: new Map(), children: new Map() };
      for (const [key, child] of Object.entries(shape)) {
        map.keys.set(key.toLowerCase(), key);
        const childMap = keyMapOf(child, depth + 1);
        if (childMap) map.children.set(key, childMap);
      }
      return map;
    }
    default:
      return undefined;
  }
}

function renameKeys(value: unknown, map: KeyMap): unknown {
  if (Array.isArray(value))
    return map.items ? value.map((item) => renameKeys(item, map.items as KeyMap)) : value;
  if (value === null || typeof value !== 'object') return value;
  const renamed: Record<string, unknown> = {};
  for (const [key, child] of Object.entries(value as Record<string, unknown>)) {
    const canonical = map.keys.get(key.toLowerCase()) ?? key;
    // The schema's own spelling wins over another spelling of the same key.
    if (canonical !== key && Object.prototype.hasOwnProperty.call(value, canonical)) continue;
    const childMap = map.children.get(canonical);
    renamed[canonical] = childMap ? renameKeys(child, childMap) : child;
  }
  return renamed;
}

export function registerCaseInsensitiveKeys(app: AppInstance): void {
  app.addHook('onRoute', (route) => {
    const body = keyMapOf(route.schema?.body);
    const query = keyMapOf(route.schema?.querystring);
    if (!body && !query) return;
    const hook = async (request: FastifyRequest) => {
      if (body && request.body !== undefined) request.body = renameKeys(request.body, body);
      if (query && request.query) request.query = renameKeys(request.query, query);
    };
    const existing = route.preValidation;
    route.preValidation = existing ? [hook, ...(Array.isArray(existing) ? existing : [existing])] : [hook];
  });
}
