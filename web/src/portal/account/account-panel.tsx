import { useEffect } from 'react';
import { Card, Group, Skeleton, Stack, Text, Title } from '@mantine/core';
import { isSessionEnded } from '../../api/api-error';
import { defineCopy, useCopy, useFormat } from '../i18n';
import { clearCustomerSession, signedInCustomer } from '../session/customer-session';
import { useMyBalance } from './api/get-my-balance';
import { WalletHistory } from './wallet-history';
import { ChangePassword } from './change-password';

const copy = defineCopy({
  en: {
    title: 'My e-wallet',
    balance: 'Balance',
    loading: 'Loading balance',
    unavailable: 'Not available right now',
  },
  fil: {
    title: 'Aking e-wallet',
    balance: 'Balanse',
    loading: 'Nilo-load ang balanse',
    unavailable: 'Hindi makuha sa ngayon',
  },
});

/** Beyond the spec: the signed-in customer's wallet balance and its history (decision 0028). */
export function AccountPanel() {
  const words = useCopy(copy);
  const format = useFormat();
  const customer = signedInCustomer.use();
  // A QR code's session may only top up its own e-wallet; the balance and the history need a login.
  // (The route renders this panel only then; the check keeps the panel right wherever it is used.)
  const isLoggedIn = customer?.signedInBy === 'password';
  const balance = useMyBalance({ enabled: isLoggedIn });

  // The server ended the session (idle time-out, log-out in another tab): this tab forgets the customer too.
  useEffect(() => {
    if (isSessionEnded(balance.error)) clearCustomerSession();
  }, [balance.error]);
  if (!customer || !isLoggedIn) return null;

  return (
    <Stack gap="md" component="section" aria-labelledby="account-title">
      <Title order={2} size="h3" id="account-title">
        {words.title}
      </Title>
      <Card withBorder padding="lg">
        <Group justify="space-between" align="flex-end" wrap="wrap" gap="xs">
          <div>
            <Group gap="xs">
              <Text size="sm" c="dimmed">
                {customer.displayName} · {customer.mobileNumber}
              </Text>
              <ChangePassword />
            </Group>
            <Text size="sm" fw={600} mt={4}>
              {words.balance}
            </Text>
            {balance.isPending ? (
              <Skeleton height={32} width={160} mt={4} aria-label={words.loading} />
            ) : (
              <Text fz={28} fw={800} c="cyan.9" data-testid="wallet-balance">
                {balance.isSuccess ? format.pesos(balance.data.balance) : words.unavailable}
              </Text>
            )}
          </div>
        </Group>
      </Card>
      <WalletHistory />
    </Stack>
  );
}
