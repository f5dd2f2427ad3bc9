import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { backOfficeTopupEndpoints } from '@core/api/backoffice-topups';
import { noticeEndpoints } from '@core/api/notices';
import { paymentMethodAdminEndpoints } from '@core/api/payment-method-admin';
import { paymentEndpoints } from '@core/api/payments';
import { savedViewEndpoints } from '@core/api/saved-views';
import { answer } from '../../../test/contract-mocks';
import { renderScreen } from '../../../test/render-screen';
import { ADMIN_METHODS, PENDING_REQUEST, signInBackOfficeAs } from '../../../test/fixtures/back-office';

/** The list with one Pending request (Pay on Site unless given), or none when a search matches nothing. */
async function openList(listed: typeof PENDING_REQUEST = PENDING_REQUEST) {
  signInBackOfficeAs('topupAdmin');
  answer(paymentMethodAdminEndpoints.listAll, ADMIN_METHODS);
  answer(backOfficeTopupEndpoints.retrieve, (request) => (request.body.searchName ? [] : [listed]));
  answer(backOfficeTopupEndpoints.count, (request) => (request.body.searchName ? 0 : 1));
  answer(savedViewEndpoints.list, []);
  answer(backOfficeTopupEndpoints.totalsByStatus, []);
  answer(noticeEndpoints.listOfRequest, []);
  answer(paymentEndpoints.events, []);
  // What a move to Done credits, shown before Save (bulk-status.test.tsx checks what it says).
  answer(backOfficeTopupEndpoints.bulkStatusPreview, {
    count: 1,
    movableCount: 1,
    movableCentavos: 123_45,
    rows: [
      {
        id: listed.id,
        referenceNumber: listed.referenceNumber,
        ewalletAccountName: listed.ewalletAccountName,
        walletMobileNumber: '09179876543',
        amountCentavos: 123_45,
        status: 0,
        statusText: 'Pending',
        paymentMethodName: 'Pay on Site',
        movable: true,
      },
    ],
  });
  answer(backOfficeTopupEndpoints.statusHistory, [
    {
      id: 1,
      fromStatus: null,
      toStatus: 0,
      remarks: null,
      actorKind: 'customer',
      actorName: 'Maria Clara Santos',
      createdAt: listed.dateCreated,
    },
  ]);
  const rendered = renderScreen('/BackOffice/Topup-Requests');
  await screen.findByRole('button', { name: `View Details of ${listed.referenceNumber}` });
  return rendered;
}

describe('Top-up Requests', () => {
  it('lists the request with its amount in pesos and says which items it shows', async () => {
    await openList();
    const table = screen.getByTestId('topup-table');
    expect(table).toHaveTextContent('₱123.45');
    expect(table).toHaveTextContent(/Pending/i);
    expect(screen.getByTestId('paging-text')).toHaveTextContent('1 - 1 of 1 items');
  });

  it('a search with no result shows the No exact matches dialog', async () => {
    const { user } = await openList();
    await user.type(screen.getByLabelText('Search'), 'NOSUCHREF9');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('No exact matches found!')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'OK' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('Change Status offers only the moves allowed from Pending, asks for remarks, then sends them', async () => {
    const { user } = await openList();
    const sent: unknown[] = [];
    answer(backOfficeTopupEndpoints.updateStatus, (request) => {
      sent.push(request.sentJson);
      return { ...PENDING_REQUEST, status: 1, statusText: 'Done' };
    });
    await user.click(
      screen.getByRole('button', { name: `View Details of ${PENDING_REQUEST.referenceNumber}` }),
    );
    const drawer = await screen.findByRole('dialog', { name: 'Top-up Request Details' });
    expect(await within(drawer).findByTestId('status-history')).toHaveTextContent('Pending');
    expect(within(drawer).getByRole('button', { name: 'Repost' })).toBeDisabled();

    await user.click(within(drawer).getByRole('button', { name: 'Change Status' }));
    const dialog = await screen.findByRole('dialog', { name: 'Change Status' });
    const newStatus = within(dialog).getByRole('combobox', { name: 'New Status' });
    await user.click(newStatus);
    // Mantine's dropdown keeps its entering style in jsdom, where no animation frame ends it: the roles
    // are read with hidden elements included, in the list the field controls.
    const listbox = await screen.findByRole('listbox', { hidden: true, name: 'New Status' });
    const options = within(listbox).getAllByRole('option', { hidden: true });
    expect(options.map((option) => option.textContent)).toEqual([
      'Processing',
      'On Hold',
      'Done',
      'Cancelled',
      'Expired',
    ]);
    await user.click(within(listbox).getByRole('option', { name: 'Done', hidden: true }));
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(within(dialog).getByText('Remarks is required')).toBeInTheDocument();
    expect(sent).toEqual([]);

    await user.click(within(dialog).getByLabelText(/^Remarks/));
    await user.paste('Paid at the store counter');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(/changed to Done/)).toBeInTheDocument();
    expect(sent).toEqual([{ id: PENDING_REQUEST.id, status: 1, remarks: 'Paid at the store counter' }]);
  });

  it('Repost says what it credits and to whom, and posts only when that is confirmed', async () => {
    const card = {
      ...PENDING_REQUEST,
      paymentMethod: { name: 'Debit/Credit Card', code: 101 },
      paymentMethodCode: 101,
    };
    answer(paymentEndpoints.providerStatus, { status: 'PAYMENT_SUCCESS' });
    const reposted: unknown[] = [];
    answer(paymentEndpoints.repost, (request) => {
      reposted.push(request.query);
      return { ...card, status: 1, statusText: 'Done', datePosted: '2026-11-27T03:00:00.000Z' };
    });
    const { user } = await openList(card);
    await user.click(screen.getByRole('button', { name: `View Details of ${card.referenceNumber}` }));
    const drawer = await screen.findByRole('dialog', { name: 'Top-up Request Details' });
    const repost = within(drawer).getByRole('button', { name: 'Repost' });
    await within(drawer).findByText('Payment status: PAYMENT_SUCCESS');
    expect(repost).toBeEnabled();

    await user.click(repost);
    let confirm = await screen.findByRole('dialog', { name: 'Repost this payment?' });
    expect(confirm).toHaveTextContent(
      `Posts the card payment ${card.referenceNumber} and credits ₱123.45 to the e-wallet of Santos, Maria Clara.`,
    );
    await user.click(within(confirm).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog', { name: 'Repost this payment?' })).not.toBeInTheDocument();
    expect(reposted).toEqual([]);

    await user.click(repost);
    confirm = await screen.findByRole('dialog', { name: 'Repost this payment?' });
    await user.click(within(confirm).getByRole('button', { name: 'Credit ₱123.45' }));
    expect(
      await screen.findByText(`Successfully Posted! Transaction Number ${card.referenceNumber}.`),
    ).toBeInTheDocument();
    expect(reposted).toEqual([{ TopupRequestId: card.id }]);
  });
});
