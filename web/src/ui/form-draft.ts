import { useEffect, useRef } from 'react';

/**
 * What a person has typed into a form, kept in sessionStorage (this tab only, gone when the tab closes), so
 * that a session that ends mid-edit gives the form back after signing in again (issue 19). Keyed by the
 * signed-in user and the form, so a colleague signing in on the same tab never sees another's draft.
 * Cleared when the form is saved or dismissed on purpose.
 */
const PREFIX = 'draft:';

export function draftKey(userId: number, form: string): string {
  return `${PREFIX}${userId}:${form}`;
}

export function readDraft<T>(key: string): T | null {
  try {
    const text = sessionStorage.getItem(key);
    return text === null ? null : (JSON.parse(text) as T);
  } catch {
    // Storage blocked (strict privacy settings) or a damaged entry: there is simply no draft.
    return null;
  }
}

export function writeDraft(key: string, value: unknown): void {
  try {
    sessionStorage.setItem(key, JSON.stringify(value));
  } catch {
    // Storage blocked or full: the form still works, it just cannot survive a sign-in.
  }
}

export function clearDraft(key: string): void {
  try {
    sessionStorage.removeItem(key);
  } catch {
    // See writeDraft.
  }
}

/**
 * Drops every draft in this tab (at logout), or every one but this user's (at a sign-in: a colleague taking
 * over the tab gets none of the previous person's typing, not even in storage).
 */
export function clearDrafts(exceptUserId?: number): void {
  try {
    const keep = exceptUserId === undefined ? null : `${PREFIX}${exceptUserId}:`;
    const keys = Array.from({ length: sessionStorage.length }, (_, i) => sessionStorage.key(i));
    for (const key of keys) {
      if (key?.startsWith(PREFIX) && (keep === null || !key.startsWith(keep))) sessionStorage.removeItem(key);
    }
  } catch {
    // See writeDraft.
  }
}

/**
 * Restores the draft under `key` once, when the form first renders, then keeps `values` there as they
 * change. `key` null turns it off (a form not open). Returns `clear`, to call after a save or a cancel.
 */
export function useFormDraft<T>(
  key: string | null,
  values: T,
  restore: (draft: T) => void,
): { clear: () => void } {
  const restoredFor = useRef<string | null>(null);
  const restoreRef = useRef(restore);
  useEffect(() => {
    restoreRef.current = restore;
  });

  useEffect(() => {
    if (key === null || restoredFor.current === key) return;
    restoredFor.current = key;
    const draft = readDraft<T>(key);
    if (draft !== null) restoreRef.current(draft);
  }, [key]);

  const text = JSON.stringify(values);
  useEffect(() => {
    // Written only after this key's draft was restored, or the first render would overwrite it.
    if (key === null || restoredFor.current !== key) return;
    writeDraft(key, JSON.parse(text) as unknown);
  }, [key, text]);

  return {
    clear: () => {
      if (key !== null) clearDraft(key);
    },
  };
}
