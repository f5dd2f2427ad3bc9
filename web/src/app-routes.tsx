import { Suspense, type ReactNode } from 'react';
import { BrowserRouter, Route, Routes } from 'react-router';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { loadBackOfficeApp, loadPortalApp } from './app-chunks';
import { ChunkErrorBoundary, lazyChunk } from './ui/lazy-chunk';
import { PageLoader } from './ui/page-loader';

// The portal and the back office are separate chunks: a customer never downloads the back office.
const PortalApp = lazyChunk('portal', loadPortalApp, { firstScreen: true });
const BackOfficeApp = lazyChunk('backoffice', loadBackOfficeApp);

const queryClient = new QueryClient({
  defaultOptions: { queries: { retry: 1, refetchOnWindowFocus: false, staleTime: 30_000 } },
});

function lazyScreen(screen: ReactNode) {
  return (
    <ChunkErrorBoundary>
      <Suspense fallback={<PageLoader />}>{screen}</Suspense>
    </ChunkErrorBoundary>
  );
}

/**
 * The router, the query client and the choice between the portal and the back office: a chunk of its own,
 * fetched side by side with the app's chunk, so that the JavaScript the page itself asks for (before its
 * load event) is only React and Mantine's provider (docs/PERFORMANCE.md has the budget).
 */
export default function AppRoutes() {
  return (
    <QueryClientProvider client={queryClient}>
      <BrowserRouter>
        <Routes>
          <Route path="/BackOffice/*" element={lazyScreen(<BackOfficeApp />)} />
          <Route path="/*" element={lazyScreen(<PortalApp />)} />
        </Routes>
      </BrowserRouter>
    </QueryClientProvider>
  );
}
