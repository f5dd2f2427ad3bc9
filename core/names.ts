/** "J*** D*** C***": each word's first letter, the rest hidden, for callers who only typed a number. */
export function maskName(name: string): string {
  return name
    .split(/\s+/)
    .filter(Boolean)
    .map((word) => `${word[0] ?? ''}***`)
    .join(' ');
}

export function fullNameOf(firstname: string, lastname: string): string {
  return `${firstname} ${lastname}`.trim();
}
