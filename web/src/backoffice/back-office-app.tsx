import { Suspense } from 'react';
import { Navigate, Route, Routes } from 'react-router';
import AppNotifications from '../ui/app-notifications';
import { lazyChunk } from '../ui/lazy-chunk';
import { PageLoader } from '../ui/page-loader';
import { RequireBackOfficeUser } from './auth/require-back-office-user';
import LoginPage from './auth/login-page';
import { BackOfficeLayout } from './layout/back-office-layout';
import { RequireRole } from './layout/require-role';
import { LANDING_PATH } from './shared/menu';
import { SCREENS, preloadScreenAt } from './screen-pages';

preloadScreenAt(window.location.pathname);

// One chunk per screen, from the menu's registry (shared/menu.ts); the printable reports are not menu items.
const TopupReportPage = lazyChunk('topup-report', () => import('./topup-requests/report/topup-report-page'));
const JournalReportPage = lazyChunk(
  'journal-report',
  () => import('./journal-entry/report/journal-report-page'),
);

function screen(path: string, element: React.ReactNode) {
  return (
    <RequireRole path={path}>
      <Suspense fallback={<PageLoader />}>{element}</Suspense>
    </RequireRole>
  );
}

function BackOfficeRoutes() {
  return (
    <Routes>
      <Route path="Login" element={<LoginPage />} />
      {/* Printable reports open in a popup window of their own, without the layout. */}
      <Route
        path="Print/Topup-Report"
        element={
          <RequireBackOfficeUser>{screen('Topup-Requests', <TopupReportPage />)}</RequireBackOfficeUser>
        }
      />
      <Route
        path="Print/Journal-Report"
        element={
          <RequireBackOfficeUser>
            {screen('Journal-Entry-Loading', <JournalReportPage />)}
          </RequireBackOfficeUser>
        }
      />
      <Route
        element={
          <RequireBackOfficeUser>
            <BackOfficeLayout />
          </RequireBackOfficeUser>
        }
      >
        {SCREENS.flatMap(({ item, Page }) => [
          <Route key={item.path} path={item.path} element={screen(item.path, <Page />)} />,
          ...(item.subPaths ?? []).map((subPath) => (
            <Route
              key={`${item.path}/${subPath}`}
              path={`${item.path}/${subPath}`}
              element={screen(item.path, <Page />)}
            />
          )),
          // A drill-down with a part missing (or too many) shows the full list.
          ...(item.subPaths
            ? [
                <Route
                  key={`${item.path}/*`}
                  path={`${item.path}/*`}
                  element={<Navigate to={`/BackOffice/${item.path}`} replace />}
                />,
              ]
            : []),
        ])}
        <Route path="*" element={<Navigate to={LANDING_PATH} replace />} />
      </Route>
    </Routes>
  );
}

export default function BackOfficeApp() {
  return (
    <>
      <BackOfficeRoutes />
      {/* Every screen's success banner (ui/show-success.ts, decision 0021). */}
      <AppNotifications />
    </>
  );
}
