import { useSyncExternalStore } from 'react';

/**
 * The portal's language: English (the spec's words) or Filipino. Chosen with the switch in the portal's
 * header and remembered in localStorage, so that it outlasts the tab and the sign-in (decision 0026). The
 * back office stays English.
 */
export type Language = 'en' | 'fil';

export const LANGUAGES: readonly { value: Language; label: string }[] = [
  { value: 'en', label: 'English' },
  { value: 'fil', label: 'Filipino' },
];

const STORAGE_KEY = 'portal.language';
const listeners = new Set<() => void>();

function isLanguage(value: unknown): value is Language {
  return value === 'en' || value === 'fil';
}

export function currentLanguage(): Language {
  try {
    const stored = localStorage.getItem(STORAGE_KEY);
    return isLanguage(stored) ? stored : 'en';
  } catch {
    // Storage can be blocked (private modes, strict settings): the portal then speaks English.
    return 'en';
  }
}

export function setLanguage(language: Language): void {
  try {
    localStorage.setItem(STORAGE_KEY, language);
  } catch {
    // See currentLanguage: the choice then lasts until the page is reloaded.
  }
  applyDocumentLanguage(language);
  for (const listener of listeners) listener();
}

/** The address parameter of the prerendered switch, which is a plain link (see language-switch.tsx). */
export const LANGUAGE_PARAM = 'lang';

/**
 * Takes a choice made on the prerendered Home before the JavaScript arrived (`/?lang=fil`): stores it and
 * takes the parameter out of the address, so that a copied link does not carry it.
 */
export function takeLanguageFromAddress(): void {
  const url = new URL(window.location.href);
  const asked = url.searchParams.get(LANGUAGE_PARAM);
  if (asked === null) return;
  if (isLanguage(asked)) setLanguage(asked);
  url.searchParams.delete(LANGUAGE_PARAM);
  window.history.replaceState(window.history.state, '', url.pathname + url.search + url.hash);
}

/** `<html lang>` follows the choice, for screen readers and the browser's hyphenation. */
export function applyDocumentLanguage(language: Language = currentLanguage()): void {
  if (typeof document !== 'undefined') document.documentElement.lang = language === 'fil' ? 'fil' : 'en';
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  // Another tab's choice reaches this one too.
  const onStorage = (event: StorageEvent) => {
    if (event.key === STORAGE_KEY) listener();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

/** The prerendered first screen is English; the live app then takes the stored choice. */
const serverSnapshot = (): Language => 'en';

export function useLanguage(): Language {
  return useSyncExternalStore(subscribe, currentLanguage, serverSnapshot);
}
