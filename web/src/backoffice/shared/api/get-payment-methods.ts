import { queryOptions, useQuery } from '@tanstack/react-query';
import { paymentMethodAdminEndpoints, type AdminPaymentMethod } from '@core/api/payment-method-admin';
import { callEndpoint } from '../../../api/client';

export function getAllPaymentMethods(): Promise<AdminPaymentMethod[]> {
  return callEndpoint(paymentMethodAdminEndpoints.listAll);
}

export const allPaymentMethodsQueryOptions = queryOptions({
  queryKey: ['payment-methods', 'all'],
  queryFn: getAllPaymentMethods,
});

export function useAllPaymentMethods() {
  return useQuery(allPaymentMethodsQueryOptions);
}
