import { describe, expect, it } from 'vitest';
import { amountsCsvTemplate, applyCsvLines, checkAmountsCsv, CSV_MESSAGES } from './amounts-csv';
import type { TransmittalLine } from './transmittal-line';

const line = (employeeId: number, employeeName: string): TransmittalLine => ({
  employeeId,
  employeeName,
  position: 'Clerk',
  ewalletAccountInfo: '09170000000',
  amountText: '0.00',
});
const lines = [line(11, 'Cruz, Ana'), line(12, 'Diaz, Ben'), line(13, '=Evil, Formula')];
const employees = [
  { id: 11, employeeName: 'Cruz, Ana', status: true },
  { id: 12, employeeName: 'Diaz, Ben', status: true },
  { id: 13, employeeName: '=Evil, Formula', status: true },
  { id: 14, employeeName: 'Gone, Old', status: false },
];

describe('checking a CSV of transmittal amounts line by line', () => {
  it('lists each line with its problem and applies only the valid ones', () => {
    const csv = [
      'Employee ID,employee_name,Amount',
      '11,Cruz,"1,500.50"',
      '12,Diaz,abc',
      '99,Nobody,10',
      '14,Gone,10',
      '11,Cruz again,20',
      '13,Evil,1000000.01',
      'x,?,5',
      '',
    ].join('\n');
    const result = checkAmountsCsv(csv, employees, lines);
    if (!result.ok) throw new Error(result.message);
    expect(result.lines.map((checked) => [checked.lineNumber, checked.problem])).toEqual([
      [2, null],
      [3, 'Amount must be a number with at most 2 decimals'],
      [4, CSV_MESSAGES.notInDepartment],
      [5, CSV_MESSAGES.inactive],
      [6, CSV_MESSAGES.duplicate(2)],
      [7, CSV_MESSAGES.overLimit('Amount must not exceed ₱1,000,000.00')],
      [8, CSV_MESSAGES.badEmployeeId],
    ]);
    expect(result.lines[0]?.centavos).toBe(150050);
    expect(applyCsvLines(lines, result.lines).map((applied) => applied.amountText)).toEqual([
      '1,500.50',
      '0.00',
      '0.00',
    ]);
  });

  it('refuses a file without the two columns, or without lines', () => {
    expect(checkAmountsCsv('name,pesos\nA,1', employees, lines)).toEqual({
      ok: false,
      message: CSV_MESSAGES.missingColumns,
    });
    expect(checkAmountsCsv('employee_id,amount\n', employees, lines)).toEqual({
      ok: false,
      message: CSV_MESSAGES.empty,
    });
  });

  it('writes a template that reads back, with formulas escaped', () => {
    const template = amountsCsvTemplate(lines);
    expect(template.split('\r\n')[0]).toBe('employee_id,employee_name,amount');
    expect(template).toContain(`"'=Evil, Formula"`);
    const result = checkAmountsCsv(template, employees, lines);
    expect(result.ok && result.lines.every((checked) => checked.problem === null)).toBe(true);
  });
});
