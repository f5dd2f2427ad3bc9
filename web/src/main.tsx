import '@mantine/core/styles.css';
import './global.css';
import { StrictMode, Suspense } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter, Route, Routes } from 'react-router';
import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { theme } from './theme';
import { ChunkErrorBoundary, lazyChunk } from './ui/lazy-chunk';
import { PageLoader } from './ui/page-loader';

// The portal and the back office are separate chunks: a customer never downloads the back office.
const PortalApp = lazyChunk('portal', () => import('./portal/portal-app'));
const BackOfficeApp = lazyChunk('backoffice', () => import('./backoffice/back-office-app'));

const queryClient = new QueryClient({
  defaultOptions: { queries: { retry: 1, refetchOnWindowFocus: false, staleTime: 30_000 } },
});

function lazyScreen(screen: React.ReactNode) {
  return (
    <ChunkErrorBoundary>
      <Suspense fallback={<PageLoader />}>{screen}</Suspense>
    </ChunkErrorBoundary>
  );
}

const rootElement = document.getElementById('root');
if (!rootElement) throw new Error('no #root element');

createRoot(rootElement).render(
  <StrictMode>
    <MantineProvider theme={theme}>
      <QueryClientProvider client={queryClient}>
        <BrowserRouter>
          <Routes>
            <Route path="/BackOffice/*" element={lazyScreen(<BackOfficeApp />)} />
            <Route path="/*" element={lazyScreen(<PortalApp />)} />
          </Routes>
        </BrowserRouter>
      </QueryClientProvider>
    </MantineProvider>
  </StrictMode>,
);
