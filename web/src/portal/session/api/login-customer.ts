import { useMutation } from '@tanstack/react-query';
import { sessionEndpoints } from '@core/api/customers';
import { callEndpoint } from '../../../api/client';
import type { CustomerAnswer } from '../portal-customer';

export interface LoginInput {
  username: string;
  password: string;
}

/** Starts a portal session (cookie) and answers the customer; wrong credentials answer 400. */
export function loginCustomer(input: LoginInput): Promise<CustomerAnswer> {
  return callEndpoint(sessionEndpoints.login, { body: input });
}

export function useLoginCustomer() {
  return useMutation({ mutationFn: loginCustomer });
}
