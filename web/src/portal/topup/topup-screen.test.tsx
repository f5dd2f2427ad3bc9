import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { paymentMethodEndpoints } from '@core/api/payment-methods';
import { topupEndpoints } from '@core/api/topups';
import { answer } from '../../../test/contract-mocks';
import { renderScreen } from '../../../test/render-screen';
import { PORTAL_METHODS, signInAndChooseOwnWallet, SUGGESTED_AMOUNTS } from '../../../test/fixtures/portal';

/** Juan's own top-up screen, once its methods have arrived. */
async function openTopupScreen() {
  signInAndChooseOwnWallet();
  answer(paymentMethodEndpoints.listForPortal, PORTAL_METHODS);
  answer(topupEndpoints.amounts, SUGGESTED_AMOUNTS);
  const rendered = renderScreen('/topup-customer');
  await screen.findByRole('radio', { name: /Bank Transfer/ });
  return { ...rendered, amount: screen.getByLabelText('Or type an amount') };
}

describe('top-up screen', () => {
  it('keeps only digits and one point in the amount, and shows it with two decimals and commas on leaving', async () => {
    const { user, amount } = await openTopupScreen();

    await user.type(amount, '12a.3x45678');
    expect(amount).toHaveValue('12.3456');
    await user.clear(amount);
    await user.type(amount, '-1e5');
    expect(amount).toHaveValue('15');
    await user.clear(amount);
    await user.type(amount, '2,500');
    await user.tab();
    expect(amount).toHaveValue('2,500.00');
  });

  it('enables Top-up eWallet only with a positive amount and a method; GCash is listed, disabled, with its note', async () => {
    const { user, amount } = await openTopupScreen();
    const topup = screen.getByRole('button', { name: 'Top-up eWallet' });

    await user.type(amount, '2,500');
    expect(topup).toBeDisabled();

    const gcash = screen.getByRole('radio', { name: /GCash/ });
    expect(gcash).toBeDisabled();
    expect(screen.getByRole('note')).toHaveTextContent('GCash payments are not accepted at this time.');

    await user.click(screen.getByRole('radio', { name: /Bank Transfer/ }));
    expect(topup).toBeEnabled();
    await user.clear(amount);
    await user.type(amount, '0');
    expect(topup).toBeDisabled();
    await user.clear(amount);
    await user.type(amount, '0.001');
    expect(topup).toBeDisabled();
  });

  it("refuses an amount under the method's minimum with the spec's words, and opens no dialog", async () => {
    const { user, amount } = await openTopupScreen();
    await user.click(screen.getByRole('radio', { name: /Bank Transfer/ }));
    await user.type(amount, '99.99');
    await user.click(screen.getByRole('button', { name: 'Top-up eWallet' }));

    expect(amount).toHaveAccessibleDescription('Minimum amount for Bank Transfer is ₱100.00');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('names the account being topped up', async () => {
    await openTopupScreen();
    const account = await screen.findByRole('region', { name: 'eWallet account' });
    expect(within(account).getByText('Juan Dela Cruz')).toBeInTheDocument();
    expect(within(account).getByText('My account')).toBeInTheDocument();
  });
});
