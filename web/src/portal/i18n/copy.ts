import { useLanguage, type Language } from './language';

/**
 * A screen's words in both languages, kept beside the screen (so each screen's chunk carries only its own
 * words, decision 0026). The Filipino side must have every key the English side has: `defineCopy` checks it
 * at compile time. Words that depend on values are functions, e.g. `expires: (when: string) => ...`.
 */
export type Copy<T> = { readonly [L in Language]: T };

/** Every copy defined so far, for the test that no Filipino word is empty (copy.test.ts). */
export const DEFINED_COPIES: Copy<unknown>[] = [];

export function defineCopy<T>(copy: { readonly en: T; readonly fil: NoInfer<T> }): Copy<T> {
  // The type comes from the English side alone (NoInfer): a Filipino side with a key missing, an extra
  // key, or a function where the English has text does not compile.
  DEFINED_COPIES.push(copy);
  return copy;
}

/** The current language's side of a screen's copy; the screen re-renders when the language changes. */
export function useCopy<T>(copy: Copy<T>): T {
  return copy[useLanguage()];
}
