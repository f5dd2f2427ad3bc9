import { lazy, Suspense, useEffect, useState, type ComponentType } from 'react';
import { Navigate, Route, Routes } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { ChunkErrorBoundary, lazyChunk } from '../ui/lazy-chunk';
import { PageLoader } from '../ui/page-loader';
import { prefetchOnIdle } from '../ui/prefetch-on-idle';
import { HomeScreen } from './home/home-screen';
import { MaintenanceNotice } from './maintenance-notice';
import { PortalLayout } from './portal-layout';
import { signedInCustomer } from './session/customer-session';
import { mustChangePassword } from './session/must-change-password';
import { onStepRequired } from '../api/step-required';
import { TOPUP_RESULT_PAGES } from './topup-result/result-pages';
import { siteDisabledQueryOptions } from './site-status';

// Home is in the first download; every other screen is a chunk of its own, fetched when it is opened, so
// that a phone on a slow network shows Home sooner (docs/PERFORMANCE.md has the budget).
function lazyScreen(chunk: string, load: () => Promise<ComponentType<object>>) {
  return lazyChunk<object>(chunk, () => load().then((Screen) => ({ default: Screen })));
}

const AccountPanel = lazyScreen('account', () =>
  import('./account/account-panel').then((m) => m.AccountPanel),
);
// A temporary password's session opens only this (issue 25); it rides in the account chunk.
const ForcedPasswordChange = lazyScreen('account', () =>
  import('./account/forced-password-change').then((m) => m.ForcedPasswordChange),
);
const TopupScreen = lazyScreen('topup', () => import('./topup/topup-screen').then((m) => m.TopupScreen));
const CancelTopupScreen = lazyScreen('cancel-topup', () =>
  import('./cancel-topup/cancel-topup-screen').then((m) => m.CancelTopupScreen),
);
const CardSuccessScreen = lazyScreen('card', () =>
  import('./card/card-success-screen').then((m) => m.CardSuccessScreen),
);
const CardFailureScreen = lazyScreen('card', () =>
  import('./card/card-result-screen').then((m) => m.CardFailureScreen),
);
const CardCancelScreen = lazyScreen('card', () =>
  import('./card/card-result-screen').then((m) => m.CardCancelScreen),
);
// The pages after a top-up request, from their registry (topup-result/result-pages.ts).
const TopupResultScreens = TOPUP_RESULT_PAGES.map(({ page, load }) => ({
  page,
  Screen: lazyScreen('topup-result', load),
}));
// One line of the wallet history in full (decision 0028).
const HistoryLineScreen = lazyScreen('history', () =>
  import('./history/history-line-screen').then((m) => m.HistoryLineScreen),
);
const ReceiptScreen = lazyScreen('receipt', () =>
  import('./receipt/receipt-screen').then((m) => m.ReceiptScreen),
);
// A QR code's landing page looks its customer up through the contracts' chunk (zod), which Home does not need.
const QrCodeScreen = lazyScreen('qr-code', () =>
  import('./qr-code/qr-code-screen').then((m) => m.QrCodeScreen),
);

const loadAppNotifications = () => import('../ui/app-notifications');
const AppNotifications = lazy(loadAppNotifications);

/**
 * The portal's notifications (the cancel screen's banner), kept off the first screen's path: fetched with
 * their stylesheet once the first screen has painted and the browser is idle, then mounted. A message shown
 * before then waits in the library's store and appears as they mount.
 */
function PortalNotifications() {
  const [loaded, setLoaded] = useState(false);
  useEffect(() => prefetchOnIdle([() => loadAppNotifications().then(() => setLoaded(true))]), []);
  if (!loaded) return null;
  return (
    <Suspense fallback={null}>
      <AppNotifications />
    </Suspense>
  );
}

/** Home, with the wallet and history of a customer who logged in (its chunk is fetched only for them). */
function HomeRoute() {
  const customer = signedInCustomer.use();
  return <HomeScreen>{customer?.signedInBy === 'password' && <AccountPanel />}</HomeScreen>;
}

/**
 * A customer signed in with a temporary password sees only the forced password change, whatever the
 * address: the server refuses the session everywhere else, and says so (403 `password_change_required`),
 * which puts a tab that did not know (another tab's login, a reload) on the same screen.
 */
function useForcedPasswordChange(): boolean {
  const customer = signedInCustomer.use();
  const mustChange = mustChangePassword.use() === true;
  useEffect(
    () =>
      onStepRequired((step) => {
        if (step === 'password_change_required') mustChangePassword.set(true);
      }),
    [],
  );
  return mustChange && customer?.signedInBy === 'password';
}

export default function PortalApp() {
  // Asked for by main.tsx as the page starts; usually answered by the time this chunk has arrived.
  const siteDisabled = useQuery(siteDisabledQueryOptions);
  const forcedPasswordChange = useForcedPasswordChange();
  if (siteDisabled.isPending) return <PageLoader />;
  if (siteDisabled.data === true) return <MaintenanceNotice />;
  return (
    <PortalLayout>
      <ChunkErrorBoundary>
        <Suspense fallback={<PageLoader />}>
          {forcedPasswordChange ? (
            <ForcedPasswordChange />
          ) : (
            <Routes>
              <Route index element={<HomeRoute />} />
              <Route path="topup-customer" element={<TopupScreen />} />
              <Route path="cancel-topup" element={<CancelTopupScreen />} />
              <Route path="history/:kind/:id" element={<HistoryLineScreen />} />
              <Route path="card/success" element={<CardSuccessScreen />} />
              <Route path="card/failure" element={<CardFailureScreen />} />
              <Route path="card/cancel" element={<CardCancelScreen />} />
              {TopupResultScreens.map(({ page, Screen }) => (
                <Route key={page} path={`topup-result/${page}`} element={<Screen />} />
              ))}
              <Route path="receipt/:token" element={<ReceiptScreen />} />
              {/* Any other one-segment path is a customer's QR code; deeper unknown paths go Home. */}
              <Route path=":qrCode" element={<QrCodeScreen />} />
              <Route path="*" element={<Navigate to="/" replace />} />
            </Routes>
          )}
        </Suspense>
      </ChunkErrorBoundary>
      <PortalNotifications />
    </PortalLayout>
  );
}
