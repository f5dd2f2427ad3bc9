import { z } from 'zod';
import { pesoAmountField } from '@core/api/amount-field';
import { belowMinimumAmountMessage, TOPUP_AMOUNT_RULES } from '@core/api/topups';
import { amountTextToPesos } from '@core/amount-input';
import { MESSAGES } from '@core/messages';
import { normalizeMobileNumber } from '@core/mobile';
import { pesosToCentavos } from '@core/money';
import { isRecipientNumberAsRiderContact, PAYER_CONTACT_MESSAGES } from '@core/payer-contact';
import { isAcceptablePayerEmail } from './payer-email';

export interface TopupFormContext {
  option: 1 | 2;
  /** The methods offered, minimum amounts in pesos as the API answers them. */
  methods: readonly { code: number; name: string; minimumAmount: number }[];
  recipientMobileNo: string;
  payerIsRecipient: boolean;
}

/**
 * The portal's top-up form, checked by the rules the server applies to the body it sends: the typed amount
 * is read as the body's pesos (rounded to centavos, commas removed) and checked by the body's amount rules;
 * then, as the server does, the chosen method's minimum and, for another account, the payer's number.
 */
export function topupFormSchema(context: TopupFormContext) {
  return z
    .object({
      amount: z
        .string()
        .transform((text): number | string | null | undefined => amountTextToPesos(text))
        .pipe(pesoAmountField(TOPUP_AMOUNT_RULES)),
      paymentMethodCode: z.string(),
      payerMobileNo: z.string(),
      payerEmail: z.string().default(''),
    })
    .superRefine((values, issues) => {
      const method = context.methods.find((m) => String(m.code) === values.paymentMethodCode);
      const minimum = method ? pesosToCentavos(method.minimumAmount) : 0;
      if (method && values.amount < minimum) {
        issues.addIssue({
          code: 'custom',
          path: ['amount'],
          message: belowMinimumAmountMessage(method.name, minimum),
        });
      }
      if (!isAcceptablePayerEmail(values.payerEmail)) {
        // PayerEmailField shows its own words in the portal's language.
        issues.addIssue({ code: 'custom', path: ['payerEmail'], message: 'invalid' });
      }
      if (context.option !== 2) return;
      const payer = values.payerMobileNo;
      const message = !payer.trim()
        ? MESSAGES.mobileNumberRequired
        : !normalizeMobileNumber(payer)
          ? MESSAGES.invalidMobileNumberFormat
          : isRecipientNumberAsRiderContact({
                topupOption: context.option,
                paymentMethodCode: Number(values.paymentMethodCode),
                contactNumber: payer,
                recipientMobileNo: context.recipientMobileNo,
                payerIsRecipient: context.payerIsRecipient,
              })
            ? PAYER_CONTACT_MESSAGES.riderCallsPayer
            : null;
      if (message) issues.addIssue({ code: 'custom', path: ['payerMobileNo'], message });
    });
}
