import './zod-jitless';
import './first-screen.css';
import './global.css';
import { StrictMode, Suspense } from 'react';
import { createRoot } from 'react-dom/client';
import { MantineProvider } from '@mantine/core';
import { askEarly } from './api/early-answers';
import { loadBackOfficeApp, loadPortalApp } from './app-chunks';
import { askBackOfficeSessionEarly } from './backoffice/auth/early-session';
import { topupListEarlyReads } from './backoffice/topup-requests/early-list';
import { applyDocumentLanguage, takeLanguageFromAddress } from './portal/i18n/language';
import { askSiteDisabledEarly } from './portal/site-status';
import { theme } from './theme';
import { loadCompleteStyles } from './ui/complete-styles';
import { ChunkErrorBoundary, lazyChunk } from './ui/lazy-chunk';
import { PageLoader } from './ui/page-loader';

const isPortalAddress = !/^\/backoffice(\/|$)/i.test(window.location.pathname);

// The portal shows nothing before it knows whether the site is open: ask now, while the chunks download.
// (A fetch does not hold up the page's load event.)
if (isPortalAddress) askSiteDisabledEarly();
// The back office's screens all wait for who is signed in: ask now too (not on the login page), and the
// top-up list's first rows, which would otherwise wait for the session and two chunks (issue 27).
if (!isPortalAddress && !/^\/backoffice\/login/i.test(window.location.pathname)) {
  askBackOfficeSessionEarly();
  for (const read of topupListEarlyReads(window.location.pathname, window.location.search)) askEarly(read);
}
// `<html lang>` is the portal's remembered language from the first paint (the back office stays English).
if (isPortalAddress) {
  takeLanguageFromAddress();
  applyDocumentLanguage();
}

// The router, the query client and the two apps come in chunks (app-routes.tsx). The app's chunk (and the
// back office's stylesheet) is asked for with the router's, side by side rather than once the router has
// arrived; all when React first renders, which is after the page's load event (docs/PERFORMANCE.md).
const AppRoutes = lazyChunk(
  'app',
  () => {
    // A failure shows when the router asks for the same chunk (lazyChunk).
    const early = isPortalAddress ? [loadPortalApp()] : [loadBackOfficeApp(), loadCompleteStyles()];
    for (const chunk of early) chunk.catch(() => undefined);
    return import('./app-routes');
  },
  { firstScreen: true },
);

const rootElement = document.getElementById('root');
if (!rootElement) throw new Error('no #root element');

createRoot(rootElement).render(
  <StrictMode>
    <MantineProvider theme={theme}>
      <ChunkErrorBoundary>
        <Suspense fallback={<PageLoader />}>
          <AppRoutes />
        </Suspense>
      </ChunkErrorBoundary>
    </MantineProvider>
  </StrictMode>,
);
