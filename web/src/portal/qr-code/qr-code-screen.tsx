import { useEffect } from 'react';
import { Navigate, useParams } from 'react-router';
import { Center, Loader, Stack, Text } from '@mantine/core';
import { useCustomerByQrCode } from '../session/api/get-customer-by-qr-code';
import { signedInCustomer } from '../session/customer-session';
import { toPortalCustomer } from '../session/portal-customer';
import { usePageTitle } from '../../ui/use-page-title';
import { defineCopy, useCopy } from '../i18n/copy';

const copy = defineCopy({
  en: { title: 'Looking up your account', lookingUp: 'Looking up your account...' },
  fil: { title: 'Hinahanap ang account mo', lookingUp: 'Hinahanap ang account mo...' },
});

/**
 * `/{qrCode}`: the customer a QR code belongs to is kept for this browser session, so that 'Top-up my
 * account' needs no login; then Home. A code that matches nobody is just an unknown path: Home as well.
 */
export function QrCodeScreen() {
  const { qrCode = '' } = useParams();
  const lookup = useCustomerByQrCode(qrCode);
  const answer = lookup.data;
  const words = useCopy(copy);
  usePageTitle(words.title);

  useEffect(() => {
    if (answer) signedInCustomer.set({ ...toPortalCustomer(answer), signedInBy: 'qr-code' });
  }, [answer]);

  if (lookup.isSuccess || lookup.isError) return <Navigate to="/" replace />;
  return (
    <Center mih="40dvh">
      <Stack align="center" gap="sm" role="status">
        <Loader aria-hidden />
        <Text>{words.lookingUp}</Text>
      </Stack>
    </Center>
  );
}
