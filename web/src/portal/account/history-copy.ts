import type { HistoryActor, HistoryKind } from '@core/api/wallet-history';
import { defineCopy } from '../i18n';

/**
 * The words of the wallet history, shared by Home's list and the line's detail screen. Status names stay
 * the spec's in English; Filipino says them as Filipino wallet apps do.
 */
export const historyCopy = defineCopy({
  en: {
    status: {
      0: 'Pending',
      1: 'Done',
      2: 'Processing',
      3: 'Expired',
      4: 'Cancelled',
      5: 'On Hold',
    } as Record<number, string>,
    actor: {
      you: 'You',
      payer: 'The payer',
      staff: 'Shop staff',
      system: 'System',
      cardProvider: 'Card provider',
    } satisfies Record<HistoryActor, string>,
    kind: {
      topup: 'Top-up',
      journal: 'Credit from the shop',
      transmittal: 'Payroll credit',
    } satisfies Record<HistoryKind, string>,
    /** A top-up someone else made for this wallet (byAnotherPayer). */
    topupByAnother: 'Top-up from someone else',
    transmittalNo: (no: number) => `Transmittal No. ${no}`,
    balanceAfter: (amount: string) => `Balance after: ${amount}`,
  },
  fil: {
    status: {
      0: 'Nakabinbin',
      1: 'Tapos na',
      2: 'Pinoproseso',
      3: 'Nag-expire',
      4: 'Kinansela',
      5: 'Naka-hold',
    } as Record<number, string>,
    actor: {
      you: 'Ikaw',
      payer: 'Ang nagbayad',
      staff: 'Staff ng shop',
      system: 'Sistema',
      cardProvider: 'Card provider',
    } satisfies Record<HistoryActor, string>,
    kind: {
      topup: 'Top-up',
      journal: 'Credit mula sa shop',
      transmittal: 'Credit mula sa payroll',
    } satisfies Record<HistoryKind, string>,
    topupByAnother: 'Top-up mula sa iba',
    transmittalNo: (no: number) => `Transmittal Blg. ${no}`,
    balanceAfter: (amount: string) => `Balanse pagkatapos: ${amount}`,
  },
});

/** Where tapping a line leads: a top-up's receipt page, or the line's own detail screen. */
export function historyLinePath(line: { kind: HistoryKind; id: number; receiptPath: string | null }): string {
  if (line.kind === 'topup' && line.receiptPath) return line.receiptPath;
  return `/history/${line.kind}/${line.id}`;
}
