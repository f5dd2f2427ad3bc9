import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  paymentMethodAdminEndpoints,
  type AdminPaymentMethod,
  type UpdatePaymentMethodBody,
} from '@core/api/payment-method-admin';
import { callEndpoint } from '../../../api/client';
import { createIdempotencyKey } from '../../../api/idempotency-key';
import { allPaymentMethodsQueryOptions } from '../../shared/api/get-payment-methods';

export function updatePaymentMethod(
  code: number,
  body: UpdatePaymentMethodBody,
): Promise<AdminPaymentMethod> {
  return callEndpoint(paymentMethodAdminEndpoints.update, {
    params: { code },
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
