import type { DailyTotalsAnswer } from '@core/api/backoffice-topups';
import { pesosToCentavos } from '@core/money';
import type { MethodChoice } from '../../shared/payment-method-choices';

export type Measure = 'amount' | 'count';

/**
 * The Okabe-Ito colours, told apart by people with the common colour-vision deficiencies. The chart gives
 * them to the methods by position in code order, so the four methods of the spec (101-104) keep blue,
 * orange, green and pink, and a method added later takes the next colour with no change here.
 */
const PALETTE = ['#0072B2', '#E69F00', '#009E73', '#CC79A7', '#56B4E9', '#D55E00', '#F0E442', '#000000'];

export interface ChartMethod {
  code: number;
  name: string;
  color: string;
}

/** The server's methods as the chart shows them: in code order, each with its colour. */
export function chartMethods(methods: readonly MethodChoice[]): ChartMethod[] {
  return [...methods]
    .sort((a, b) => a.code - b.code)
    .map((method, position) => ({
      code: method.code,
      name: method.name,
      color: PALETTE[position % PALETTE.length] ?? '#000000',
    }));
}

export interface ChartDay {
  day: number;
  /** Centavos for amounts. */
  total: number;
  segments: { code: number; value: number; color: string }[];
}

/** One entry per day of the month, each with a value per method (centavos or counts). */
export function buildChartDays(
  methods: readonly ChartMethod[],
  rows: DailyTotalsAnswer,
  dayCount: number,
  measure: Measure,
): ChartDay[] {
  const days: ChartDay[] = Array.from({ length: dayCount }, (_, index) => ({
    day: index + 1,
    total: 0,
    segments: [],
  }));
  for (const method of methods) {
    for (const row of rows) {
      if (row.paymentMethodCode !== method.code) continue;
      const day = days[Number(row.date.slice(8, 10)) - 1];
      if (!day) continue;
      const value = measure === 'amount' ? pesosToCentavos(row.totalAmount) : row.transactionCount;
      day.segments.push({ code: method.code, value, color: method.color });
      day.total += value;
    }
  }
  return days;
}
