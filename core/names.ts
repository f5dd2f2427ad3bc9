/**
 * A name as it is shown to someone who only typed a mobile number (the look-up, the public Search and
 * Cancel answers, Verify Account, receipts and notices): the first word whole, every other word by its
 * initial ("Maria Clara Santos" → "Maria C. S.", "Juan Dela Cruz" → "Juan D. C."), decision 0030.
 *
 * Why the first word only: it is the given name in every stored name (firstname comes first), so the payer
 * recognises the person, while the surname, the part that ties a number to a family and an address, stays
 * hidden. The rule works on a whole name string, so the request's stored name (one string, where the
 * split between firstname and lastname is lost) masks exactly as the look-up's columns do.
 */
export function maskName(name: string): string {
  const words = nameWords(name);
  const [first, ...rest] = words;
  if (first === undefined) return '';
  return [first, ...rest.map(initialOf)].join(' ');
}

/** Every word by its initial ("Dela Cruz" → "D. C."): the look-up's masked lastname. */
export function maskInitials(name: string): string {
  return nameWords(name).map(initialOf).join(' ');
}

/** Words as people typed them, in composed form (a decomposed "N" + "~" becomes "Ñ"). */
function nameWords(name: string): string[] {
  return name.normalize('NFC').split(/\s+/u).filter(Boolean);
}

/**
 * A word's first letter in capitals and a full stop: the first character with its accent marks ("Ñ", "É"),
 * so that a surrogate pair or a combining mark is never cut in half. A word without a letter (a stray "-")
 * keeps its first character.
 */
function initialOf(word: string): string {
  const letter = /\p{L}\p{M}*/u.exec(word)?.[0] ?? /^\P{M}\p{M}*/u.exec(word)?.[0] ?? word;
  return `${letter.toLocaleUpperCase('en-PH')}.`;
}

export function fullNameOf(firstname: string, lastname: string): string {
  return `${firstname} ${lastname}`.trim();
}
