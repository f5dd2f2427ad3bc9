import { queryOptions, useQuery } from '@tanstack/react-query';
import { paymentMethodEndpoints, type PortalPaymentMethod } from '@core/api/payment-methods';
import { callEndpoint } from '../../../api/client';
import type { TopupOption } from '../../session/customer-session';

/** Payment method status codes (as in core/api/payment-methods.ts, which the browser does not import: zod). */
export const PaymentMethodStatus = { Hidden: 0, Active: 1, Inactive: 2 } as const;

export function getPaymentMethods(option: TopupOption): Promise<PortalPaymentMethod[]> {
  return callEndpoint(paymentMethodEndpoints.listForPortal, { query: { option } });
}

export function paymentMethodsQueryOptions(option: TopupOption) {
  return queryOptions({
    queryKey: ['payment-methods', { option }],
    queryFn: () => getPaymentMethods(option),
  });
}

export function usePaymentMethods(option: TopupOption) {
  return useQuery(paymentMethodsQueryOptions(option));
}
