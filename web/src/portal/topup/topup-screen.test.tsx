import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { paymentMethodEndpoints } from '@core/api/payment-methods';
import { topupEndpoints } from '@core/api/topups';
import { answer, refuse, type ContractRequest } from '../../../test/contract-mocks';
import { renderScreen } from '../../../test/render-screen';
import {
  chooseOtherWallet,
  PAYER,
  PORTAL_METHODS,
  signInAndChooseOwnWallet,
  SUGGESTED_AMOUNTS,
} from '../../../test/fixtures/portal';

/** Juan's own top-up screen (or, for `other`, an anonymous payer's for Juan), once its methods have arrived. */
async function openTopupScreen({ other = false }: { other?: boolean } = {}) {
  if (other) chooseOtherWallet();
  else signInAndChooseOwnWallet();
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

  it('without a chosen customer, goes Home', async () => {
    const { router } = renderScreen('/topup-customer');
    expect(await screen.findByRole('button', { name: /Top-up my account/ })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/');
  });

  it('a suggested amount fills the field with two decimals; Confirm Top-up shows amount and method, then sends the spec body once', async () => {
    const { user, amount } = await openTopupScreen();
    const sent: ContractRequest<typeof topupEndpoints.create>[] = [];
    answer(topupEndpoints.create, (request) => {
      sent.push(request);
      return { referenceNumber: 'RF7Q2K9M4X', receiptPath: '/receipt/abc', expiresAt: null };
    });
    const topup = screen.getByRole('button', { name: 'Top-up eWallet' });
    expect(topup).toBeDisabled();
    await user.click(screen.getByRole('button', { name: '₱500' }));
    expect(amount).toHaveValue('500.00');
    expect(topup).toBeDisabled();
    await user.click(screen.getByRole('radio', { name: /Pay on Site/ }));
    await user.click(topup);

    const confirm = await screen.findByRole('dialog', { name: 'Confirm Top-up' });
    expect(confirm).toHaveTextContent('₱500.00');
    expect(confirm).toHaveTextContent('Pay on Site');
    await user.click(within(confirm).getByRole('button', { name: 'Confirm' }));

    expect(await screen.findByTestId('topup-result-message')).toHaveTextContent(
      'You will be topped up ₱500.00 via Pay on Site. Your Reference Number is RF7Q2K9M4X',
    );
    expect(sent).toHaveLength(1);
    expect(sent[0]?.sentJson).toEqual({
      topupOption: 1,
      ewalletAccountId: 1,
      ewalletAccountName: 'Dela Cruz, Juan',
      topupRequestAmount: 500,
      paymentMethodCode: 102,
      contactNumber: '09171234567',
      billingAddress: null,
    });
    expect(sent[0]?.headers.get('idempotency-key')).toMatch(/^[0-9a-f]{32}$/);
  });

  it('when the session has ended, an own-account top-up asks for the login again', async () => {
    const { user, amount, router } = await openTopupScreen();
    refuse(topupEndpoints.create, 401, 'Unauthorized Access to Service');
    await user.type(amount, '300');
    await user.click(screen.getByRole('radio', { name: /Pay on Site/ }));
    await user.click(screen.getByRole('button', { name: 'Top-up eWallet' }));
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Confirm Top-up' })).getByRole('button', {
        name: 'Confirm',
      }),
    );

    expect(await screen.findByRole('heading', { name: 'Top-up my account' })).toBeInTheDocument();
    expect(router.state.location.search).toBe('?step=login');
    expect(screen.queryByRole('button', { name: 'Log out' })).not.toBeInTheDocument();
  });

  it("another account's Pay on Rider asks for the payer's own number: required, well formed, not the recipient's", async () => {
    const { user, amount } = await openTopupScreen({ other: true });
    expect(screen.getByText('Other account')).toBeInTheDocument();
    expect(screen.getByTestId('topup-account-name')).toHaveTextContent('Juan D. C.');
    await user.type(amount, '250');
    await user.click(screen.getByRole('radio', { name: /Pay on Rider/ }));

    const payerMobile = screen.getByLabelText(/Your mobile number/);
    expect(payerMobile).toHaveValue('');
    expect(payerMobile).toHaveAttribute('maxlength', '13');
    expect(payerMobile).toHaveAccessibleDescription(/The rider will call you on this number/);
    const topup = screen.getByRole('button', { name: 'Top-up eWallet' });
    await user.click(topup);
    expect(screen.getByText('Mobile Number is required')).toBeInTheDocument();
    await user.type(payerMobile, '0917123');
    await user.click(topup);
    expect(screen.getByText('Invalid Mobile Number Format')).toBeInTheDocument();
    await user.clear(payerMobile);
    await user.type(payerMobile, '09171234567');
    await user.click(topup);
    expect(
      screen.getByText('Enter your own mobile number: the rider will call the person who pays'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    const sent: ContractRequest<typeof topupEndpoints.create>[] = [];
    answer(topupEndpoints.create, (request) => {
      sent.push(request);
      return { referenceNumber: 'RF7Q2K9M4X', receiptPath: '/receipt/abc', expiresAt: null };
    });
    await user.clear(payerMobile);
    await user.type(payerMobile, PAYER.international);
    await user.click(topup);
    const confirm = await screen.findByRole('dialog', { name: 'Confirm Top-up' });
    expect(within(confirm).getByRole('row', { name: /Your mobile number/ })).toHaveTextContent(
      PAYER.mobileNo,
    );
    await user.click(within(confirm).getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByTestId('topup-result-message')).toHaveTextContent(
      'You will be topped up ₱250.00 via Pay on Rider. Your Reference Number is RF7Q2K9M4X',
    );
    expect(sent[0]?.body).toMatchObject({
      topupOption: 2,
      topupRequestAmount: 250,
      paymentMethodCode: 103,
      contactNumber: PAYER.mobileNo,
      ewalletMobileNo: '09171234567',
    });
  });
});
