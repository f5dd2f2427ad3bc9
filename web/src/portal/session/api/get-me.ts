import { apiRequest } from '../../../api/client';
import type { CustomerAnswer } from '../portal-customer';

/** The customer of this browser's portal session (401 without one), with their names unmasked. */
export function getMe(): Promise<CustomerAnswer> {
  return apiRequest<CustomerAnswer>('GET', '/api/Customers/Me', { query: { scope: 'portal' } });
}
