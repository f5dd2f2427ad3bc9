import { describe, expect, it } from 'vitest';
import { fullNameOf, maskInitials, maskName } from './names.ts';

describe('maskName: the first word whole, the initials of the rest', () => {
  it.each([
    ['Maria Clara Santos', 'Maria C. S.'],
    ['Juan Dela Cruz', 'Juan D. C.'],
    ['Ana Reyes', 'Ana R.'],
    // One word: nothing else to hide, the given name alone.
    ['Cher', 'Cher'],
    // Spaces around, between, tabs and line breaks count as one gap.
    ['  Maria   Clara\tSantos \n', 'Maria C. S.'],
    // Small letters are shown as capitals, as a printed initial is.
    ['juan dela cruz', 'juan D. C.'],
    // Accents and Ñ keep their marks, written composed or decomposed.
    ['José Ñañez Ébano', 'José Ñ. É.'],
    ['Jose N\u0303an\u0303ez', 'Jose Ñ.'],
    // Punctuation before a word is not its initial.
    ['Pedro (Jun) Santos-Reyes', 'Pedro J. S.'],
    ["Leo D'Angelo", 'Leo D.'],
    ['Ramon Cruz III', 'Ramon C. I.'],
    // A letter outside the basic plane is never cut in half.
    ['Ana 𝒵ed', 'Ana 𝒵.'],
    ['', ''],
    ['   ', ''],
  ])('%j → %j', (name, masked) => {
    expect(maskName(name)).toBe(masked);
  });

  it('hides every later word of a very long name, whatever its length', () => {
    const long = ['Maximiliano', ...Array.from({ length: 30 }, (_, i) => `Apelyido${i}`)].join(' ');
    const masked = maskName(long);
    expect(masked.startsWith('Maximiliano A. A. ')).toBe(true);
    expect(masked).not.toContain('Apelyido');
    expect(masked.split(' ')).toHaveLength(31);
  });

  it('reveals no letter of a later word beyond its initial', () => {
    const masked = maskName('Maria Clara Santos');
    expect(masked).not.toMatch(/Clara|Santos|lara|antos/);
  });

  it('masks the look-up columns the same way as the whole name', () => {
    const firstname = 'Maria Clara';
    const lastname = 'Santos';
    expect(`${maskName(firstname)} ${maskInitials(lastname)}`).toBe(
      maskName(fullNameOf(firstname, lastname)),
    );
    expect(maskInitials('Dela Cruz')).toBe('D. C.');
    expect(maskInitials('  ')).toBe('');
  });
});
