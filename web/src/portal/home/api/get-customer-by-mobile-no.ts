import { useMutation } from '@tanstack/react-query';
import { customerEndpoints } from '@core/api/customers';
import { callEndpoint } from '../../../api/client';
import type { CustomerAnswer } from '../../session/portal-customer';

/** Finds an e-wallet account by mobile number; anonymous callers get the names masked ("Juan D. C."). */
export function getCustomerByMobileNo(mobileNo: string): Promise<CustomerAnswer> {
  return callEndpoint(customerEndpoints.byMobileNo, { query: { mobileNo } });
}

/** A lookup the person starts with Continue, so it is a mutation: it runs once per press, never on its own. */
export function useFindCustomerByMobileNo() {
  return useMutation({ mutationFn: getCustomerByMobileNo });
}
