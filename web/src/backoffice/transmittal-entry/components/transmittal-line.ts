import { amountTextToCentavos } from '@core/amount-input';
import type { TransmittalDetail } from '@core/api/transmittals';

/** A row of the entry table: an employee and the amount text as typed. */
export interface TransmittalLine extends Omit<TransmittalDetail, 'amount'> {
  amountText: string;
}

export function totalCentavos(lines: readonly TransmittalLine[]): number {
  return lines.reduce((sum, line) => sum + (amountTextToCentavos(line.amountText) ?? 0), 0);
}

/** Search Name: case-insensitive contains. */
export function matchesName(line: TransmittalLine, search: string): boolean {
  return line.employeeName.toLowerCase().includes(search.trim().toLowerCase());
}
