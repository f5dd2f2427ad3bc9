import type { DailyTotalsAnswer } from '@core/api/backoffice-topups';

export type Measure = 'amount' | 'count';

/** Colours chosen to be told apart by people with the common colour-vision deficiencies. */
export const CHART_METHODS = [
  { code: 101, name: 'Debit/Credit Card', color: '#0072B2' },
  { code: 102, name: 'Pay on Site', color: '#E69F00' },
  { code: 103, name: 'Pay on Rider', color: '#009E73' },
  { code: 104, name: 'Bank Transfer', color: '#CC79A7' },
];

export interface ChartDay {
  day: number;
  /** Centavos for amounts. */
  total: number;
  segments: { code: number; value: number; color: string }[];
}

/** One entry per day of the month, each with a value per method (centavos or counts). */
export function buildChartDays(rows: DailyTotalsAnswer, dayCount: number, measure: Measure): ChartDay[] {
  const days: ChartDay[] = Array.from({ length: dayCount }, (_, index) => ({
    day: index + 1,
    total: 0,
    segments: [],
  }));
  for (const method of CHART_METHODS) {
    for (const row of rows) {
      if (row.paymentMethodCode !== method.code) continue;
      const day = days[Number(row.date.slice(8, 10)) - 1];
      if (!day) continue;
      const value = measure === 'amount' ? Math.round(row.totalAmount * 100) : row.transactionCount;
      day.segments.push({ code: method.code, value, color: method.color });
      day.total += value;
    }
  }
  return days;
}
