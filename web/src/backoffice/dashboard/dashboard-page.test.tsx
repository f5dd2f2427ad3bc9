import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { backOfficeTopupEndpoints } from '@core/api/backoffice-topups';
import { manilaDateText } from '@core/manila-date';
import { paymentMethodAdminEndpoints } from '@core/api/payment-method-admin';
import { inboxEndpoints } from '@core/api/inbox';
import { answer } from '../../../test/contract-mocks';
import { renderScreen } from '../../../test/render-screen';
import { ADMIN_METHODS, signInBackOfficeAs } from '../../../test/fixtures/back-office';

const MONTH_START = `${manilaDateText(new Date()).slice(0, 7)}-01`;

/** This month's counts: Bank Transfer 3 pending and 1 done; Pay on Rider 2 pending; Pay on Site 5 pending. */
async function openDashboard() {
  signInBackOfficeAs('topupAdmin');
  answer(paymentMethodAdminEndpoints.listAll, ADMIN_METHODS);
  answer(backOfficeTopupEndpoints.dailyTotals, []);
  answer(backOfficeTopupEndpoints.statistics, [
    {
      paymentMethodCode: 104,
      paymentMethodName: 'Bank Transfer',
      details: [
        { status: 0, transactionCount: 3 },
        { status: 1, transactionCount: 1 },
      ],
    },
    {
      paymentMethodCode: 103,
      paymentMethodName: 'Pay on Rider',
      details: [{ status: 0, transactionCount: 2 }],
    },
    {
      paymentMethodCode: 102,
      paymentMethodName: 'Pay on Site',
      details: [{ status: 0, transactionCount: 5 }],
    },
  ]);
  const rendered = renderScreen('/BackOffice/Dashboard');
  await screen.findByRole('heading', { name: 'Bank Transfer' });
  return rendered;
}

describe('Dashboard statistics', () => {
  it("puts each method's counts in its panel; General Statistics adds up every other method, or one chosen", async () => {
    const { user } = await openDashboard();
    expect(await screen.findByTestId('panel-bank-transfer-pending')).toHaveTextContent('3');
    expect(screen.getByTestId('panel-bank-transfer-done')).toHaveTextContent('1');
    expect(screen.getByTestId('panel-bank-transfer-cancelled')).toHaveTextContent('0');
    expect(screen.getByTestId('panel-general-statistics-pending')).toHaveTextContent('7');
    const general = screen.getByRole('region', { name: 'General Statistics' });
    await user.click(within(general).getByText('Pay on Rider'));
    expect(screen.getByTestId('panel-general-statistics-pending')).toHaveTextContent('2');
  });

  it('a count links to the list prefiltered by month, method and status', async () => {
    await openDashboard();
    const pending = await screen.findByRole('link', { name: /Pending in Bank Transfer/ });
    expect(pending).toHaveAttribute('href', `/BackOffice/Topup-Requests/${MONTH_START}/104/0`);
  });

  it('the month picker offers this year and last year only', async () => {
    const { user } = await openDashboard();
    const year = Number(MONTH_START.slice(0, 4));
    await user.click(screen.getByRole('button', { name: 'Month' }));
    // Mantine's dropdown keeps its entering style in jsdom: its buttons are read with hidden ones included.
    await user.click(await screen.findByRole('button', { name: String(year), hidden: true }));
    expect(await screen.findByRole('button', { name: String(year - 1), hidden: true })).toBeEnabled();
    expect(screen.getByRole('button', { name: String(year - 2), hidden: true })).toBeDisabled();
    expect(screen.getByRole('button', { name: String(year + 1), hidden: true })).toBeDisabled();
  });
});

describe('Dashboard: Needs you', () => {
  it("counts what waits for this person and links to the inbox; an encoder's count is her inbox's, not every Pending transmittal", async () => {
    signInBackOfficeAs('transmittalEncoder');
    answer(inboxEndpoints.get, {
      total: 2,
      kinds: [
        {
          kind: 'transmittal-approval',
          count: 2,
          items: [
            {
              id: 4,
              reference: null,
              subject: 'Bakery',
              detail: null,
              amount: 3000,
              by: 'Ben Cruz',
              since: '2026-11-27T01:00:00.000Z',
            },
          ],
        },
      ],
    });
    const { user, router } = renderScreen('/BackOffice/Dashboard');
    const card = await screen.findByTestId('needs-you');
    expect(card).toHaveTextContent('2 things wait for you');
    await user.click(card);
    expect(router.state.location.pathname).toBe('/BackOffice/Needs-You');
  });

  it('says nothing waits to a transmittal admin, whose role approves nothing', async () => {
    signInBackOfficeAs('transmittalAdmin');
    renderScreen('/BackOffice/Dashboard');
    expect(await screen.findByTestId('needs-you')).toHaveTextContent('Nothing waits for you');
  });
});
