import { useMutation } from '@tanstack/react-query';
import { sessionEndpoints } from '@core/api/customers';
import { callEndpoint } from '../../../api/client';
import type { CustomerAnswer } from '../portal-customer';
import { mustChangePassword } from '../must-change-password';

export interface LoginInput {
  username: string;
  password: string;
}

/** Starts a portal session (cookie) and answers the customer; wrong credentials answer 400. */
export async function loginCustomer(input: LoginInput): Promise<CustomerAnswer> {
  const answer = await callEndpoint(sessionEndpoints.login, { body: input });
  // A temporary password from a top-up admin: the account area asks for a new one (decision 0022).
  mustChangePassword.set(answer.mustChangePassword ? true : null);
  return answer;
}

export function useLoginCustomer() {
  return useMutation({ mutationFn: loginCustomer });
}
