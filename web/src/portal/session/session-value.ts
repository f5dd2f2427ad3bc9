import { useSyncExternalStore } from 'react';

/**
 * One value kept in sessionStorage (it lasts as long as the browser tab, as the spec keeps the customer),
 * readable from React with useSyncExternalStore. The parsed value is cached per stored text, so that React
 * sees the same object until the value changes.
 */
export interface SessionValue<T> {
  get(): T | null;
  set(value: T | null): void;
  use(): T | null;
}

export function createSessionValue<T>(
  key: string,
  isValue: (parsed: unknown) => parsed is T,
): SessionValue<T> {
  const listeners = new Set<() => void>();
  let cachedText: string | null = null;
  let cachedValue: T | null = null;

  function readStorage(): string | null {
    try {
      return sessionStorage.getItem(key);
    } catch {
      // Storage can be blocked (private modes, strict settings); the portal then forgets on reload.
      return null;
    }
  }

  function get(): T | null {
    const text = readStorage();
    if (text === cachedText) return cachedValue;
    cachedText = text;
    cachedValue = null;
    if (text !== null) {
      try {
        const parsed: unknown = JSON.parse(text);
        cachedValue = isValue(parsed) ? parsed : null;
      } catch {
        cachedValue = null;
      }
    }
    return cachedValue;
  }

  function set(value: T | null): void {
    try {
      if (value === null) sessionStorage.removeItem(key);
      else sessionStorage.setItem(key, JSON.stringify(value));
    } catch {
      // See readStorage.
    }
    for (const listener of listeners) listener();
  }

  function subscribe(listener: () => void): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  }

  // No one is signed in on the server: the prerendered first screen (web/src/prerender) is the anonymous one.
  const serverSnapshot = () => null;
  return { get, set, use: () => useSyncExternalStore(subscribe, get, serverSnapshot) };
}
