import { appConfigurationEndpoints } from './app-configuration.ts';
import { auditFilterEndpoints } from './audit-filters.ts';
import { auditEndpoints } from './audit.ts';
import { backOfficeTopupEndpoints } from './backoffice-topups.ts';
import { customerEndpoints, sessionEndpoints } from './customers.ts';
import { departmentEndpoints } from './departments.ts';
import { employeeEndpoints } from './employees.ts';
import type { EndpointContract } from './endpoint.ts';
import { inboxEndpoints } from './inbox.ts';
import { journalEntryEndpoints } from './journal-entries.ts';
import { paymentMethodAdminEndpoints } from './payment-method-admin.ts';
import { paymentMethodEndpoints } from './payment-methods.ts';
import { paymentEndpoints } from './payments.ts';
import { noticeEndpoints } from './notices.ts';
import { paymentsToReturnEndpoints } from './payments-to-return.ts';
import { receiptEndpoints } from './receipts.ts';
import { roleRequestEndpoints } from './role-requests.ts';
import { reconciliationEndpoints } from './reconciliation.ts';
import { savedViewEndpoints } from './saved-views.ts';
import { topupEndpoints } from './topups.ts';
import { transmittalEndpoints } from './transmittals.ts';
import { twoFactorEndpoints } from './two-factor.ts';
import { userEndpoints } from './users.ts';
import { walletHistoryEndpoints } from './wallet-history.ts';

/**
 * Every endpoint contract of the API, for what covers all of them at once (the authorization matrix, the
 * document's checks). The web app imports each area's contracts on its own, so that a screen's chunk holds
 * only the schemas it calls.
 */
export const ALL_ENDPOINTS: readonly EndpointContract[] = [
  sessionEndpoints,
  customerEndpoints,
  appConfigurationEndpoints,
  topupEndpoints,
  receiptEndpoints,
  paymentMethodEndpoints,
  paymentEndpoints,
  userEndpoints,
  roleRequestEndpoints,
  backOfficeTopupEndpoints,
  journalEntryEndpoints,
  paymentMethodAdminEndpoints,
  departmentEndpoints,
  employeeEndpoints,
  transmittalEndpoints,
  auditEndpoints,
  auditFilterEndpoints,
  paymentsToReturnEndpoints,
  reconciliationEndpoints,
  savedViewEndpoints,
  twoFactorEndpoints,
  walletHistoryEndpoints,
  noticeEndpoints,
  inboxEndpoints,
].flatMap((area) => Object.values(area));
