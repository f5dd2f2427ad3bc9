import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { backOfficeTopupEndpoints, type BulkStatusPreview } from '@core/api/backoffice-topups';
import { noticeEndpoints } from '@core/api/notices';
import { paymentMethodAdminEndpoints } from '@core/api/payment-method-admin';
import { paymentEndpoints } from '@core/api/payments';
import { savedViewEndpoints } from '@core/api/saved-views';
import { answer } from '../../../test/contract-mocks';
import { renderScreen } from '../../../test/render-screen';
import { ADMIN_METHODS, PENDING_REQUEST, signInBackOfficeAs } from '../../../test/fixtures/back-office';

/** Three Pending Pay on Site requests of a counter's morning. */
const ROWS = [
  PENDING_REQUEST,
  {
    ...PENDING_REQUEST,
    id: 502,
    referenceNumber: 'RFQ3W8N2LN',
    ewalletAccountName: 'Dela Cruz, Juan',
    topupRequestAmount: 1000,
  },
  { ...PENDING_REQUEST, id: 503, referenceNumber: 'RFQ3W8N2LP', topupRequestAmount: 50 },
];

const previewRow = (row: (typeof ROWS)[number], mobile: string) => ({
  id: row.id,
  referenceNumber: row.referenceNumber,
  ewalletAccountName: row.ewalletAccountName,
  walletMobileNumber: mobile,
  amountCentavos: Math.round(row.topupRequestAmount * 100),
  status: 0,
  statusText: 'Pending',
  paymentMethodName: 'Pay on Site',
  movable: true,
});

/** The list, answering `matching` as the filter's count; records every Retrieve body. */
async function openList({ matching = 3 } = {}) {
  signInBackOfficeAs('topupAdmin');
  const retrieved: unknown[] = [];
  answer(paymentMethodAdminEndpoints.listAll, ADMIN_METHODS);
  answer(backOfficeTopupEndpoints.retrieve, (request) => {
    retrieved.push(request.body.statuses);
    return ROWS;
  });
  answer(backOfficeTopupEndpoints.count, matching);
  answer(savedViewEndpoints.list, []);
  answer(backOfficeTopupEndpoints.totalsByStatus, (request) => {
    const wanted = [request.query.statuses ?? []].flat().map(Number);
    return [
      { status: 0, statusText: 'Pending', transactionCount: 3, totalCentavos: 1173_45 },
      { status: 1, statusText: 'Done', transactionCount: 2, totalCentavos: 700_00 },
    ].filter((row) => wanted.length === 0 || wanted.includes(row.status));
  });
  answer(noticeEndpoints.listOfRequest, []);
  answer(paymentEndpoints.events, []);
  answer(backOfficeTopupEndpoints.statusHistory, []);
  const rendered = renderScreen('/BackOffice/Topup-Requests');
  await screen.findByRole('checkbox', { name: `Select ${PENDING_REQUEST.referenceNumber}` });
  return { ...rendered, retrieved };
}

async function chooseStatus(
  user: ReturnType<typeof renderScreen>['user'],
  dialog: HTMLElement,
  name: string,
) {
  await user.click(within(dialog).getByRole('combobox', { name: 'New Status' }));
  const listbox = await screen.findByRole('listbox', { hidden: true, name: 'New Status' });
  await user.click(within(listbox).getByRole('option', { name, hidden: true }));
}

describe('Top-up Requests: a change of many at once', () => {
  it('counts the rows ticked, the whole page, then all that match the filter', async () => {
    const { user } = await openList({ matching: 45 });
    expect(screen.getByTestId('bulk-bar')).toHaveTextContent('Tick requests to change many at once.');
    await user.click(screen.getByRole('checkbox', { name: 'Select RFQ3W8N2LN' }));
    expect(screen.getByTestId('selected-count')).toHaveTextContent('1 request selected');
    // Only a full page offers "all that match".
    expect(screen.queryByRole('button', { name: /Select all 45/ })).not.toBeInTheDocument();
    await user.click(screen.getByRole('checkbox', { name: 'Select every request on this page' }));
    expect(screen.getByTestId('selected-count')).toHaveTextContent('3 requests selected');
    await user.click(screen.getByRole('button', { name: 'Select all 45 that match the filter' }));
    expect(screen.getByTestId('selected-count')).toHaveTextContent(
      'All 45 requests that match the filter are selected',
    );
    await user.click(screen.getByRole('button', { name: 'Clear selection' }));
    expect(screen.getByRole('checkbox', { name: 'Select RFQ3W8N2LN' })).not.toBeChecked();
    expect(screen.getByTestId('bulk-bar')).toHaveTextContent('Tick requests to change many at once.');
  });

  it('does not offer all that match past the limit of one change', async () => {
    const { user } = await openList({ matching: 250 });
    await user.click(screen.getByRole('checkbox', { name: 'Select every request on this page' }));
    expect(screen.getByTestId('bulk-bar')).toHaveTextContent(
      'The filter matches 250; at most 100 can be changed at once.',
    );
    expect(screen.queryByRole('button', { name: /Select all 250/ })).not.toBeInTheDocument();
  });

  it('shows what Done credits to whom before it is confirmed, then each request’s outcome', async () => {
    const { user } = await openList();
    const previews: unknown[] = [];
    const sent: { body: unknown; key: string | null }[] = [];
    const preview: BulkStatusPreview = {
      count: 2,
      movableCount: 2,
      movableCentavos: 1123_45,
      rows: [previewRow(ROWS[0]!, '09179876543'), previewRow(ROWS[1]!, '09171234567')],
    };
    answer(backOfficeTopupEndpoints.bulkStatusPreview, (request) => {
      previews.push(request.sentJson);
      return preview;
    });
    answer(backOfficeTopupEndpoints.bulkUpdateStatus, (request) => {
      sent.push({ body: request.sentJson, key: request.headers.get('idempotency-key') });
      return {
        changed: 1,
        already: 0,
        refused: 1,
        creditedCentavos: 123_45,
        results: [
          {
            id: 501,
            referenceNumber: 'RFQ3W8N2LM',
            outcome: 'changed' as const,
            statusText: 'Done',
            message: null,
          },
          {
            id: 502,
            referenceNumber: 'RFQ3W8N2LN',
            outcome: 'refused' as const,
            statusText: 'Pending',
            message:
              'You cannot move your own top-up request to Done (it is for your own e-wallet, or you made it): another top-up admin must post it',
          },
        ],
      };
    });
    await user.click(screen.getByRole('checkbox', { name: 'Select RFQ3W8N2LM' }));
    await user.click(screen.getByRole('checkbox', { name: 'Select RFQ3W8N2LN' }));
    await user.click(screen.getByRole('button', { name: 'Change Status…' }));
    const dialog = await screen.findByRole('dialog', { name: 'Change Status of selected requests' });
    expect(dialog).toHaveTextContent('2 requests selected.');
    await chooseStatus(user, dialog, 'Done');
    await user.click(within(dialog).getByRole('button', { name: 'Review' }));
    expect(within(dialog).getByText('Remarks is required')).toBeInTheDocument();
    expect(previews).toEqual([]);
    await user.click(within(dialog).getByLabelText(/^Remarks/));
    await user.paste('Paid at the counter this morning');
    await user.click(within(dialog).getByRole('button', { name: 'Review' }));

    // The confirmation: the total, how many wallets, and whose (name and mobile), before anything moves.
    const headline = await within(dialog).findByTestId('bulk-headline');
    expect(headline).toHaveTextContent('Moving 2 requests to Done credits ₱1,123.45 to 2 e-wallets.');
    expect(headline).toHaveTextContent('Remark: Paid at the counter this morning');
    const rows = within(within(dialog).getByTestId('preview-rows')).getAllByRole('row');
    expect(rows.map((row) => row.textContent)).toEqual([
      'Transaction No.eWallet AccounteWallet MobileAmountNow',
      'RFQ3W8N2LMSantos, Maria Clara09179876543₱123.45Pending',
      'RFQ3W8N2LNDela Cruz, Juan09171234567₱1,000.00Pending',
    ]);
    expect(previews).toEqual([{ ids: [501, 502], status: 1 }]);
    expect(sent).toEqual([]);

    await user.click(within(dialog).getByRole('button', { name: 'Yes, credit ₱1,123.45' }));
    const results = await screen.findByRole('dialog', { name: 'Status change results' });
    expect(within(results).getByTestId('bulk-summary')).toHaveTextContent(
      '1 changed, ₱123.45 credited · 0 already changed · 1 refused',
    );
    const lines = within(within(results).getByTestId('bulk-results')).getAllByRole('row');
    expect(lines[1]).toHaveTextContent('RFQ3W8N2LMChangedDone');
    expect(lines[2]).toHaveTextContent(
      'RFQ3W8N2LNRefusedPendingYou cannot move your own top-up request to Done',
    );
    expect(sent).toEqual([
      {
        body: { ids: [501, 502], status: 1, remarks: 'Paid at the counter this morning' },
        key: expect.stringMatching(/^[0-9a-f]{32}$/),
      },
    ]);
    await user.click(within(results).getByRole('button', { name: 'Back to the list' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByTestId('bulk-bar')).toHaveTextContent('Tick requests to change many at once.');
  });

  it('sends all that match as the filter with the count the confirmation showed', async () => {
    const { user } = await openList({ matching: 30 });
    const sent: unknown[] = [];
    answer(backOfficeTopupEndpoints.bulkStatusPreview, {
      count: 30,
      movableCount: 30,
      movableCentavos: 15_000_00,
      rows: [previewRow(ROWS[0]!, '09179876543')],
    });
    answer(backOfficeTopupEndpoints.bulkUpdateStatus, (request) => {
      sent.push(request.sentJson);
      return { changed: 30, already: 0, refused: 0, creditedCentavos: 0, results: [] };
    });
    await user.click(screen.getByRole('checkbox', { name: 'Select every request on this page' }));
    await user.click(screen.getByRole('button', { name: 'Select all 30 that match the filter' }));
    await user.click(screen.getByRole('button', { name: 'Change Status…' }));
    const dialog = await screen.findByRole('dialog', { name: 'Change Status of selected requests' });
    expect(dialog).toHaveTextContent('30 requests selected: every request the filter matches.');
    await chooseStatus(user, dialog, 'Processing');
    await user.click(within(dialog).getByLabelText(/^Remarks/));
    await user.paste('Checking');
    await user.click(within(dialog).getByRole('button', { name: 'Review' }));
    expect(await within(dialog).findByTestId('bulk-headline')).toHaveTextContent(
      '30 requests will move to Processing.',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Yes, move to Processing' }));
    await screen.findByRole('dialog', { name: 'Status change results' });
    expect(sent).toEqual([
      {
        filter: { statuses: [], paymentMethodCodes: [], searchBy: 0, searchName: '' },
        expectedCount: 30,
        status: 2,
        remarks: 'Checking',
      },
    ]);
  });

  it('the status chips filter the list, and a pressed chip shows every status again', async () => {
    const { user, retrieved } = await openList();
    const totals = await screen.findByRole('group', { name: 'Totals by status' });
    const done = within(totals).getByRole('button', { name: /Done/ });
    expect(done).toHaveAttribute('aria-pressed', 'false');
    await user.click(done);
    await waitFor(() => expect(retrieved.at(-1)).toEqual([1]));
    const pressed = within(screen.getByRole('group', { name: 'Totals by status' })).getByRole('button', {
      name: /Done/,
    });
    expect(pressed).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('combobox', { name: 'Status' })).toHaveValue('Done');
    // Only Done's chip is left under the Done filter; pressed again, every status is back.
    expect(
      within(screen.getByRole('group', { name: 'Totals by status' })).getAllByRole('button'),
    ).toHaveLength(1);
    await user.click(pressed);
    await waitFor(() =>
      expect(
        within(screen.getByRole('group', { name: 'Totals by status' })).getAllByRole('button'),
      ).toHaveLength(2),
    );
    expect(
      within(screen.getByRole('group', { name: 'Totals by status' })).getByRole('button', { name: /Done/ }),
    ).toHaveAttribute('aria-pressed', 'false');
    expect(screen.getByRole('combobox', { name: 'Status' })).toHaveValue('All');
  });

  it('a single change to Done says what it credits, to whom, before Save', async () => {
    const { user } = await openList();
    answer(backOfficeTopupEndpoints.bulkStatusPreview, (request) => ({
      count: 1,
      movableCount: 1,
      movableCentavos: 123_45,
      rows: request.body.ids?.[0] === 501 ? [previewRow(PENDING_REQUEST, '09179876543')] : [],
    }));
    await user.click(
      screen.getByRole('button', { name: `View Details of ${PENDING_REQUEST.referenceNumber}` }),
    );
    const drawer = await screen.findByRole('dialog', { name: 'Top-up Request Details' });
    await user.click(within(drawer).getByRole('button', { name: 'Change Status' }));
    const dialog = await screen.findByRole('dialog', { name: 'Change Status' });
    await chooseStatus(user, dialog, 'Processing');
    expect(within(dialog).queryByTestId('credit-line')).not.toBeInTheDocument();
    await chooseStatus(user, dialog, 'Done');
    expect(await within(dialog).findByTestId('credit-line')).toHaveTextContent(
      'Credits ₱123.45 to the e-wallet of Santos, Maria Clara (09179876543).',
    );
  });
});
