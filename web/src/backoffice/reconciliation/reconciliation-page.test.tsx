import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  reconciliationEndpoints,
  type ReconciliationDifference,
  type ReconciliationReport,
} from '@core/api/reconciliation';
import { manilaDateText } from '@core/manila-date';
import { backOfficeTopupEndpoints } from '@core/api/backoffice-topups';
import { paymentMethodAdminEndpoints } from '@core/api/payment-method-admin';
import { savedViewEndpoints } from '@core/api/saved-views';
import { answer, answerLater, refuse, type ContractRequest } from '../../../test/contract-mocks';
import { renderScreen } from '../../../test/render-screen';
import { signInBackOfficeAs } from '../../../test/fixtures/back-office';

const NO_DIFFERENCES = 'No differences: every card payment the provider reports is credited';

const line = (code: number, name: string, figures: Partial<ReconciliationReport['byMethod'][number]>) => ({
  paymentMethodCode: code,
  paymentMethodName: name,
  requests: 0,
  amountRequested: 0,
  providerPaid: null,
  ledgerCredited: 0,
  difference: null,
  ...figures,
});

const PAID_NOT_CREDITED: ReconciliationDifference = {
  referenceNumber: 'RFQ9PAID01',
  topupRequestId: 901,
  paymentMethodCode: 101,
  paymentMethodName: 'Debit/Credit Card',
  status: 0,
  statusText: 'Pending',
  dateCreated: '2026-11-20T02:15:00.000Z',
  amountRequested: 321.45,
  providerStatus: 'PAYMENT_SUCCESS',
  providerAmount: 321.45,
  providerCurrency: 'PHP',
  providerReadAt: '2026-11-20T02:20:00.000Z',
  ledgerCredited: 0,
  kind: 'paid_not_credited',
  kindText: 'Paid, not credited',
};

/** November so far: one card payment not credited, one paid in dollars, and staff-confirmed methods. */
const REPORT: ReconciliationReport = {
  dateFrom: '2026-11-01',
  dateTo: '2026-11-27',
  byMethod: [
    line(101, 'Debit/Credit Card', {
      requests: 3,
      amountRequested: 1821.45,
      providerPaid: 1821.45,
      ledgerCredited: 1000,
      difference: 821.45,
    }),
    line(102, 'Pay on Site', { requests: 2, amountRequested: 2500, ledgerCredited: 2500 }),
  ],
  totals: {
    requests: 5,
    amountRequested: 4321.45,
    providerPaid: 1821.45,
    ledgerCredited: 3500,
    difference: 821.45,
  },
  cardNotRead: { requests: 1, amountRequested: 150, ledgerCredited: 0 },
  differences: [
    PAID_NOT_CREDITED,
    {
      ...PAID_NOT_CREDITED,
      referenceNumber: 'RFQ9USD001',
      topupRequestId: 902,
      status: 1,
      statusText: 'Done',
      amountRequested: 500,
      providerAmount: 500,
      providerCurrency: 'USD',
      ledgerCredited: 500,
      kind: 'amount_differs',
      kindText: 'Paid amount differs from the credit',
    },
  ],
  differenceCount: 3,
};

/** A range where the provider and the ledger agree. */
const AGREED: ReconciliationReport = {
  ...REPORT,
  dateFrom: '2026-10-01',
  dateTo: '2026-10-21',
  byMethod: [
    line(101, 'Debit/Credit Card', {
      requests: 1,
      amountRequested: 100,
      providerPaid: 100,
      ledgerCredited: 100,
      difference: 0,
    }),
  ],
  totals: { requests: 1, amountRequested: 100, providerPaid: 100, ledgerCredited: 100, difference: 0 },
  cardNotRead: { requests: 0, amountRequested: 0, ledgerCredited: 0 },
  differences: [],
  differenceCount: 0,
};

type RangeQuery = ContractRequest<typeof reconciliationEndpoints.report>['query'];

async function openReport(report: ReconciliationReport, path = '/BackOffice/Reconciliation') {
  const asked: RangeQuery[] = [];
  signInBackOfficeAs('topupAdmin');
  answer(reconciliationEndpoints.report, ({ query }) => {
    asked.push(query);
    return report;
  });
  const rendered = renderScreen(path);
  await screen.findByRole('heading', { name: 'Reconciliation', level: 1 });
  await screen.findByTestId('reconciliation-report');
  return { ...rendered, asked };
}

/** The by-method table's cells, row by row, as a person reads them. */
function methodLines(): string[][] {
  const table = screen.getByTestId('method-table');
  return Array.from(table.querySelectorAll('tbody tr, tfoot tr')).map((row) =>
    Array.from(row.querySelectorAll('th, td')).map((cell) => cell.textContent?.trim() ?? ''),
  );
}

describe('Reconciliation', () => {
  it('without dates in the address, asks for this month so far (Manila days)', async () => {
    const { asked } = await openReport(REPORT);
    const today = manilaDateText(new Date());
    expect(asked[0]).toEqual({ dateFrom: `${today.slice(0, 8)}01`, dateTo: today });
  });

  it('shows the figures by method in pesos: staff-confirmed methods have no provider, and the total', async () => {
    await openReport(REPORT);
    expect(screen.getByText('Requests created from Nov 1, 2026 to Nov 27, 2026')).toBeInTheDocument();
    expect(methodLines()).toEqual([
      ['Debit/Credit Card', '3', '₱1,821.45', '₱1,821.45', '₱1,000.00', '₱821.45'],
      ['Pay on Site', '2', '₱2,500.00', 'confirmed by staff', '₱2,500.00', '—'],
      ['Total', '5', '₱4,321.45', '₱1,821.45', '₱3,500.00', '₱821.45'],
    ]);
    expect(screen.getByTestId('not-read')).toHaveTextContent(
      '1 card request (₱150.00 requested, ₱0.00 credited) has no answer from the provider on record.',
    );
  });

  it('lists each difference, linked to its request, and says when only the oldest are shown', async () => {
    const { user, router } = await openReport(REPORT);
    expect(screen.getByRole('heading', { name: 'Differences (3)' })).toBeInTheDocument();
    expect(screen.getByTestId('differences-capped')).toHaveTextContent(
      'Showing the oldest 2 of 3: choose a shorter date range to see the rest.',
    );
    const table = screen.getByTestId('differences-table');
    const paid = within(table).getByRole('link', { name: 'Open top-up request RFQ9PAID01' }).closest('tr');
    if (!paid) throw new Error('no row');
    const cells = within(paid).getAllByRole('cell');
    expect(cells[0]).toHaveTextContent('RFQ9PAID01Request ID 901');
    expect(cells[1]).toHaveTextContent('Paid, not credited');
    expect(cells[2]).toHaveTextContent('Pending');
    expect(cells[3]).toHaveTextContent('₱321.45');
    expect(cells[4]).toHaveTextContent('PAYMENT_SUCCESS₱321.45');
    expect(cells[5]).toHaveTextContent('₱0.00');
    const dollars = within(table).getByRole('link', { name: 'Open top-up request RFQ9USD001' }).closest('tr');
    expect(dollars).toHaveTextContent('USD 500.00');
    expect(dollars).toHaveTextContent('Paid amount differs from the credit');

    answer(reconciliationEndpoints.report, REPORT);
    // The link opens the top-up list, which asks for its own data as it mounts: answered (empty) here, so
    // that whether it mounts before the test ends or not, nothing is left unanswered.
    answer(savedViewEndpoints.list, []);
    answer(paymentMethodAdminEndpoints.listAll, []);
    answer(backOfficeTopupEndpoints.retrieve, []);
    answer(backOfficeTopupEndpoints.count, 0);
    answer(backOfficeTopupEndpoints.totalsByStatus, []);
    await user.click(within(table).getByRole('link', { name: 'Open top-up request RFQ9PAID01' }));
    expect(router.state.location.pathname).toBe('/BackOffice/Topup-Requests');
    expect(router.state.location.search).toBe('?reference=RFQ9PAID01');
  });

  it('a range where the provider and the ledger agree says so; Show Report reads it again', async () => {
    const { user, asked } = await openReport(
      AGREED,
      '/BackOffice/Reconciliation?dateFrom=2026-10-01&dateTo=2026-10-21',
    );
    expect(asked[0]).toEqual({ dateFrom: '2026-10-01', dateTo: '2026-10-21' });
    expect(screen.getByRole('heading', { name: 'Differences (0)' })).toBeInTheDocument();
    expect(screen.getByTestId('no-differences')).toHaveTextContent(NO_DIFFERENCES);
    expect(screen.queryByTestId('not-read')).not.toBeInTheDocument();
    expect(screen.queryByTestId('differences-table')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Show Report' }));
    await expect.poll(() => asked.length).toBe(2);
  });

  it('a reversed range in the address is not asked for: this month instead', async () => {
    const { asked } = await openReport(
      REPORT,
      '/BackOffice/Reconciliation?dateFrom=2026-10-21&dateTo=2026-10-01',
    );
    expect(asked[0]?.dateFrom).toMatch(/^\d{4}-\d{2}-01$/);
  });

  it('shows it is loading, and offers Print only once there is a report', async () => {
    signInBackOfficeAs('topupAdmin');
    const report = answerLater(reconciliationEndpoints.report, REPORT);
    renderScreen('/BackOffice/Reconciliation');
    // The screen's own loader beside its heading (the route's lazy chunk has one of its own before).
    await screen.findByRole('heading', { name: 'Reconciliation', level: 1 });
    expect(screen.getByLabelText('Loading')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Print' })).toBeDisabled();
    report.release();
    expect(await screen.findByTestId('reconciliation-report')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Print' })).toBeEnabled();
  });

  it("shows a refused range's server text", async () => {
    signInBackOfficeAs('topupAdmin');
    refuse(reconciliationEndpoints.report, 400, 'A report covers at most 366 days');
    renderScreen('/BackOffice/Reconciliation');
    expect(await screen.findByRole('alert')).toHaveTextContent('A report covers at most 366 days');
  });
});

describe('Reconciliation: the printed sheet', () => {
  const print = vi.fn();
  beforeEach(() => vi.stubGlobal('print', print));
  afterEach(() => {
    vi.unstubAllGlobals();
    print.mockReset();
  });

  it('Print opens the sheet named after its dates, with the same sections, and Close ends it', async () => {
    const { user } = await openReport(
      AGREED,
      '/BackOffice/Reconciliation?dateFrom=2026-10-01&dateTo=2026-10-21',
    );
    await user.click(screen.getByRole('button', { name: 'Print' }));
    const sheet = await screen.findByRole('dialog', {
      name: 'ReconciliationReport_Date_2026-10-01_2026-10-21',
    });
    expect(document.title).toBe('ReconciliationReport_Date_2026-10-01_2026-10-21');
    expect(within(sheet).getByRole('heading', { name: 'Reconciliation Report' })).toBeInTheDocument();
    expect(sheet).toHaveTextContent('Requests created from Oct 1, 2026 to Oct 21, 2026 (Philippine time)');
    expect(sheet).toHaveTextContent(/Date\/Time Printed: /);
    expect(within(sheet).getByText(NO_DIFFERENCES)).toBeInTheDocument();
    expect(within(sheet).getByText('*** Nothing Follows ***')).toBeInTheDocument();
    await user.click(within(sheet).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog', { name: /^ReconciliationReport_/ })).not.toBeInTheDocument();
  });
});
