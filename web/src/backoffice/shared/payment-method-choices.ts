import { PaymentMethodCode } from '@core/payment-method-codes';
import { useAllPaymentMethods } from './api/get-payment-methods';

/** A payment method as the back office's filters, panels and chart name it. */
export interface MethodChoice {
  code: number;
  name: string;
}

/**
 * The order the spec lists the known methods in (the dashboard's and the request list's filters). Every
 * other method follows them in the server's order (priority), so a method added on the server appears in
 * the filters, the dashboard and the chart with no change here.
 */
const SPEC_ORDER: readonly number[] = [
  PaymentMethodCode.PayOnRider,
  PaymentMethodCode.PayOnSite,
  PaymentMethodCode.Card,
  PaymentMethodCode.BankTransfer,
];

function specRank(code: number): number {
  const rank = SPEC_ORDER.indexOf(code);
  return rank === -1 ? SPEC_ORDER.length : rank;
}

/** Every method the server has (hidden ones too: old requests keep them), known ones in the spec's order. */
export function methodChoices(methods: readonly MethodChoice[]): MethodChoice[] {
  return methods
    .map(({ code, name }, position) => ({ code, name, position }))
    .sort((a, b) => specRank(a.code) - specRank(b.code) || a.position - b.position)
    .map(({ code, name }) => ({ code, name }));
}

/** The methods from GET /api/PaymentMethods/All (top-up admins), while loading an empty list. */
export function useMethodChoices(): { choices: MethodChoice[]; isPending: boolean } {
  const methods = useAllPaymentMethods();
  return { choices: methodChoices(methods.data ?? []), isPending: methods.isPending };
}

/** The names of `codes`, for a filter value that no single option stands for (the dashboard's "All"). */
export function methodNames(choices: readonly MethodChoice[], codes: readonly number[]): string {
  return codes.map((code) => choices.find((choice) => choice.code === code)?.name ?? String(code)).join(', ');
}
