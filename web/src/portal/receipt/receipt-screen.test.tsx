import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { receiptEndpoints, RECEIPT_NOT_FOUND, type ReceiptAnswer } from '@core/api/receipts';
import { answer, refuse } from '../../../test/contract-mocks';
import { renderScreen } from '../../../test/render-screen';

const TOKEN = 'a'.repeat(64);

const PENDING_RECEIPT: ReceiptAnswer = {
  referenceNumber: 'RF7Q2K9M4X',
  amount: 250,
  paymentMethod: { code: 102, name: 'Pay on Site' },
  status: 0,
  statusText: 'Pending',
  dateCreated: '2026-11-27T02:15:00.000Z',
  datePosted: null,
  expiresAt: '2026-11-30T02:15:00.000Z',
  recipientName: 'Maria C. S.',
  history: [{ status: 0, statusText: 'Pending', at: '2026-11-27T02:15:00.000Z', by: 'you' }],
  canPayNow: false,
  canCancel: true,
};

describe('the receipt page', () => {
  it('an unknown receipt link shows a friendly not-found page', async () => {
    refuse(receiptEndpoints.get, 404, RECEIPT_NOT_FOUND);
    renderScreen(`/receipt/${'0'.repeat(64)}`);
    expect(await screen.findByRole('heading', { name: 'Receipt not found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Find my top-up' })).toBeInTheDocument();
  });

  it('a pending pay-on-site request: no Pay now; Cancel asks for one of the four reasons, Other for words, then cancels', async () => {
    answer(receiptEndpoints.get, PENDING_RECEIPT);
    const sent: unknown[] = [];
    answer(receiptEndpoints.cancel, (request) => {
      sent.push(request.sentJson);
      return {
        ...PENDING_RECEIPT,
        status: 4,
        statusText: 'Cancelled',
        canCancel: false,
        history: [
          ...PENDING_RECEIPT.history,
          { status: 4, statusText: 'Cancelled', at: '2026-11-27T03:00:00.000Z', by: 'you' as const },
        ],
      };
    });
    const { user } = renderScreen(`/receipt/${TOKEN}`);
    expect(await screen.findByTestId('receipt-reference')).toHaveTextContent('RF7Q2K9M4X');
    expect(screen.queryByRole('button', { name: 'Pay now' })).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Cancel request' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cancel this top-up?' });
    expect(within(dialog).getAllByRole('radio')).toHaveLength(4);
    const confirm = within(dialog).getByRole('button', { name: 'Confirm' });
    expect(confirm).toBeDisabled();
    await user.click(within(dialog).getByRole('radio', { name: 'Other' }));
    await user.click(confirm);
    expect(within(dialog).getByText('Please enter the reason for cancelling')).toBeInTheDocument();
    expect(sent).toEqual([]);
    await user.click(within(dialog).getByLabelText(/^Tell us why/));
    await user.paste('I will pay another way');
    await user.click(confirm);

    expect(await screen.findByText('Top-up cancelled successfully!')).toBeInTheDocument();
    expect(sent).toEqual([{ reason: 'Other', remarks: 'I will pay another way' }]);
    expect(screen.queryByRole('button', { name: 'Cancel request' })).not.toBeInTheDocument();
    expect(screen.getByTestId('receipt-history')).toHaveTextContent('by you');
  });
});
