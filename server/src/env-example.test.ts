import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

/** The names of the environment variables config.ts reads (`env.NAME` and `'NAME', env.NAME`). */
function variablesRead(): string[] {
  const source = readFileSync('server/src/config.ts', 'utf8');
  return [
    ...new Set([...source.matchAll(/\benv\.([A-Z][A-Z0-9_]+)/g)].map((match) => match[1] ?? '')),
  ].sort();
}

describe('.env.example', () => {
  it('lists every variable the server reads, each with a line that says what it is', () => {
    const example = readFileSync('.env.example', 'utf8').split('\n');
    const variables = variablesRead();
    expect(variables.length).toBeGreaterThan(20);
    for (const name of variables) {
      const at = example.findIndex((line) => new RegExp(`^#? ?${name}=`).test(line));
      expect(at, name).toBeGreaterThan(0);
      // The line above is its meaning.
      expect(example[at - 1], name).toMatch(/^# \S/);
    }
  });
});
