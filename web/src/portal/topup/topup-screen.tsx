import { Navigate, Link } from 'react-router';
import { Anchor, Card, Group, Stack, Text, Title } from '@mantine/core';
import { usePageTitle } from '../../ui/use-page-title';
import { topupTarget } from '../session/customer-session';
import { TopupForm } from './topup-form';

/** `/topup-customer`: amount and payment method for the chosen e-wallet; Home when none is chosen. */
export function TopupScreen() {
  const target = topupTarget.use();
  usePageTitle('Top-up eWallet');
  if (!target) return <Navigate to="/" replace />;

  return (
    <Stack gap="lg">
      <Title order={1} size="h2">
        Top-up eWallet
      </Title>
      <Card withBorder padding="md" component="section" aria-label="eWallet account">
        <Group justify="space-between" wrap="nowrap" align="flex-start">
          <div style={{ minWidth: 0 }}>
            <Text size="sm" c="dimmed">
              {target.option === 1 ? 'My account' : 'Other account'}
            </Text>
            <Text fw={700} data-testid="topup-account-name">
              {target.customer.displayName}
            </Text>
            <Text size="sm">{target.customer.mobileNumber}</Text>
          </div>
          <Anchor component={Link} to="/" size="sm" fw={600}>
            Change
          </Anchor>
        </Group>
      </Card>
      <TopupForm target={target} />
    </Stack>
  );
}
