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

// One chunk per screen: staff download a screen when they first open it.
const DashboardPage = lazyChunk('dashboard', () => import('./dashboard/dashboard-page'));
const TopupRequestsPage = lazyChunk('topup-requests', () => import('./topup-requests/topup-requests-page'));
const JournalEntryPage = lazyChunk('journal-entry', () => import('./journal-entry/journal-entry-page'));
const PaymentMethodsPage = lazyChunk(
  'payment-methods',
  () => import('./payment-methods/payment-methods-page'),
);
const UserManagerPage = lazyChunk('user-manager', () => import('./user-manager/user-manager-page'));
const DepartmentPage = lazyChunk('department', () => import('./department/department-page'));
const EmployeePage = lazyChunk('employee', () => import('./employee/employee-page'));
const TransmittalEntryPage = lazyChunk(
  'transmittal-entry',
  () => import('./transmittal-entry/transmittal-entry-page'),
);
const TransmittalListPage = lazyChunk(
  'transmittal-list',
  () => import('./transmittal-list/transmittal-list-page'),
);
const AuditLogPage = lazyChunk('audit-log', () => import('./audit-log/audit-log-page'));
const ReconciliationPage = lazyChunk('reconciliation', () => import('./reconciliation/reconciliation-page'));
const PaymentsToReturnPage = lazyChunk(
  'payments-to-return',
  () => import('./payments-to-return/payments-to-return-page'),
);
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
        <Route path="Dashboard" element={screen('Dashboard', <DashboardPage />)} />
        <Route path="Topup-Requests" element={screen('Topup-Requests', <TopupRequestsPage />)} />
        <Route
          path="Topup-Requests/:date/:paymentMethodCode/:status"
          element={screen('Topup-Requests', <TopupRequestsPage />)}
        />
        {/* A drill-down with a part missing (or too many) shows the full list. */}
        <Route path="Topup-Requests/*" element={<Navigate to="/BackOffice/Topup-Requests" replace />} />
        <Route path="Payments-to-Return" element={screen('Payments-to-Return', <PaymentsToReturnPage />)} />
        <Route path="Journal-Entry-Loading" element={screen('Journal-Entry-Loading', <JournalEntryPage />)} />
        <Route path="Reconciliation" element={screen('Reconciliation', <ReconciliationPage />)} />
        <Route path="Payment-Methods" element={screen('Payment-Methods', <PaymentMethodsPage />)} />
        <Route path="User-Manager" element={screen('User-Manager', <UserManagerPage />)} />
        <Route path="Department" element={screen('Department', <DepartmentPage />)} />
        <Route path="Employee" element={screen('Employee', <EmployeePage />)} />
        <Route path="Transmittal-Entry" element={screen('Transmittal-Entry', <TransmittalEntryPage />)} />
        <Route path="Transmittal-List" element={screen('Transmittal-List', <TransmittalListPage />)} />
        <Route path="Audit-Log" element={screen('Audit-Log', <AuditLogPage />)} />
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
