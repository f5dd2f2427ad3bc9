import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { customerEndpoints, sessionEndpoints } from '@core/api/customers';
import { paymentMethodEndpoints } from '@core/api/payment-methods';
import { topupEndpoints } from '@core/api/topups';
import { answer, answerLater, refuse } from '../../../test/contract-mocks';
import { renderScreen } from '../../../test/render-screen';
import { JUAN_ANSWER, JUAN_LOOKUP, PORTAL_METHODS, SUGGESTED_AMOUNTS } from '../../../test/fixtures/portal';

describe('Home: top-up my account (login)', () => {
  it('asks for both fields with the spec words, under each field', async () => {
    const { user } = renderScreen('/?step=login');
    await user.click(await screen.findByRole('button', { name: 'Log In' }));
    expect(screen.getByLabelText(/mobile number/i)).toHaveAccessibleDescription('Username is required');
    expect(screen.getByLabelText(/^Password/)).toHaveAccessibleDescription('Password is required');
  });

  it("shows a wrong password's server text in a red box", async () => {
    const { user } = renderScreen('/?step=login');
    refuse(sessionEndpoints.login, 400, 'Invalid mobile number or password');
    await user.type(await screen.findByLabelText(/mobile number/i), JUAN_ANSWER.mobileNo);
    await user.type(screen.getByLabelText(/^Password/), 'not the password');
    await user.click(screen.getByRole('button', { name: 'Log In' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Invalid mobile number or password');
  });

  it('the mobile field takes a phone number; the password can be shown and hidden', async () => {
    const { user } = renderScreen('/?step=login');
    const mobile = await screen.findByLabelText(/mobile number/i);
    expect(mobile).toHaveAttribute('placeholder', '09XXXXXXXXX');
    expect(mobile).toHaveAttribute('maxlength', '13');
    const password = screen.getByLabelText(/^Password/);
    const toggle = screen.getByRole('button', { name: 'Show password' });
    await user.click(toggle);
    expect(password).toHaveAttribute('type', 'text');
    await user.click(toggle);
    expect(password).toHaveAttribute('type', 'password');
  });

  it('says Logging in... and is disabled while the login is on its way, then opens the top-up screen', async () => {
    const { user, router } = renderScreen('/?step=login');
    const login = answerLater(sessionEndpoints.login, JUAN_ANSWER);
    answer(paymentMethodEndpoints.listForPortal, PORTAL_METHODS);
    answer(topupEndpoints.amounts, SUGGESTED_AMOUNTS);
    await user.type(await screen.findByLabelText(/mobile number/i), JUAN_ANSWER.mobileNo);
    await user.type(screen.getByLabelText(/^Password/), 'demo1234');
    await user.click(screen.getByRole('button', { name: 'Log In' }));
    expect(await screen.findByRole('button', { name: 'Logging in...' })).toBeDisabled();
    login.release();
    expect(await screen.findByTestId('topup-account-name')).toHaveTextContent('Juan Dela Cruz');
    expect(router.state.location.pathname).toBe('/topup-customer');
  });

  it('has a Back button to the two options', async () => {
    const { user, router } = renderScreen('/');
    await user.click(await screen.findByRole('button', { name: /Top-up my account/ }));
    expect(await screen.findByRole('heading', { name: 'Top-up my account' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Back' }));
    expect(await screen.findByRole('button', { name: /Top-up other account/ })).toBeInTheDocument();
    expect(router.state.location.search).toBe('');
  });
});

describe('Home: top-up other account (find the recipient)', () => {
  it('asks for the mobile number, and puts the look-up refusal under the field', async () => {
    const { user } = renderScreen('/?step=other-account');
    const mobile = await screen.findByLabelText(/^Mobile Number/);
    expect(mobile).toHaveAttribute('maxlength', '13');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(screen.getByText('Mobile Number is required')).toBeInTheDocument();

    refuse(customerEndpoints.byMobileNo, 404, 'Mobile number not found');
    await user.type(mobile, '09170000999');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await screen.findByText('Mobile number not found');
    expect(mobile).toHaveAccessibleDescription('Mobile number not found');
  });

  it('says Verifying Customer... while it looks, then shows the masked recipient to confirm', async () => {
    const { user, router } = renderScreen('/?step=other-account');
    const lookup = answerLater(customerEndpoints.byMobileNo, JUAN_LOOKUP);
    answer(paymentMethodEndpoints.listForPortal, PORTAL_METHODS);
    answer(topupEndpoints.amounts, SUGGESTED_AMOUNTS);
    await user.type(await screen.findByLabelText(/^Mobile Number/), JUAN_LOOKUP.mobileNo);
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByRole('button', { name: 'Verifying Customer...' })).toBeDisabled();
    lookup.release();

    const dialog = await screen.findByRole('dialog', { name: 'Confirm Top-up Recipient' });
    expect(within(dialog).getByTestId('recipient-name')).toHaveTextContent('Juan D. C.');
    expect(dialog).toHaveTextContent(JUAN_LOOKUP.mobileNo);
    await user.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByTestId('topup-account-name')).toHaveTextContent('Juan D. C.');
    expect(router.state.location.pathname).toBe('/topup-customer');
  });

  it('Cancel in the recipient dialog keeps the search and its number', async () => {
    const { user, router } = renderScreen('/?step=other-account');
    answer(customerEndpoints.byMobileNo, JUAN_LOOKUP);
    const mobile = await screen.findByLabelText(/^Mobile Number/);
    await user.type(mobile, JUAN_LOOKUP.mobileNo);
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    const dialog = await screen.findByRole('dialog', { name: 'Confirm Top-up Recipient' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(mobile).toHaveValue(JUAN_LOOKUP.mobileNo);
    expect(router.state.location.search).toBe('?step=other-account');
  });

  it('has a Back button to the two options', async () => {
    const { user } = renderScreen('/');
    await user.click(await screen.findByRole('button', { name: /Top-up other account/ }));
    await user.click(await screen.findByRole('button', { name: 'Back' }));
    expect(await screen.findByRole('button', { name: /Top-up my account/ })).toBeInTheDocument();
  });
});
