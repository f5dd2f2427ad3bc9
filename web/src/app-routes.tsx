import { Suspense, type ReactNode } from 'react';
import { createBrowserRouter, RouterProvider } from 'react-router';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { loadBackOfficeApp, loadPortalApp } from './app-chunks';
import { ChunkErrorBoundary, lazyChunk } from './ui/lazy-chunk';
import { PageLoader } from './ui/page-loader';

// The portal and the back office are separate chunks: a customer never downloads the back office.
const PortalApp = lazyChunk('portal', loadPortalApp, { firstScreen: true });
const BackOfficeApp = lazyChunk('backoffice', loadBackOfficeApp);

/** The app's query defaults; the screen tests (web/test/render-screen.tsx) start from them too. */
export const QUERY_DEFAULTS = { retry: 1, refetchOnWindowFocus: false, staleTime: 30_000 } as const;

const queryClient = new QueryClient({ defaultOptions: { queries: QUERY_DEFAULTS } });

function lazyScreen(screen: ReactNode) {
  return (
    <ChunkErrorBoundary>
      <Suspense fallback={<PageLoader />}>{screen}</Suspense>
    </ChunkErrorBoundary>
  );
}

/**
 * A data router (rather than <BrowserRouter>) so that a screen may ask before it is left with unsaved input
 * (useBlocker: the transmittal entry's typed amounts, issue 19). Each app keeps its own <Routes> inside its
 * splat route, as before.
 */
export const APP_ROUTES = [
  { path: '/BackOffice/*', element: lazyScreen(<BackOfficeApp />) },
  { path: '/*', element: lazyScreen(<PortalApp />) },
];

const router = createBrowserRouter(APP_ROUTES);

/**
 * The router, the query client and the choice between the portal and the back office: a chunk of its own,
 * fetched side by side with the app's chunk, so that the JavaScript the page itself asks for (before its
 * load event) is only React and Mantine's provider (docs/PERFORMANCE.md has the budget).
 */
export default function AppRoutes() {
  return (
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>
  );
}
