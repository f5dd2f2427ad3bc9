import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../api/client';
import type { CustomerAnswer } from '../portal-customer';

export interface LoginInput {
  username: string;
  password: string;
}

/** Starts a portal session (cookie) and answers the customer; wrong credentials answer 400. */
export function loginCustomer(input: LoginInput): Promise<CustomerAnswer> {
  return apiRequest<CustomerAnswer>('POST', '/api/Customers/Login', { body: input });
}

export function useLoginCustomer() {
  return useMutation({ mutationFn: loginCustomer });
}
