import { describe, expect, it } from 'vitest';
import { MESSAGES, cardTopupCreatedMessage, topupCreatedMessage } from '@core/messages';
import { DEFINED_COPIES, defineCopy } from './copy';

// Every portal module, so that every screen's copy is defined (and registered) before the checks; not the
// screen tests (*.test.tsx), which mount the app in jsdom.
const modules = import.meta.glob(['../**/*.tsx', '!../**/*.test.tsx', '../**/*-copy.ts'], { eager: true });

/** Each text of a copy side, with functions called with sample values. */
function textsOf(side: unknown, path = ''): { path: string; text: unknown }[] {
  if (typeof side === 'string') return [{ path, text: side }];
  if (typeof side === 'function') {
    const sample = Array.from({ length: side.length }, (_, i) => (i === 0 ? 'X1' : `X${i + 1}`));
    return textsOf(side(...sample), `${path}()`);
  }
  if (side && typeof side === 'object') {
    return Object.entries(side).flatMap(([key, value]) => textsOf(value, `${path}.${key}`));
  }
  return [{ path, text: side }];
}

describe('the portal copy in English and Filipino', () => {
  it('finds the screens', () => {
    expect(Object.keys(modules).length).toBeGreaterThan(20);
    expect(DEFINED_COPIES.length).toBeGreaterThanOrEqual(18);
  });

  it('has no empty Filipino word, and the same keys on both sides', () => {
    for (const copy of DEFINED_COPIES) {
      const english = textsOf(copy.en).map(({ path }) => path);
      const filipino = textsOf(copy.fil);
      expect(filipino.map(({ path }) => path)).toEqual(english);
      for (const { path, text } of filipino) {
        expect(typeof text, path).toBe('string');
        expect((text as string).trim(), `${path} in ${JSON.stringify(copy.en).slice(0, 80)}`).not.toBe('');
      }
    }
  });

  it('checks at compile time that the Filipino side has every key, and no other', () => {
    // @ts-expect-error a Filipino side without a key the English side has
    defineCopy({ en: { a: 'A', b: 'B' }, fil: { a: 'A' } });
    // @ts-expect-error a Filipino side with a key the English side does not have
    defineCopy({ en: { a: 'A' }, fil: { a: 'A', c: 'C' } });
    // @ts-expect-error text where the English side has a function
    defineCopy({ en: { a: (n: number) => `${n}` }, fil: { a: 'A' } });
  });

  it("keeps the spec's English messages word for word on the English side", () => {
    const english = DEFINED_COPIES.map((copy) => copy.en as Record<string, unknown>);
    const withKey = (key: string, value: unknown) => english.some((side) => side[key] === value);
    expect(withKey('title', MESSAGES.siteDisabledTitle)).toBe(true);
    expect(withKey('notice', MESSAGES.siteDisabledNotice)).toBe(true);
    expect(withKey('title', 'Confirm Top-up Recipient')).toBe(true);
    expect(withKey('created', topupCreatedMessage)).toBe(true);
    expect(withKey('cardCreated', cardTopupCreatedMessage)).toBe(true);
  });
});
