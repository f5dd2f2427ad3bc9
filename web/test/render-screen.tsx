import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { APP_ROUTES, QUERY_DEFAULTS } from '../src/app-routes';
import { theme } from '../src/theme';
import { answerSiteOpen } from './contract-mocks';

export interface RenderedScreen {
  /** A person at the keyboard and mouse (Testing Library's user-event). */
  user: ReturnType<typeof userEvent.setup>;
  /** The router, to read where the screen led (`router.state.location`). */
  router: ReturnType<typeof createMemoryRouter>;
  queryClient: QueryClient;
}

/**
 * Mounts the whole web app at `path` (`/topup-customer`, `/BackOffice/Journal-Entry-Loading`): the real
 * route table of app-routes.tsx in a memory router, Mantine with the app's theme, a fresh query client per
 * test with the app's defaults (no retry, so that an error state shows at once), and the app's own
 * notifications (each app mounts them). The network is whatever the test answered through the contracts
 * (contract-mocks.ts); the portal's site-status question is answered "open" unless the test says otherwise.
 */
export function renderScreen(path: string, { siteDisabled = false }: { siteDisabled?: boolean } = {}) {
  if (!path.toLowerCase().startsWith('/backoffice')) answerSiteOpen(siteDisabled);
  const queryClient = new QueryClient({
    defaultOptions: { queries: { ...QUERY_DEFAULTS, retry: false }, mutations: { retry: false } },
  });
  const router = createMemoryRouter(APP_ROUTES, { initialEntries: [path] });
  // No pause between keystrokes: the screen's rules, not its timing, are under test.
  const user = userEvent.setup({ delay: null });
  render(
    <MantineProvider theme={theme}>
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </MantineProvider>,
  );
  return { user, router, queryClient } satisfies RenderedScreen;
}
