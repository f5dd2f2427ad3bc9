import type { ReactNode } from 'react';
import { Link, useNavigate } from 'react-router';
import { Anchor, Box, Button, Container, Group, Text } from '@mantine/core';
import { APP_VERSION_LABEL } from '@core/version';
import { useLogoutCustomer } from './session/api/logout-customer';
import { signedInCustomer } from './session/customer-session';
import { useReplacesPrerenderedScreen } from '../ui/prerendered-screen';
import classes from './portal-layout.module.css';

/** The frame of every portal screen: a brand bar (with Log out for a signed-in customer), the screen, the version. */
export function PortalLayout({ children }: { children: ReactNode }) {
  const customer = signedInCustomer.use();
  const logout = useLogoutCustomer();
  const navigate = useNavigate();
  useReplacesPrerenderedScreen();

  function handleLogout() {
    logout.mutate(undefined, { onSettled: () => navigate('/', { replace: true }) });
  }

  return (
    <Box className={classes.page}>
      <Box component="header" className={classes.header}>
        <Container size="sm">
          <Group justify="space-between" h={56} wrap="nowrap">
            <Anchor component={Link} to="/" fw={700} size="lg" c="white" underline="never">
              ₱ eWallet Top-up
            </Anchor>
            {customer && (
              <Button
                variant="white"
                color="cyan.9"
                size="compact-md"
                onClick={handleLogout}
                loading={logout.isPending}
              >
                Log out
              </Button>
            )}
          </Group>
        </Container>
      </Box>
      <Container size="sm" component="main" className={classes.main}>
        {children}
      </Container>
      <Box component="footer" className={classes.footer}>
        <Text size="xs" c="dimmed" ta="center">
          {APP_VERSION_LABEL}
        </Text>
      </Box>
    </Box>
  );
}
