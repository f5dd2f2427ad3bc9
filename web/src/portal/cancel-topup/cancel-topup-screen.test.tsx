import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { topupEndpoints } from '@core/api/topups';
import { answer, refuse, type ContractRequest } from '../../../test/contract-mocks';
import { renderScreen } from '../../../test/render-screen';
import { MARIAS_PENDING_TOPUP } from '../../../test/fixtures/portal';

const REFERENCE = MARIAS_PENDING_TOPUP.referenceNumber;

/** Finds Maria's request on the cancel screen; answers the region that shows it. */
async function findRequest(found = MARIAS_PENDING_TOPUP) {
  const rendered = renderScreen('/cancel-topup');
  answer(topupEndpoints.search, found);
  const { user } = rendered;
  await user.type(await screen.findByLabelText(/^Reference Number/), REFERENCE);
  await user.type(screen.getByLabelText(/^eWallet Number \/ Top-up Amount/), '300');
  await user.click(screen.getByRole('button', { name: 'Search' }));
  return { ...rendered, details: await screen.findByRole('region', { name: 'Top-up request' }) };
}

describe('Cancel Top-up', () => {
  it('asks for both search fields with the spec words', async () => {
    const { user } = renderScreen('/cancel-topup');
    await user.click(await screen.findByRole('button', { name: 'Search' }));
    expect(screen.getByLabelText(/^Reference Number/)).toHaveAccessibleDescription(
      'Reference Number is required',
    );
    expect(screen.getByLabelText(/^eWallet Number \/ Top-up Amount/)).toHaveAccessibleDescription(
      /eWallet Number \/ Top-up Amount is required/,
    );
  });

  it('says so when the reference does not match', async () => {
    const { user } = renderScreen('/cancel-topup');
    refuse(topupEndpoints.search, 404, 'No exact matches found!');
    await user.type(await screen.findByLabelText(/^Reference Number/), 'NOSUCHREF123');
    await user.type(screen.getByLabelText(/^eWallet Number \/ Top-up Amount/), '09179876543');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('No exact matches found!');
  });

  it('shows the found request: reference, amount in pesos, the masked name and its status', async () => {
    const { details } = await findRequest();
    expect(details).toHaveTextContent(REFERENCE);
    expect(details).toHaveTextContent('₱300.00');
    expect(details).toHaveTextContent('Maria C. S.');
    expect(within(details).getByText('Pending').closest('[data-status]')).toHaveAttribute('data-status', '0');
  });

  it('enables Confirm once a reason is chosen, and sends the reason as the remarks', async () => {
    const { user, details } = await findRequest();
    const sent: ContractRequest<typeof topupEndpoints.cancel>[] = [];
    answer(topupEndpoints.cancel, (request) => {
      sent.push(request);
      return { ...MARIAS_PENDING_TOPUP, status: 4, statusText: 'Cancelled' };
    });
    const confirm = screen.getByRole('button', { name: 'Confirm' });
    expect(confirm).toBeDisabled();
    await user.click(screen.getByRole('radio', { name: 'Incorrect Amount' }));
    expect(confirm).toBeEnabled();
    await user.click(confirm);

    expect(await screen.findByText('Top-up cancelled successfully!')).toBeInTheDocument();
    expect((await within(details).findByText('Cancelled')).closest('[data-status]')).toHaveAttribute(
      'data-status',
      '4',
    );
    expect(sent.map((request) => request.sentJson)).toEqual([
      { id: MARIAS_PENDING_TOPUP.id, referenceNumber: REFERENCE, remarks: 'Incorrect Amount' },
    ]);
  });

  it("'Other' asks for the customer's own words (not blank, at most 1000 characters) and sends them", async () => {
    const { user } = await findRequest();
    const sent: unknown[] = [];
    answer(topupEndpoints.cancel, (request) => {
      sent.push(request.sentJson);
      return { ...MARIAS_PENDING_TOPUP, status: 4, statusText: 'Cancelled' };
    });
    await user.click(screen.getByRole('radio', { name: 'Other' }));
    const why = screen.getByLabelText(/^Tell us why/);
    expect(why).toHaveAttribute('maxlength', '1000');
    const confirm = screen.getByRole('button', { name: 'Confirm' });
    await user.click(confirm);
    expect(why).toHaveAccessibleDescription(/Please enter the reason for cancelling/);
    await user.type(why, '   ');
    await user.click(confirm);
    expect(why).toHaveAccessibleDescription(/Please enter the reason for cancelling/);
    expect(sent).toEqual([]);

    await user.clear(why);
    await user.paste('Bought load at the counter instead');
    await user.click(confirm);
    expect(await screen.findByText('Top-up cancelled successfully!')).toBeInTheDocument();
    expect(sent).toEqual([
      {
        id: MARIAS_PENDING_TOPUP.id,
        referenceNumber: REFERENCE,
        remarks: 'Bought load at the counter instead',
      },
    ]);
  });

  it('a cancelled request says so and offers no Confirm', async () => {
    await findRequest({ ...MARIAS_PENDING_TOPUP, status: 4, statusText: 'Cancelled' });
    expect(screen.getByText('This top-up is cancelled')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Confirm' })).not.toBeInTheDocument();
  });
});
