import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { backOfficeTopupEndpoints } from '@core/api/backoffice-topups';
import { paymentMethodAdminEndpoints } from '@core/api/payment-method-admin';
import { answer } from '../../../test/contract-mocks';
import { renderScreen } from '../../../test/render-screen';
import { ADMIN_METHODS, signInBackOfficeAs } from '../../../test/fixtures/back-office';

const TRANSMITTAL_MENU = [
  'Dashboard',
  'Needs you',
  'Department',
  'Employee',
  'Transmittal Entry',
  'Transmittal List',
];

function menuLabels(): string[] {
  const menu = screen.getByRole('navigation', { name: 'Back-office menu' });
  return within(menu)
    .getAllByRole('link')
    .map((link) => link.textContent?.trim() ?? '');
}

describe('the back-office menu and dashboard per role', () => {
  it('a top-up admin sees every menu item and the statistics', async () => {
    signInBackOfficeAs('topupAdmin');
    answer(backOfficeTopupEndpoints.statistics, [
      {
        paymentMethodCode: 104,
        paymentMethodName: 'Bank Transfer',
        details: [{ status: 0, transactionCount: 3 }],
      },
    ]);
    answer(backOfficeTopupEndpoints.dailyTotals, []);
    answer(paymentMethodAdminEndpoints.listAll, ADMIN_METHODS);
    const { router } = renderScreen('/BackOffice');
    expect(await screen.findByTestId('greeting')).toHaveTextContent('Welcome, Ana Reyes!');
    expect(router.state.location.pathname).toBe('/BackOffice/Dashboard');
    expect(await screen.findByRole('heading', { name: 'Bank Transfer' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'General Statistics' })).toBeInTheDocument();
    expect(menuLabels()).toEqual([
      'Dashboard',
      'Needs you',
      'Topup Requests',
      'Payments to Return',
      'Journal Entry Loading',
      'Reconciliation',
      'Payment Methods',
      'User Manager',
      'Department',
      'Employee',
      'Transmittal Entry',
      'Transmittal List',
      'Audit Log',
    ]);
  });

  for (const member of ['transmittalAdmin', 'transmittalEncoder'] as const) {
    it(`a ${member} sees the transmittal menu, no statistics, and a typed top-up route asks for no top-up data`, async () => {
      signInBackOfficeAs(member);
      // No handler answers the top-up endpoints: a call to one would fail the test (setup.ts).
      const { router } = renderScreen('/BackOffice/Topup-Requests/2026-01-01/104/0');
      expect(await screen.findByTestId('greeting')).toHaveTextContent(/^Welcome, /);
      expect(router.state.location.pathname).toBe('/BackOffice/Dashboard');
      expect(screen.queryByRole('heading', { name: 'Bank Transfer' })).not.toBeInTheDocument();
      expect(screen.queryByRole('heading', { name: 'General Statistics' })).not.toBeInTheDocument();
      expect(menuLabels()).toEqual(TRANSMITTAL_MENU);
    });
  }
});
