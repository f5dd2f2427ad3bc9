import { Navigate, Link } from 'react-router';
import { Anchor, Card, Group, Stack, Text, Title } from '@mantine/core';
import { usePageTitle } from '../../ui/use-page-title';
import { topupTarget } from '../session/customer-session';
import { TopupForm } from './topup-form';
import { defineCopy, useCopy } from '../i18n/copy';

const copy = defineCopy({
  en: {
    title: 'Top-up eWallet',
    account: 'eWallet account',
    myAccount: 'My account',
    otherAccount: 'Other account',
    change: 'Change',
  },
  fil: {
    title: 'I-top up ang eWallet',
    account: 'eWallet account',
    myAccount: 'Account ko',
    otherAccount: 'Ibang account',
    change: 'Palitan',
  },
});

/** `/topup-customer`: amount and payment method for the chosen e-wallet; Home when none is chosen. */
export function TopupScreen() {
  const target = topupTarget.use();
  const words = useCopy(copy);
  usePageTitle(words.title);
  if (!target) return <Navigate to="/" replace />;

  return (
    <Stack gap="lg">
      <Title order={1} size="h2">
        {words.title}
      </Title>
      <Card withBorder padding="md" component="section" aria-label={words.account}>
        <Group justify="space-between" wrap="nowrap" align="flex-start">
          <div style={{ minWidth: 0 }}>
            <Text size="sm" c="dimmed">
              {target.option === 1 ? words.myAccount : words.otherAccount}
            </Text>
            <Text fw={700} data-testid="topup-account-name">
              {target.customer.displayName}
            </Text>
            <Text size="sm">{target.customer.mobileNumber}</Text>
          </div>
          <Anchor component={Link} to="/" size="sm" fw={600}>
            {words.change}
          </Anchor>
        </Group>
      </Card>
      <TopupForm target={target} />
    </Stack>
  );
}
