import {
  AppShell,
  Avatar,
  Burger,
  Group,
  Menu,
  NavLink,
  ScrollArea,
  Text,
  UnstyledButton,
} from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { NavLink as RouterLink, Outlet, useLocation, useNavigate } from 'react-router';
import { useCurrentUser } from '../auth/current-user';
import { useBackOfficeLogout } from '../auth/back-office-session';
import { menuFor } from '../menu';

function initialsOf(firstname: string, lastname: string): string {
  return `${firstname[0] ?? ''}${lastname[0] ?? ''}`.toUpperCase();
}

/** Collapsible sidebar with the menu of the user's role, and an avatar menu with Logout. */
export function BackOfficeLayout() {
  const user = useCurrentUser();
  const [mobileOpened, { toggle: toggleMobile, close: closeMobile }] = useDisclosure(false);
  const [desktopOpened, { toggle: toggleDesktop }] = useDisclosure(true);
  const location = useLocation();
  const navigate = useNavigate();
  const logout = useBackOfficeLogout();

  const handleLogout = () => {
    logout.mutate(undefined, { onSettled: () => navigate('/BackOffice/Login', { replace: true }) });
  };

  return (
    <AppShell
      header={{ height: 56 }}
      navbar={{ width: 240, breakpoint: 'sm', collapsed: { mobile: !mobileOpened, desktop: !desktopOpened } }}
      padding="md"
    >
      <AppShell.Header>
        <Group h="100%" px="md" justify="space-between" wrap="nowrap">
          <Group gap="sm" wrap="nowrap">
            <Burger
              opened={mobileOpened}
              onClick={toggleMobile}
              hiddenFrom="sm"
              size="sm"
              aria-label="Toggle menu"
            />
            <Burger
              opened={desktopOpened}
              onClick={toggleDesktop}
              visibleFrom="sm"
              size="sm"
              aria-label="Toggle sidebar"
            />
            <Text fw={700} c="cyan.9">
              eWallet Back Office
            </Text>
          </Group>
          <Menu position="bottom-end" withArrow>
            <Menu.Target>
              <UnstyledButton aria-label={`Account menu of ${user.fullName}`}>
                <Avatar
                  src={`/api/Customers/ProfileImage/${user.id}`}
                  alt={user.fullName}
                  color="cyan"
                  radius="xl"
                >
                  {initialsOf(user.firstname, user.lastname)}
                </Avatar>
              </UnstyledButton>
            </Menu.Target>
            <Menu.Dropdown>
              <Menu.Label>
                <Text size="sm" fw={600} c="dark">
                  {user.fullName}
                </Text>
                <Text size="xs">{user.mobileNo}</Text>
              </Menu.Label>
              <Menu.Divider />
              <Menu.Item onClick={handleLogout} disabled={logout.isPending}>
                Logout
              </Menu.Item>
            </Menu.Dropdown>
          </Menu>
        </Group>
      </AppShell.Header>
      <AppShell.Navbar p="xs" aria-label="Back-office menu">
        <ScrollArea>
          {menuFor(user.role).map((item) => (
            <NavLink
              key={item.path}
              component={RouterLink}
              to={`/BackOffice/${item.path}`}
              label={item.label}
              active={location.pathname.toLowerCase().startsWith(`/backoffice/${item.path.toLowerCase()}`)}
              onClick={closeMobile}
            />
          ))}
        </ScrollArea>
      </AppShell.Navbar>
      <AppShell.Main>
        <Outlet />
      </AppShell.Main>
    </AppShell>
  );
}
