import { describe, expect, it } from 'vitest';
import { methodChoices } from '../../shared/payment-method-choices';
import { buildChartDays, chartMethods } from './chart-data';

// As GET /api/PaymentMethods/All answers them: highest priority first, a method added later among them.
const SERVER_METHODS = [
  { code: 101, name: 'Debit/Credit Card' },
  { code: 102, name: 'Pay on Site' },
  { code: 106, name: 'Maya Wallet' },
  { code: 103, name: 'Pay on Rider' },
  { code: 104, name: 'Bank Transfer' },
  { code: 105, name: 'GCash' },
];

describe('the payment methods of the back office', () => {
  it('lists the spec’s methods in the spec’s order, then every other method in the server’s order', () => {
    expect(methodChoices(SERVER_METHODS).map((method) => method.code)).toEqual([
      103, 102, 101, 104, 106, 105,
    ]);
  });

  it('keeps the four known methods’ chart colours and gives a new method the next colour of the palette', () => {
    const colours = Object.fromEntries(
      chartMethods(SERVER_METHODS).map((method) => [method.code, method.color]),
    );
    expect(colours).toEqual({
      101: '#0072B2',
      102: '#E69F00',
      103: '#009E73',
      104: '#CC79A7',
      105: '#56B4E9',
      106: '#D55E00',
    });
  });

  it('stacks a day’s bar from every method the server has, a new one included', () => {
    const methods = chartMethods(SERVER_METHODS);
    const rows = [
      { date: '2026-11-03', paymentMethodCode: 101, totalAmount: 150.25, transactionCount: 2 },
      { date: '2026-11-03', paymentMethodCode: 106, totalAmount: 99.75, transactionCount: 1 },
    ];
    const [, , third] = buildChartDays(methods, rows, 30, 'amount');
    expect(third?.total).toBe(25_000);
    expect(third?.segments.map((segment) => [segment.code, segment.value])).toEqual([
      [101, 15_025],
      [106, 9_975],
    ]);
  });
});
