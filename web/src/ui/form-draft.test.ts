import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { clearDraft, clearDrafts, draftKey, readDraft, writeDraft } from './form-draft';

/** sessionStorage as the browser has it, in memory. */
function memoryStorage(): Storage {
  const items = new Map<string, string>();
  return {
    get length() {
      return items.size;
    },
    key: (index) => [...items.keys()][index] ?? null,
    getItem: (key) => items.get(key) ?? null,
    setItem: (key, value) => void items.set(key, String(value)),
    removeItem: (key) => void items.delete(key),
    clear: () => items.clear(),
  };
}

describe('form drafts', () => {
  beforeEach(() => vi.stubGlobal('sessionStorage', memoryStorage()));
  afterEach(() => vi.unstubAllGlobals());

  it('keeps a draft per user and form until it is cleared', () => {
    writeDraft(draftKey(1, 'journal-entry'), { purpose: 'typed' });
    expect(readDraft(draftKey(1, 'journal-entry'))).toEqual({ purpose: 'typed' });
    expect(readDraft(draftKey(2, 'journal-entry'))).toBeNull();
    clearDraft(draftKey(1, 'journal-entry'));
    expect(readDraft(draftKey(1, 'journal-entry'))).toBeNull();
  });

  it("drops other users' drafts at a sign-in, and every draft at logout, leaving other keys alone", () => {
    writeDraft(draftKey(1, 'a'), 1);
    writeDraft(draftKey(12, 'a'), 12);
    writeDraft(draftKey(2, 'b'), 2);
    sessionStorage.setItem('something-else', 'x');
    clearDrafts(1);
    expect(readDraft(draftKey(1, 'a'))).toBe(1);
    expect(readDraft(draftKey(12, 'a'))).toBeNull();
    expect(readDraft(draftKey(2, 'b'))).toBeNull();
    clearDrafts();
    expect(readDraft(draftKey(1, 'a'))).toBeNull();
    expect(sessionStorage.getItem('something-else')).toBe('x');
  });
});
