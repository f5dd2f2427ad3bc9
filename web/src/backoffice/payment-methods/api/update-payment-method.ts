import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AdminPaymentMethod, UpdatePaymentMethodBody } from '@core/api/payment-method-admin';
import { apiRequest } from '../../../api/client';
import { createIdempotencyKey } from '../../../api/idempotency-key';
import { allPaymentMethodsQueryOptions } from './get-payment-methods';

export function updatePaymentMethod(
  code: number,
  body: UpdatePaymentMethodBody,
): Promise<AdminPaymentMethod> {
  return apiRequest<AdminPaymentMethod>('PUT', `/api/PaymentMethods/${code}`, {
    body,
    idempotencyKey: createIdempotencyKey(),
  });
}

export function useUpdatePaymentMethod() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ code, body }: { code: number; body: UpdatePaymentMethodBody }) =>
      updatePaymentMethod(code, body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: allPaymentMethodsQueryOptions.queryKey }),
  });
}
