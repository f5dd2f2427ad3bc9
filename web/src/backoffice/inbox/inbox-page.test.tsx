import { act, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { inboxEndpoints, type InboxAnswer, type InboxKindAnswer } from '@core/api/inbox';
import { paymentsToReturnEndpoints, type PaymentToReturn } from '@core/api/payments-to-return';
import { transmittalEndpoints } from '@core/api/transmittals';
import { answer, refuse } from '../../../test/contract-mocks';
import { renderScreen } from '../../../test/render-screen';
import { signInBackOfficeAs } from '../../../test/fixtures/back-office';
import { INBOX_POLL_MS } from '../shared/api/inbox';

const HOUR = 3_600_000;
const ago = (ms: number) => new Date(Date.now() - ms).toISOString();

const JOURNAL: InboxKindAnswer = {
  kind: 'journal-approval',
  count: 1,
  items: [
    {
      id: 41,
      reference: 'JE-2611280001',
      subject: 'Juan Dela Cruz',
      detail: null,
      amount: 20000,
      by: 'Ana Reyes',
      since: ago(2 * HOUR),
    },
  ],
};

const ON_HOLD: InboxKindAnswer = {
  kind: 'topup-on-hold',
  count: 23,
  items: [
    {
      id: 7,
      reference: 'RQ7HOLD001',
      subject: 'Maria Clara Santos',
      detail: 'Receipt unreadable',
      amount: 500,
      by: 'Elena Bautista',
      since: ago(26 * HOUR),
    },
  ],
};

const ROLE_REQUEST: InboxKindAnswer = {
  kind: 'role-request',
  count: 1,
  items: [
    {
      id: 3,
      reference: null,
      subject: 'Nina New',
      detail: 'Transmittal Encoder',
      amount: null,
      by: 'Ana Reyes',
      since: ago(HOUR),
    },
  ],
};

const inboxOf = (...kinds: InboxKindAnswer[]): InboxAnswer => ({
  total: kinds.reduce((sum, kind) => sum + kind.count, 0),
  kinds,
});

const menuLink = () =>
  within(screen.getByRole('navigation', { name: 'Back-office menu' })).getByRole('link', {
    name: /^Needs you/,
  });

afterEach(() => {
  vi.useRealTimers();
});

describe('Needs you', () => {
  it('lists each kind with its count, oldest first, each item linked to where it is acted on', async () => {
    signInBackOfficeAs('topupAdmin');
    answer(inboxEndpoints.get, inboxOf(JOURNAL, ON_HOLD, ROLE_REQUEST));
    renderScreen('/BackOffice/Needs-You');

    const journal = await screen.findByRole('region', { name: 'Journal entries to approve (1)' });
    expect(journal).toHaveTextContent('JE-2611280001 · Juan Dela Cruz · ₱20,000.00');
    expect(journal).toHaveTextContent('By Ana Reyes, waiting since');
    const approve = within(journal).getByRole('link', { name: /^Approve or reject/ });
    expect(approve).toHaveAttribute(
      'href',
      '/BackOffice/Journal-Entry-Loading?view=awaiting&searchBy=1&search=JE-2611280001&panel=JE-2611280001',
    );

    const held = screen.getByRole('region', { name: 'Requests On Hold (23)' });
    expect(held).toHaveTextContent('RQ7HOLD001 · Maria Clara Santos · Receipt unreadable · ₱500.00');
    expect(within(held).getByRole('link', { name: /^Change status/ })).toHaveAttribute(
      'href',
      '/BackOffice/Topup-Requests?status=5&reference=RQ7HOLD001&panel=RQ7HOLD001',
    );
    // 23 wait, the answer carries the oldest: the rest are one click away too.
    expect(within(held).getByRole('link', { name: '22 more: open the list' })).toHaveAttribute(
      'href',
      '/BackOffice/Topup-Requests?status=5',
    );

    const grants = screen.getByRole('region', { name: 'Role requests to approve (1)' });
    expect(grants).toHaveTextContent('Nina New · Transmittal Encoder');
    expect(within(grants).getByRole('link', { name: /^Approve or reject/ })).toHaveAttribute(
      'href',
      '/BackOffice/User-Manager',
    );
    expect(screen.queryByRole('region', { name: /Transmittals to approve/ })).not.toBeInTheDocument();
  });

  it('one click opens the item where it is acted on', async () => {
    signInBackOfficeAs('transmittalEncoder');
    answer(inboxEndpoints.get, {
      total: 1,
      kinds: [
        {
          kind: 'transmittal-approval',
          count: 1,
          items: [
            {
              id: 12,
              reference: null,
              subject: 'Bakery',
              detail: null,
              amount: 3000,
              by: 'Ben Cruz',
              since: ago(HOUR),
            },
          ],
        },
      ],
    });
    const { user, router } = renderScreen('/BackOffice/Needs-You');
    const section = await screen.findByRole('region', { name: 'Transmittals to approve (1)' });
    expect(section).toHaveTextContent('Bakery · ₱3,000.00');
    // Only what the link leads to is checked here; the transmittal list has tests of its own.
    answer(transmittalEndpoints.count, 0);
    answer(transmittalEndpoints.listByStatus, []);
    await user.click(within(section).getByRole('link', { name: /^Review/ }));
    expect(router.state.location.pathname).toBe('/BackOffice/Transmittal-List');
    expect(router.state.location.search).toBe('?status=0&panel=view-12');
  });

  it('says when nothing waits, and the sidebar shows no count', async () => {
    signInBackOfficeAs('transmittalAdmin');
    renderScreen('/BackOffice/Needs-You');
    expect(await screen.findByText('Nothing needs you right now.')).toBeInTheDocument();
    expect(menuLink()).toHaveAccessibleName('Needs you');
    expect(screen.queryByTestId('inbox-count')).not.toBeInTheDocument();
  });

  it('says so when the inbox cannot be read, and claims nothing is waiting', async () => {
    signInBackOfficeAs('topupAdmin');
    refuse(inboxEndpoints.get, 500, 'Internal Server Error');
    renderScreen('/BackOffice/Needs-You');
    expect(await screen.findByRole('alert')).toBeInTheDocument();
    expect(screen.queryByText('Nothing needs you right now.')).not.toBeInTheDocument();
  });
});

describe('the sidebar’s "Needs you" count', () => {
  it('shows the total on every screen, named for a screen reader', async () => {
    signInBackOfficeAs('topupAdmin');
    answer(inboxEndpoints.get, inboxOf(JOURNAL, ROLE_REQUEST));
    answer(paymentsToReturnEndpoints.list, []);
    renderScreen('/BackOffice/Payments-to-Return');
    expect(await screen.findByTestId('inbox-count')).toHaveTextContent('2');
    expect(menuLink()).toHaveAccessibleName('Needs you, 2 waiting');
  });

  it('changes without a reload: at each poll, and when the tab comes back into view', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    signInBackOfficeAs('topupAdmin');
    let inbox = inboxOf(JOURNAL);
    answer(inboxEndpoints.get, () => inbox);
    answer(paymentsToReturnEndpoints.list, []);
    renderScreen('/BackOffice/Payments-to-Return');
    expect(await screen.findByTestId('inbox-count')).toHaveTextContent('1');

    inbox = inboxOf(JOURNAL, ON_HOLD);
    await act(() => vi.advanceTimersByTimeAsync(INBOX_POLL_MS));
    expect(await screen.findByTestId('inbox-count')).toHaveTextContent('24');

    inbox = inboxOf(ROLE_REQUEST);
    act(() => {
      window.dispatchEvent(new Event('visibilitychange'));
    });
    await vi.waitFor(() => expect(screen.getByTestId('inbox-count')).toHaveTextContent('1'));
  });

  it("drops after the person's own action, without waiting for the poll", async () => {
    signInBackOfficeAs('topupAdmin');
    const payment: PaymentToReturn = {
      id: 7,
      referenceNumber: 'RFQ7LATE01',
      topupRequestId: 501,
      requestStatusText: 'Cancelled',
      amount: 1275.5,
      currency: 'PHP',
      gateway: 'sandbox',
      providerPaymentId: 'sbx_pay_42',
      reason: 'The request was cancelled before the payment arrived',
      since: ago(HOUR),
      status: 0,
      statusText: 'To return',
      refundedAt: null,
      refundedByName: null,
      refundReason: null,
      providerRefundId: null,
      lastRefundError: null,
    };
    const toReturn: InboxKindAnswer = {
      kind: 'payment-to-return',
      count: 1,
      items: [
        {
          id: 7,
          reference: 'RFQ7LATE01',
          subject: 'Juan Dela Cruz',
          detail: null,
          amount: 1275.5,
          by: null,
          since: payment.since,
        },
      ],
    };
    let inbox = inboxOf(JOURNAL, toReturn);
    let queue = [payment];
    answer(inboxEndpoints.get, () => inbox);
    answer(paymentsToReturnEndpoints.list, ({ query }) => (Number(query.status ?? 0) === 0 ? queue : []));
    answer(paymentsToReturnEndpoints.refund, () => {
      queue = [];
      inbox = inboxOf(JOURNAL);
      return { ...payment, status: 1, statusText: 'Refunded', refundedByName: 'Ana Reyes' };
    });
    const { user } = renderScreen('/BackOffice/Needs-You');
    expect(await screen.findByTestId('inbox-count')).toHaveTextContent('2');

    await user.click(await screen.findByRole('link', { name: /^Refund/ }));
    const table = await screen.findByRole('table', { name: 'Payments to return' });
    await user.click(within(table).getByRole('button', { name: 'Refund RFQ7LATE01' }));
    const dialog = await screen.findByRole('dialog', { name: 'Refund Payment' });
    await user.type(within(dialog).getByRole('textbox', { name: /^Reason/ }), 'Paid after cancel');
    await user.click(within(dialog).getByRole('button', { name: 'Refund ₱1,275.50' }));
    await vi.waitFor(() => expect(screen.getByTestId('inbox-count')).toHaveTextContent('1'));
  });
});
