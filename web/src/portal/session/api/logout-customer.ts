import { useMutation, useQueryClient } from '@tanstack/react-query';
import { clearCustomerSession } from '../customer-session';

/**
 * Ends the portal session on the server. The call and its contract load when the person logs out: the
 * layout that offers Log Out is on Home, whose first download holds no schema (docs/PERFORMANCE.md).
 */
export async function logoutCustomer(): Promise<unknown> {
  const [{ callEndpoint }, { sessionEndpoints }] = await Promise.all([
    import('../../../api/client'),
    import('@core/api/customers'),
  ]);
  return callEndpoint(sessionEndpoints.logout, { body: { scope: 'portal' } });
}
/** Logs out, and forgets the customer and their cached data in this tab even if the server call fails. */
export function useLogoutCustomer() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: logoutCustomer,
    onSettled: () => {
      clearCustomerSession();
      queryClient.removeQueries({ queryKey: ['me'] });
    },
  });
}
