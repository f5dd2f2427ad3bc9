import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { sessionEndpoints } from '@core/api/customers';
import { paymentMethodEndpoints } from '@core/api/payment-methods';
import { topupEndpoints } from '@core/api/topups';
import { answer, refuse } from '../../../test/contract-mocks';
import { renderScreen } from '../../../test/render-screen';
import {
  MARIAS_PENDING_TOPUP,
  PORTAL_METHODS,
  signInAndChooseOwnWallet,
  SUGGESTED_AMOUNTS,
} from '../../../test/fixtures/portal';
import { setLanguage } from './language';

const FILIPINO_DATE_TIME =
  /^(Ene|Peb|Mar|Abr|May|Hun|Hul|Ago|Set|Okt|Nob|Dis)\S* \d{1,2}, \d{4}, \d{1,2}:\d{2}\s?(AM|PM)$/;

describe('the portal in Filipino', () => {
  it('the switch turns Home into Filipino, sets <html lang>, offers English back and is remembered', async () => {
    const { user } = renderScreen('/');
    expect(await screen.findByRole('heading', { name: 'Top up an e-wallet' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Filipino' }));
    expect(await screen.findByRole('heading', { name: 'Mag-top up ng e-wallet' })).toBeInTheDocument();
    expect(document.documentElement.lang).toBe('fil');
    expect(screen.getByRole('button', { name: 'English' })).toBeInTheDocument();
    expect(localStorage.getItem('portal.language')).toBe('fil');
  });

  it("the login's empty-field messages, and a rate limit's time to try again as a clock time", async () => {
    setLanguage('fil');
    const { user } = renderScreen('/?step=login');
    expect(await screen.findByRole('heading', { name: 'I-top up ang account ko' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Mag-log in' }));
    const username = screen.getByLabelText(/^Username \(mobile number\)/);
    expect(username).toHaveAccessibleDescription('Kailangan ang username (mobile number)');
    expect(screen.getByText('Kailangan ang password')).toBeInTheDocument();

    refuse(sessionEndpoints.login, 429, 'Too many attempts. Try again in 5 minutes.', {
      extra: { retryAfterSeconds: 300 },
    });
    await user.type(username, '09171234567');
    await user.type(screen.getByLabelText(/^Password/), 'demo1234');
    await user.click(screen.getByRole('button', { name: 'Mag-log in' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      /^Masyadong maraming subok\. Subukan ulit sa \d{1,2}:\d{2}\s?(AM|PM)\.$/,
    );
  });

  it("the top-up form: its labels, a field rule's message, the confirm dialog and the result message", async () => {
    setLanguage('fil');
    signInAndChooseOwnWallet();
    answer(paymentMethodEndpoints.listForPortal, PORTAL_METHODS);
    answer(topupEndpoints.amounts, SUGGESTED_AMOUNTS);
    answer(topupEndpoints.create, {
      referenceNumber: 'RF7Q2K9M4X',
      receiptPath: '/receipt/abc',
      expiresAt: null,
    });
    const { user } = renderScreen('/topup-customer');
    expect(await screen.findByRole('heading', { name: 'I-top up ang eWallet' })).toBeInTheDocument();
    await user.click(await screen.findByRole('radio', { name: /Pay on Site/ }));
    await user.type(screen.getByLabelText('O mag-type ng amount'), '2000000');
    await user.click(screen.getByRole('button', { name: 'I-top up ang eWallet' }));
    expect(screen.getByText(/^Hanggang ₱1,000,000\.00 lang ang amount$/)).toBeInTheDocument();
    expect(screen.getByText('Paalala')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: '₱500' }));
    await user.click(screen.getByRole('button', { name: 'I-top up ang eWallet' }));
    const confirm = await screen.findByRole('dialog', { name: 'Kumpirmahin ang Top-up' });
    expect(confirm).toHaveTextContent('₱500.00');
    await user.click(within(confirm).getByRole('button', { name: 'Kumpirmahin' }));
    expect(await screen.findByTestId('topup-result-message')).toHaveTextContent(
      'Ita-top up ka ng ₱500.00 sa pamamagitan ng Pay on Site. Ang Reference Number mo ay RF7Q2K9M4X',
    );
    expect(screen.getByText('Naipasa na ang Top-up Request')).toBeInTheDocument();
  });

  it('the cancel screen: required message, date as the Philippines writes it in Filipino, reasons; English again', async () => {
    setLanguage('fil');
    answer(topupEndpoints.search, MARIAS_PENDING_TOPUP);
    const { user } = renderScreen('/cancel-topup');
    expect(await screen.findByRole('heading', { name: 'I-cancel ang Top-up' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Hanapin' }));
    expect(screen.getByText('Kailangan ang reference number')).toBeInTheDocument();
    await user.type(screen.getByLabelText(/^Reference Number/), MARIAS_PENDING_TOPUP.referenceNumber);
    await user.type(screen.getByLabelText(/^eWallet Number \/ Top-up Amount/), '300');
    await user.click(screen.getByRole('button', { name: 'Hanapin' }));
    const details = await screen.findByRole('region', { name: 'Top-up request' });
    expect(details).toHaveTextContent('₱300.00');
    const dateRow = within(details).getByRole('row', { name: /Petsa ng request/ });
    expect(within(dateRow).getByRole('cell')).toHaveTextContent(FILIPINO_DATE_TIME);
    expect(screen.getByRole('radio', { name: 'Maling amount' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'English' }));
    expect(document.documentElement.lang).toBe('en');
    expect(await screen.findByRole('heading', { name: 'Cancel Top-up' })).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'Incorrect Amount' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Back' }));
    await user.click(screen.getByRole('button', { name: 'Search' }));
    expect(screen.getByText('Reference Number is required')).toBeInTheDocument();
    expect(screen.getByText('eWallet Number / Top-up Amount is required')).toBeInTheDocument();
  });
});
