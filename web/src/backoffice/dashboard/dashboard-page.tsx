import { Anchor, List, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { useCurrentUser } from '../auth/current-user';
import { menuFor } from '../shared/menu';
import { TopupStatistics } from './components/topup-statistics';
import { NeedsYouCard } from './components/needs-you-card';

/** Greets the user; top-up admins see the month's statistics, transmittal roles their links. */
export default function DashboardPage() {
  const user = useCurrentUser();
  return (
    <Stack gap="lg">
      <div>
        <Title order={1} size="h2">
          Dashboard
        </Title>
        <Text size="lg" data-testid="greeting">
          Welcome, {user.firstname} {user.lastname}!
        </Text>
      </div>
      <NeedsYouCard />
      {user.role === 'TOPUP_ADMIN' ? (
        <TopupStatistics />
      ) : (
        <nav aria-label="Your work">
          <List spacing="xs">
            {menuFor(user.role)
              .filter((item) => item.path !== 'Dashboard')
              .map((item) => (
                <List.Item key={item.path}>
                  <Anchor component={Link} to={`/BackOffice/${item.path}`}>
                    {item.label}
                  </Anchor>
                </List.Item>
              ))}
          </List>
        </nav>
      )}
    </Stack>
  );
}
