import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AdminPaymentMethod } from '@core/api/payment-method-admin';
import { apiRequest } from '../../../api/client';

export function getAllPaymentMethods(): Promise<AdminPaymentMethod[]> {
  return apiRequest<AdminPaymentMethod[]>('GET', '/api/PaymentMethods/All');
}

export const allPaymentMethodsQueryOptions = queryOptions({
  queryKey: ['payment-methods', 'all'],
  queryFn: getAllPaymentMethods,
});

export function useAllPaymentMethods() {
  return useQuery(allPaymentMethodsQueryOptions);
}
