import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import {
  PAYMENTS_TO_RETURN_MESSAGES,
  paymentsToReturnEndpoints,
  type PaymentToReturn,
} from '@core/api/payments-to-return';
import { answer, refuse } from '../../../test/contract-mocks';
import { renderScreen } from '../../../test/render-screen';
import { signInBackOfficeAs } from '../../../test/fixtures/back-office';

const MINUTE = 60_000;
const ago = (ms: number) => new Date(Date.now() - ms).toISOString();

/** Juan's card payment, taken after he had cancelled the request: it waits to be returned. */
function queued(): PaymentToReturn {
  return {
    id: 7,
    referenceNumber: 'RFQ7LATE01',
    topupRequestId: 501,
    requestStatusText: 'Cancelled',
    amount: 1275.5,
    currency: 'PHP',
    gateway: 'sandbox',
    providerPaymentId: 'sbx_pay_42',
    reason: 'The request was cancelled before the payment arrived',
    since: ago(12 * MINUTE + 5_000),
    status: 0,
    statusText: 'To return',
    refundedAt: null,
    refundedByName: null,
    refundReason: null,
    providerRefundId: null,
    lastRefundError: null,
  };
}

function refunded(): PaymentToReturn {
  const since = Date.now() - 3 * 60 * MINUTE;
  return {
    ...queued(),
    id: 6,
    referenceNumber: 'RFQ6DONE01',
    since: new Date(since).toISOString(),
    status: 1,
    statusText: 'Refunded',
    refundedAt: new Date(since + 65 * MINUTE).toISOString(),
    refundedByName: 'Ana Reyes',
    refundReason: 'Request cancelled before the payment arrived',
    providerRefundId: 'rfd_77',
    lastRefundError: 'The provider did not answer',
  };
}

/** The queue of a top-up admin: `lists` answers each view, and a refund may change them. */
async function openQueue(path = '/BackOffice/Payments-to-Return') {
  const lists: Record<number, PaymentToReturn[]> = { 0: [queued()], 1: [refunded()] };
  signInBackOfficeAs('topupAdmin');
  answer(paymentsToReturnEndpoints.list, ({ query }) => lists[Number(query.status ?? 0)] ?? []);
  const rendered = renderScreen(path);
  await screen.findByRole('heading', { name: 'Payments to Return', level: 1 });
  return { ...rendered, lists };
}

const rowOf = (table: HTMLElement, reference: string) => {
  const row = within(table).getByText(reference).closest('tr');
  if (!row) throw new Error(`no row for ${reference}`);
  return row;
};

describe('Payments to Return', () => {
  it('lists each payment with its amount in pesos, the request status, why, how long it has waited, and the provider id', async () => {
    await openQueue();
    const table = await screen.findByRole('table', { name: 'Payments to return' });
    const row = rowOf(table, 'RFQ7LATE01');
    expect(within(row).getByText('₱1,275.50')).toBeInTheDocument();
    expect(within(row).getByText('Cancelled')).toBeInTheDocument();
    expect(row).toHaveTextContent('The request was cancelled before the payment arrived');
    expect(row).toHaveTextContent('waiting 12 minutes');
    expect(row).toHaveTextContent('sbx_pay_42');
    expect(within(row).getByRole('button', { name: 'Refund RFQ7LATE01' })).toBeEnabled();
    expect(screen.getByRole('radio', { name: 'To return (1)' })).toBeChecked();
  });

  it('says when there is nothing to return, or nothing refunded', async () => {
    signInBackOfficeAs('topupAdmin');
    answer(paymentsToReturnEndpoints.list, []);
    const { user } = renderScreen('/BackOffice/Payments-to-Return');
    expect(await screen.findByText('No payments to return')).toBeInTheDocument();
    await user.click(screen.getByRole('radio', { name: 'Refunded' }));
    expect(await screen.findByText('No refunded payments')).toBeInTheDocument();
  });

  it("shows a failed read's server text", async () => {
    signInBackOfficeAs('topupAdmin');
    refuse(paymentsToReturnEndpoints.list, 500, 'The queue cannot be read right now');
    renderScreen('/BackOffice/Payments-to-Return');
    expect(await screen.findAllByRole('alert')).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ textContent: 'The queue cannot be read right now' }),
      ]),
    );
  });

  it('Refund shows what goes back, asks for a reason (not blank, at most 500), then refunds once with a key', async () => {
    const { user, lists } = await openQueue();
    const sent: { body: unknown; key: string | null }[] = [];
    answer(paymentsToReturnEndpoints.refund, ({ sentJson, headers }) => {
      sent.push({ body: sentJson, key: headers.get('idempotency-key') });
      lists[0] = [];
      return { ...queued(), status: 1, statusText: 'Refunded', refundedByName: 'Ana Reyes' };
    });
    const table = await screen.findByRole('table', { name: 'Payments to return' });
    await user.click(within(table).getByRole('button', { name: 'Refund RFQ7LATE01' }));
    const dialog = await screen.findByRole('dialog', { name: 'Refund Payment' });
    expect(dialog).toHaveTextContent('RFQ7LATE01');
    expect(within(dialog).getByTestId('refund-amount')).toHaveTextContent('₱1,275.50');
    expect(dialog).toHaveTextContent('The request stays Cancelled; a refund cannot be undone.');
    const reason = within(dialog).getByRole('textbox', { name: /^Reason/ });
    expect(reason).toHaveAttribute('maxlength', '500');
    const submit = within(dialog).getByRole('button', { name: 'Refund ₱1,275.50' });
    await user.click(submit);
    expect(reason).toHaveAccessibleDescription(PAYMENTS_TO_RETURN_MESSAGES.reasonRequired);
    await user.type(reason, '   ');
    await user.click(submit);
    expect(reason).toHaveAccessibleDescription(PAYMENTS_TO_RETURN_MESSAGES.reasonRequired);
    expect(sent).toEqual([]);

    await user.type(reason, 'Request cancelled before the payment arrived ');
    await user.click(submit);
    expect(await screen.findByText(PAYMENTS_TO_RETURN_MESSAGES.refunded)).toBeInTheDocument();
    expect(screen.queryByRole('dialog', { name: 'Refund Payment' })).not.toBeInTheDocument();
    expect(sent).toEqual([
      { body: { reason: 'Request cancelled before the payment arrived' }, key: expect.any(String) },
    ]);
    expect(await screen.findByText('No payments to return')).toBeInTheDocument();
  });

  it('a payment someone else refunded meanwhile: the dialog says so, no success, and the row moves', async () => {
    const { user, lists } = await openQueue();
    refuse(paymentsToReturnEndpoints.refund, 409, PAYMENTS_TO_RETURN_MESSAGES.alreadyRefunded);
    const table = await screen.findByRole('table', { name: 'Payments to return' });
    await user.click(within(table).getByRole('button', { name: 'Refund RFQ7LATE01' }));
    const dialog = await screen.findByRole('dialog', { name: 'Refund Payment' });
    await user.type(within(dialog).getByRole('textbox', { name: /^Reason/ }), 'Paid after the cancel');
    lists[0] = [];
    await user.click(within(dialog).getByRole('button', { name: 'Refund ₱1,275.50' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      PAYMENTS_TO_RETURN_MESSAGES.alreadyRefunded,
    );
    expect(screen.queryByText(PAYMENTS_TO_RETURN_MESSAGES.refunded)).not.toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog', { name: 'Refund Payment' })).not.toBeInTheDocument();
    expect(await screen.findByText('No payments to return')).toBeInTheDocument();
  });

  it('Refunded shows who refunded, when, why, the refund id and an earlier failure; no Refund', async () => {
    const { user, router } = await openQueue();
    await screen.findByRole('table', { name: 'Payments to return' });
    await user.click(screen.getByRole('radio', { name: 'Refunded' }));
    const table = await screen.findByRole('table', { name: 'Refunded payments' });
    expect(router.state.location.search).toContain('view=1');
    const row = rowOf(table, 'RFQ6DONE01');
    expect(row).toHaveTextContent('Ana Reyes');
    expect(row).toHaveTextContent('Request cancelled before the payment arrived');
    expect(row).toHaveTextContent('rfd_77');
    expect(row).toHaveTextContent('refunded after 1 hour 5 minutes');
    expect(within(row).getByTestId('last-refund-error')).toHaveTextContent(
      'An earlier attempt failed: The provider did not answer',
    );
    expect(within(row).queryByRole('button', { name: /Refund/ })).not.toBeInTheDocument();
    for (const header of ['Refunded By', 'Refund Reason', 'Provider Refund ID'])
      expect(within(table).getByRole('columnheader', { name: header })).toBeInTheDocument();
  });

  for (const member of ['transmittalAdmin', 'transmittalEncoder'] as const) {
    it(`a ${member}: not in the menu, and a typed address lands on the dashboard without asking for the queue`, async () => {
      signInBackOfficeAs(member);
      // No handler answers the queue: a call to it would fail the test (setup.ts).
      const { router } = renderScreen('/BackOffice/payments-to-return');
      expect(await screen.findByTestId('greeting')).toHaveTextContent(/^Welcome, /);
      expect(router.state.location.pathname).toBe('/BackOffice/Dashboard');
      const menu = screen.getByRole('navigation', { name: 'Back-office menu' });
      expect(within(menu).queryByRole('link', { name: 'Payments to Return' })).not.toBeInTheDocument();
    });
  }
});
