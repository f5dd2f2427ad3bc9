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
  useMantineTheme,
} from '@mantine/core';
import { useDisclosure, useMediaQuery } from '@mantine/hooks';
import { useRef, useState, type KeyboardEvent } from 'react';
import { NavLink as RouterLink, Outlet, useLocation, useNavigate } from 'react-router';
import { useCurrentUser } from '../auth/current-user';
import { useBackOfficeLogout } from '../auth/back-office-session';
import { INBOX_PATH, menuFor, menuItemAt } from '../shared/menu';
import { useInboxAfterActions } from '../shared/api/inbox';
import { InboxCount, InboxMenuLabel } from './inbox-count';
import { customerEndpoints } from '@core/api/customers';
import { endpointUrl } from '../../api/client';
import { usePageTitle } from '../../ui/use-page-title';
import { AccountDialogs, type AccountDialog } from '../auth/account/account-dialogs';
import { KeyboardShortcuts, openKeyboardShortcuts } from './keyboard-shortcuts';

// Below this width (a 768 px tablet, a phone) the menu folds away behind a burger so that tables get the
// whole width; from it up, the sidebar is open by default.
const NAVBAR_BREAKPOINT = 'md';

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
  const [accountDialog, setAccountDialog] = useState<AccountDialog>(null);
  const theme = useMantineTheme();
  const isWide = useMediaQuery(`(min-width: ${theme.breakpoints[NAVBAR_BREAKPOINT]})`, true);
  const collapsed = isWide ? !desktopOpened : !mobileOpened;
  const mobileBurger = useRef<HTMLButtonElement>(null);
  const initials = initialsOf(user.firstname, user.lastname);
  const menu = menuFor(user.role);
  const current = menuItemAt(menu, location.pathname);
  // Set once here for every screen: the tab then names the menu item the sidebar highlights.
  usePageTitle(current?.label ?? null);
  useInboxAfterActions();

  // Escape folds the overlaying menu and gives the focus back to the button that opened it.
  const handleNavbarKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'Escape' || isWide || !mobileOpened) return;
    closeMobile();
    mobileBurger.current?.focus();
  };

  const handleLogout = () => {
    logout.mutate(undefined, { onSettled: () => navigate('/BackOffice/Login', { replace: true }) });
  };

  return (
    <AppShell
      header={{ height: 56 }}
      navbar={{
        width: 240,
        breakpoint: NAVBAR_BREAKPOINT,
        collapsed: { mobile: !mobileOpened, desktop: !desktopOpened },
      }}
      padding="md"
    >
      <AppShell.Header>
        <Group h="100%" px="md" justify="space-between" wrap="nowrap">
          <Group gap="sm" wrap="nowrap">
            <Burger
              ref={mobileBurger}
              opened={mobileOpened}
              onClick={toggleMobile}
              hiddenFrom={NAVBAR_BREAKPOINT}
              size="sm"
              aria-label="Toggle menu"
              aria-expanded={mobileOpened}
              aria-controls="back-office-navbar"
            />
            <Burger
              opened={desktopOpened}
              onClick={toggleDesktop}
              visibleFrom={NAVBAR_BREAKPOINT}
              size="sm"
              aria-label="Toggle sidebar"
              aria-expanded={desktopOpened}
              aria-controls="back-office-navbar"
            />
            <Text fw={700} c="cyan.9">
              eWallet Back Office
            </Text>
          </Group>
          {/* No focus placeholder: a role="presentation" child inside role="menu" is invalid ARIA (axe). */}
          <Menu position="bottom-end" withArrow withInitialFocusPlaceholder={false}>
            {/* The name starts with the initials the avatar shows when there is no picture, so that a
                voice-control user can say what they see (WCAG 2.5.3, label in name). */}
            <Menu.Target>
              <UnstyledButton aria-label={`${initials}, Account menu of ${user.fullName}`}>
                <Avatar
                  src={endpointUrl(customerEndpoints.profileImage, { params: { customerId: user.id } })}
                  alt={user.fullName}
                  color="cyan"
                  radius="xl"
                >
                  {initials}
                </Avatar>
              </UnstyledButton>
            </Menu.Target>
            <Menu.Dropdown>
              {/* Divs, not paragraphs: a menu may only hold items, groups and separators (axe). */}
              <Menu.Label>
                <Text component="div" size="sm" fw={600} c="dark">
                  {user.fullName}
                </Text>
                <Text component="div" size="xs">
                  {user.mobileNo}
                </Text>
              </Menu.Label>
              <Menu.Divider />
              <Menu.Item onClick={() => setAccountDialog('password')}>Change password</Menu.Item>
              <Menu.Item onClick={() => setAccountDialog('two-factor')}>Two-factor sign-in</Menu.Item>
              <Menu.Item onClick={openKeyboardShortcuts} aria-keyshortcuts="Shift+?">
                Keyboard shortcuts (?)
              </Menu.Item>
              <Menu.Item onClick={handleLogout} disabled={logout.isPending}>
                Logout
              </Menu.Item>
            </Menu.Dropdown>
          </Menu>
          <AccountDialogs open={accountDialog} onClose={() => setAccountDialog(null)} />
        </Group>
      </AppShell.Header>
      {/* A folded menu is only moved off-screen; inert keeps its links out of the Tab order. */}
      <AppShell.Navbar
        id="back-office-navbar"
        p="xs"
        aria-label="Back-office menu"
        inert={collapsed}
        onKeyDown={handleNavbarKeyDown}
      >
        <ScrollArea>
          {menu.map((item) => (
            <NavLink
              key={item.path}
              component={RouterLink}
              to={`/BackOffice/${item.path}`}
              label={item.path === INBOX_PATH ? <InboxMenuLabel label={item.label} /> : item.label}
              active={item === current}
              {...(item.path === INBOX_PATH ? { rightSection: <InboxCount /> } : {})}
              onClick={closeMobile}
            />
          ))}
        </ScrollArea>
      </AppShell.Navbar>
      <AppShell.Main>
        <Outlet />
      </AppShell.Main>
      <KeyboardShortcuts />
    </AppShell>
  );
}
