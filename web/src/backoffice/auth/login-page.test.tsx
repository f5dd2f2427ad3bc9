import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { appConfigurationEndpoints } from '@core/api/app-configuration';
import { backOfficeTopupEndpoints } from '@core/api/backoffice-topups';
import { sessionEndpoints } from '@core/api/customers';
import { paymentMethodAdminEndpoints } from '@core/api/payment-method-admin';
import { inboxEndpoints } from '@core/api/inbox';
import { twoFactorEndpoints } from '@core/api/two-factor';
import { TWO_FACTOR_MESSAGES } from '@core/two-factor';
import { answer, refuse, type ContractRequest } from '../../../test/contract-mocks';
import { renderScreen } from '../../../test/render-screen';
import { ADMIN_METHODS, meAnswerOf, STAFF } from '../../../test/fixtures/back-office';

/** The login screen of someone with no back-office session (Me answers 401). */
async function openLogin(path = '/BackOffice/Login') {
  refuse(sessionEndpoints.me, 401, 'Unauthorized Access to Service');
  const rendered = renderScreen(path);
  await screen.findByRole('button', { name: 'Log In' });
  return rendered;
}

async function typeCredentials(user: Awaited<ReturnType<typeof openLogin>>['user']) {
  await user.type(screen.getByLabelText(/^Username \(mobile number\)/), STAFF.topupAdmin.mobileNo);
  await user.type(screen.getByLabelText(/^Password/), 'demo1234');
  await user.click(screen.getByRole('button', { name: 'Log In' }));
}

describe('Back Office Login', () => {
  it('asks for both fields with the spec words, and sends nothing', async () => {
    const { user } = await openLogin();
    await user.click(screen.getByRole('button', { name: 'Log In' }));
    expect(screen.getByLabelText(/^Username \(mobile number\)/)).toHaveAccessibleDescription(
      'Username is required',
    );
    expect(screen.getByLabelText(/^Password/)).toHaveAccessibleDescription('Password is required');
  });

  it("shows the server's refusal of a customer without a role in a red box", async () => {
    const { user } = await openLogin();
    refuse(sessionEndpoints.login, 403, 'Unauthorized User');
    await typeCredentials(user);
    expect(await screen.findByRole('alert')).toHaveTextContent('Unauthorized User');
  });

  it('asks for the second factor; a wrong code is refused in words, the right one leads where the user was going', async () => {
    const { user, router } = await openLogin('/BackOffice/Payment-Methods');
    expect(router.state.location.pathname).toBe('/BackOffice/Login');
    const login: ContractRequest<typeof sessionEndpoints.login>[] = [];
    answer(sessionEndpoints.login, (request) => {
      login.push(request);
      return { ...meAnswerOf('topupAdmin'), role: null, secondFactor: 'code' as const };
    });
    await typeCredentials(user);
    expect(await screen.findByRole('heading', { name: 'Two-factor sign-in' })).toBeInTheDocument();
    expect(login[0]?.sentJson).toEqual({
      username: STAFF.topupAdmin.mobileNo,
      password: 'demo1234',
      scope: 'backoffice',
    });

    refuse(twoFactorEndpoints.verify, 400, TWO_FACTOR_MESSAGES.wrongCode, { once: true });
    const code = screen.getByRole('textbox', { name: 'Authentication code' });
    await user.type(code, '000000');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(TWO_FACTOR_MESSAGES.wrongCode);

    const { idleSecondsLeft: _left, idleTimeoutSeconds: _timeout, ...signedIn } = meAnswerOf('topupAdmin');
    answer(twoFactorEndpoints.verify, signedIn);
    answer(sessionEndpoints.me, meAnswerOf('topupAdmin'));
    answer(paymentMethodAdminEndpoints.listAll, ADMIN_METHODS);
    answer(appConfigurationEndpoints.getSiteDisabled, false);
    answer(backOfficeTopupEndpoints.statistics, []);
    answer(inboxEndpoints.get, { total: 0, kinds: [] });
    await user.clear(code);
    await user.type(code, '123456');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByRole('table', { name: 'Payment methods' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/BackOffice/Payment-Methods');
    expect(
      within(screen.getByRole('navigation', { name: 'Back-office menu' })).getByRole('link', {
        name: 'Payment Methods',
      }),
    ).toBeInTheDocument();
  });
});
