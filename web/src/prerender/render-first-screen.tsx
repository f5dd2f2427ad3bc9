import { renderToString } from 'react-dom/server';
import { StaticRouter } from 'react-router';
import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { HomeScreen } from '../portal/home/home-screen';
import { PortalLayout } from '../portal/portal-layout';
import { theme } from '../theme';

/**
 * The portal's Home as HTML, built once at build time (scripts/prerender-first-screen.mjs) into the page the
 * server answers for `/`. A phone paints it as soon as the HTML and the first screen's CSS have arrived,
 * instead of after the JavaScript; React then puts the live Home in its place (ui/prerendered-screen.ts).
 * It is Home as an anonymous visitor sees it: the server sends the plain page to anyone else.
 */
export function renderFirstScreen(): string {
  return renderToString(
    <MantineProvider theme={theme}>
      <QueryClientProvider client={new QueryClient()}>
        <StaticRouter location="/">
          <PortalLayout prerendered>
            <HomeScreen prerendered />
          </PortalLayout>
        </StaticRouter>
      </QueryClientProvider>
    </MantineProvider>,
  );
}
