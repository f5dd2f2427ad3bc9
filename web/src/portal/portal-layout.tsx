import type { ReactNode } from 'react';
import { Link, useNavigate } from 'react-router';
import { Anchor, Box, Button, Container, Group, Text } from '@mantine/core';
import { APP_VERSION_LABEL } from '@core/version';
import { useLogoutCustomer } from './session/api/logout-customer';
import { signedInCustomer } from './session/customer-session';
import { useReplacesPrerenderedScreen } from '../ui/prerendered-screen';
import { defineCopy, useCopy } from './i18n/copy';
import { LanguageSwitch } from './language-switch';
import classes from './portal-layout.module.css';

const copy = defineCopy({
  en: { logOut: 'Log out' },
  // Filipino apps keep "Log out" as it is; a longer word would push the brand onto two lines at 390 px.
  fil: { logOut: 'Log out' },
});

/**
 * The frame of every portal screen: a brand bar (with the language switch, and Log out for a signed-in
 * customer), the screen, the version.
 */
export function PortalLayout({
  children,
  prerendered = false,
}: {
  children: ReactNode;
  /** The copy built into the page's HTML (web/src/prerender): its switch is a link. */
  prerendered?: boolean;
}) {
  const customer = signedInCustomer.use();
  const logout = useLogoutCustomer();
  const navigate = useNavigate();
  const words = useCopy(copy);
  useReplacesPrerenderedScreen();

  function handleLogout() {
    logout.mutate(undefined, { onSettled: () => navigate('/', { replace: true }) });
  }

  return (
    <Box className={classes.page}>
      <Box component="header" className={classes.header}>
        <Container size="sm">
          <Group justify="space-between" h={56} wrap="nowrap">
            <Anchor
              component={Link}
              to="/"
              fw={700}
              size="lg"
              c="white"
              underline="never"
              style={{ whiteSpace: 'nowrap' }}
            >
              ₱ eWallet Top-up
            </Anchor>
            <Group gap={4} wrap="nowrap">
              <LanguageSwitch prerendered={prerendered} />
              {customer && (
                <Button
                  variant="white"
                  color="cyan.9"
                  size="compact-md"
                  onClick={handleLogout}
                  loading={logout.isPending}
                >
                  {words.logOut}
                </Button>
              )}
            </Group>
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
