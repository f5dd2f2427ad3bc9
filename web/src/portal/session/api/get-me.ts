import { sessionEndpoints } from '@core/api/customers';
import { callEndpoint } from '../../../api/client';
import type { CustomerAnswer } from '../portal-customer';

/** The customer of this browser's portal session (401 without one), with their names unmasked. */
export function getMe(): Promise<CustomerAnswer> {
  return callEndpoint(sessionEndpoints.me, { query: { scope: 'portal' } });
}
