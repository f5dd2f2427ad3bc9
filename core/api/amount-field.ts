import { z } from 'zod';
import { AMOUNT_MESSAGES, parsePesoAmount, type AmountRules } from '../money.ts';

/**
 * A body's amount in pesos (a JSON number or decimal text) checked by money.ts's one parser under the
 * field's rules, and read as whole centavos: the server and the form that sends the body share it.
 */
export function pesoAmountField(rules: AmountRules) {
  return z
    .union([z.number(), z.string(), z.null()], {
      error: rules.messages?.required ?? rules.messages?.invalid ?? AMOUNT_MESSAGES.invalid,
    })
    .optional()
    .transform((value, context) => {
      const parsed = parsePesoAmount(value, rules);
      if (parsed.ok) return parsed.centavos;
      context.addIssue({ code: 'custom', message: parsed.message });
      return z.NEVER;
    });
}
