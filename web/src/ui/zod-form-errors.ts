import type { z } from 'zod';

/**
 * A form's errors from the same zod schema the server validates with, so that both say the same words:
 * the first message of each top-level field.
 */
export function zodFormErrors(schema: z.ZodType, value: unknown): Record<string, string> {
  const result = schema.safeParse(value);
  if (result.success) return {};
  const errors: Record<string, string> = {};
  for (const issue of result.error.issues) {
    const field = String(issue.path[0] ?? '');
    if (field && !(field in errors)) errors[field] = issue.message;
  }
  return errors;
}
