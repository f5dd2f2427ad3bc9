import { z } from 'zod';

/**
 * Zod's default texts ("Invalid input: expected string, received undefined") name no field. Schemas that
 * have a spec text carry it themselves; for the rest, these say which field and what is wrong. The error
 * handler puts the field's path in place of {field}.
 */
export function useReadableZodMessages(): void {
  z.config({
    customError(issue) {
      switch (issue.code) {
        case 'invalid_type':
          return issue.input === undefined
            ? '{field} is required'
            : `{field} must be ${article(issue.expected)}`;
        case 'too_big':
          return issue.origin === 'string'
            ? `{field} must be at most ${String(issue.maximum)} characters`
            : `{field} must be at most ${String(issue.maximum)}`;
        case 'too_small':
          if (issue.origin === 'string' && issue.minimum === 1) return '{field} is required';
          // .positive() is "more than 0", not "at least 0": the text must say what is accepted.
          return issue.inclusive === false
            ? `{field} must be more than ${String(issue.minimum)}`
            : `{field} must be at least ${String(issue.minimum)}`;
        case 'invalid_value':
          return `{field} must be one of ${issue.values.map((v) => JSON.stringify(v)).join(', ')}`;
        case 'unrecognized_keys':
          return `Unknown field ${issue.keys.join(', ')}`;
        default:
          return undefined;
      }
    },
  });
}

function article(expected: string): string {
  return /^[aeiou]/.test(expected) ? `an ${expected}` : `a ${expected}`;
}
