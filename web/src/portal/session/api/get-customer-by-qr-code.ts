import { queryOptions, useQuery } from '@tanstack/react-query';
import { customerEndpoints } from '@core/api/customers';
import { callEndpoint } from '../../../api/client';
import type { CustomerAnswer } from '../portal-customer';
import { getMe } from './get-me';

/** The customer a QR code belongs to (names masked); the server also starts a limited portal session for them. */
export function getCustomerByQrCode(qrCode: string): Promise<CustomerAnswer> {
  return callEndpoint(customerEndpoints.byQrCode, { query: { QrCode: qrCode } });
}

/**
 * Looks the QR code up, then reads the session it started, so that the portal can greet the customer by
 * name; when that second call fails, the masked names of the lookup do.
 */
async function recogniseQrCode(qrCode: string): Promise<CustomerAnswer> {
  const found = await getCustomerByQrCode(qrCode);
  const me = await getMe().catch(() => null);
  return me && me.id === found.id ? me : found;
}

export function customerByQrCodeQueryOptions(qrCode: string) {
  return queryOptions({
    queryKey: ['customers', 'by-qr-code', qrCode],
    queryFn: () => recogniseQrCode(qrCode),
    retry: false,
    // Every visit asks the server again: the call is what starts the QR code's portal session.
    gcTime: 0,
  });
}

export function useCustomerByQrCode(qrCode: string) {
  return useQuery(customerByQrCodeQueryOptions(qrCode));
}
