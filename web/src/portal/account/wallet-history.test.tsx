import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { topupEndpoints } from '@core/api/topups';
import { walletHistoryEndpoints, type HistoryLine } from '@core/api/wallet-history';
import { answer, answerLater, refuse } from '../../../test/contract-mocks';
import { renderScreen } from '../../../test/render-screen';
import { signInAndChooseOwnWallet } from '../../../test/fixtures/portal';

const LINE: Omit<HistoryLine, 'kind' | 'id' | 'amount' | 'credited' | 'title'> = {
  date: '2026-11-27T02:15:00.000Z',
  runningBalance: null,
  status: null,
  statusText: null,
  reference: null,
  transmittalNumber: null,
  transmittalDate: null,
  receiptPath: null,
  byAnotherPayer: false,
};

const LINES: HistoryLine[] = [
  {
    ...LINE,
    kind: 'topup',
    id: 9,
    amount: 500,
    credited: false,
    title: 'Pay on Site',
    status: 0,
    statusText: 'Pending',
    reference: 'RF7Q2K9M4X',
    receiptPath: '/receipt/abc',
  },
  {
    ...LINE,
    kind: 'transmittal',
    id: 3,
    amount: 1250.5,
    credited: true,
    title: 'Accounting',
    runningBalance: 3750.5,
    transmittalNumber: 17,
    transmittalDate: '2026-11-20',
  },
  {
    ...LINE,
    kind: 'journal',
    id: 4,
    amount: 2500,
    credited: true,
    title: 'Goodwill credit',
    runningBalance: 2500,
  },
];

/** Home of a customer who logged in with a password: the wallet and its history under the options. */
function openHome() {
  signInAndChooseOwnWallet();
  answer(topupEndpoints.myBalance, { balance: 3750.5 });
  return renderScreen('/');
}

describe("Home's wallet history", () => {
  it('shows the balance in pesos and the lines newest first: a request without money, credits with the balance after', async () => {
    answer(walletHistoryEndpoints.list, { lines: LINES, nextCursor: null });
    openHome();
    expect(await screen.findByTestId('wallet-balance')).toHaveTextContent('₱3,750.50');
    const history = await screen.findByTestId('wallet-history');
    const [request, transmittal, journal] = await within(history).findAllByRole('listitem');
    if (!request || !transmittal || !journal) throw new Error('three lines expected');
    expect(request).toHaveTextContent('RF7Q2K9M4X');
    expect(request).toHaveTextContent('Pending');
    expect(within(request).getByTestId('line-amount')).toHaveTextContent('₱500.00');
    expect(within(request).queryByTestId('line-balance')).not.toBeInTheDocument();
    expect(transmittal).toHaveTextContent('Transmittal No. 17');
    expect(within(transmittal).getByTestId('line-amount')).toHaveTextContent('+₱1,250.50');
    expect(within(transmittal).getByTestId('line-balance')).toHaveTextContent('Balance after: ₱3,750.50');
    expect(within(journal).getByTestId('line-amount')).toHaveTextContent('+₱2,500.00');
    expect(within(journal).getByRole('link', { name: 'Goodwill credit' })).toHaveAttribute(
      'href',
      '/history/journal/4',
    );
  });

  it('says when there is nothing yet', async () => {
    answer(walletHistoryEndpoints.list, { lines: [], nextCursor: null });
    openHome();
    expect(await screen.findByText('No transactions yet.')).toBeInTheDocument();
  });

  it('says the history cannot be shown when the server fails', async () => {
    refuse(walletHistoryEndpoints.list, 500, 'Something went wrong on our side. Please try again.');
    openHome();
    expect(await screen.findByText('Your history cannot be shown right now.')).toBeInTheDocument();
  });

  it('shows a loading placeholder until the lines arrive', async () => {
    const lines = answerLater(walletHistoryEndpoints.list, { lines: LINES, nextCursor: null });
    openHome();
    expect(await screen.findByLabelText('Loading wallet history')).toBeInTheDocument();
    lines.release();
    expect(await within(await screen.findByTestId('wallet-history')).findAllByRole('listitem')).toHaveLength(
      3,
    );
    expect(screen.queryByLabelText('Loading wallet history')).not.toBeInTheDocument();
  });
});
