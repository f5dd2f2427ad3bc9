import Papa from 'papaparse';
import { formatAmount, parsePesoAmount } from '@core/money';
import { MAX_TRANSMITTAL_DETAILS, TRANSMITTAL_AMOUNT_RULES } from '@core/api/transmittals';
import type { TransmittalLine } from './transmittal-line';

/**
 * Amounts by employee from a CSV file (issue 19; Xendit's batch disbursements as the model): every line is
 * checked and listed with its problem before anything is applied, and only the valid lines fill the amount
 * fields. The server checks the saved transmittal again (create-transmittal.ts). Format: docs/API.md,
 * "Transmittal amounts from a CSV file".
 */

/**
 * The columns: the employee's id (as the downloadable template lists it) and the amount; employee_name is
 * there for people reading the file and is not read back.
 */
export const CSV_COLUMNS = { employeeId: 'employee_id', employeeName: 'employee_name', amount: 'amount' };

/** Far above a department's size, low enough that a wrong file is refused at once. */
export const MAX_CSV_LINES = MAX_TRANSMITTAL_DETAILS;

export const CSV_MESSAGES = {
  missingColumns: `The file needs the columns ${CSV_COLUMNS.employeeId} and ${CSV_COLUMNS.amount} in its first line`,
  tooManyLines: `The file has more than ${MAX_CSV_LINES} lines`,
  empty: 'The file has no lines of amounts',
  badEmployeeId: 'Employee ID must be a whole number',
  notInDepartment: 'Unknown employee, or not an employee of this department',
  inactive: 'Inactive employee: not paid by a transmittal',
  notOnTransmittal: 'Not on this transmittal: press Create New to load the newest employees',
  duplicate: (line: number) => `Duplicate: the employee is already on line ${line}`,
  overLimit: (message: string) => `Over the limit: ${message}`,
} as const;

/** An employee of the department as the Employee list answers it (active or not). */
export interface DepartmentEmployee {
  id: number;
  employeeName: string;
  status: boolean;
}

export interface CsvLine {
  /** The line number in the file, counting the header as line 1 (as a spreadsheet shows it). */
  lineNumber: number;
  employeeIdText: string;
  amountText: string;
  employeeName: string | null;
  /** Whole centavos when the amount reads. */
  centavos: number | null;
  problem: string | null;
}

export type CsvCheck = { ok: false; message: string } | { ok: true; lines: CsvLine[] };

/** Header names compared without case, spaces or punctuation: "Employee ID" is employee_id. */
const normalized = (name: string) => name.toLowerCase().replace(/[^a-z0-9]/g, '');

function cellOf(row: Record<string, unknown>, column: string): string {
  const key = Object.keys(row).find((name) => normalized(name) === normalized(column));
  const value = key === undefined ? undefined : row[key];
  return typeof value === 'string' ? value.trim() : '';
}

/**
 * Checks each line of the CSV against the department's employees and the transmittal's lines. Nothing
 * here changes the transmittal: the caller applies the lines without a problem once the person confirms.
 */
export function checkAmountsCsv(
  text: string,
  departmentEmployees: readonly DepartmentEmployee[],
  transmittalLines: readonly TransmittalLine[],
): CsvCheck {
  const parsed = Papa.parse<Record<string, unknown>>(text, { header: true, skipEmptyLines: 'greedy' });
  const fields = (parsed.meta.fields ?? []).map(normalized);
  if (
    !fields.includes(normalized(CSV_COLUMNS.employeeId)) ||
    !fields.includes(normalized(CSV_COLUMNS.amount))
  )
    return { ok: false, message: CSV_MESSAGES.missingColumns };
  if (parsed.data.length === 0) return { ok: false, message: CSV_MESSAGES.empty };
  if (parsed.data.length > MAX_CSV_LINES) return { ok: false, message: CSV_MESSAGES.tooManyLines };

  const employees = new Map(departmentEmployees.map((employee) => [employee.id, employee]));
  const onTransmittal = new Set(transmittalLines.map((line) => line.employeeId));
  const firstLineOf = new Map<number, number>();
  return {
    ok: true,
    lines: parsed.data.map((row, index) => {
      const lineNumber = index + 2;
      const employeeIdText = cellOf(row, CSV_COLUMNS.employeeId);
      const amountText = cellOf(row, CSV_COLUMNS.amount);
      const amount = parsePesoAmount(amountText, { ...TRANSMITTAL_AMOUNT_RULES, typed: true });
      const line = (employeeName: string | null, problem: string | null): CsvLine => ({
        lineNumber,
        employeeIdText,
        amountText,
        employeeName,
        centavos: amount.ok ? amount.centavos : null,
        problem,
      });
      if (!/^\d{1,9}$/.test(employeeIdText)) return line(null, CSV_MESSAGES.badEmployeeId);
      const id = Number(employeeIdText);
      const employee = employees.get(id);
      if (!employee) return line(null, CSV_MESSAGES.notInDepartment);
      if (!employee.status) return line(employee.employeeName, CSV_MESSAGES.inactive);
      if (!onTransmittal.has(id)) return line(employee.employeeName, CSV_MESSAGES.notOnTransmittal);
      const earlier = firstLineOf.get(id);
      if (earlier !== undefined) return line(employee.employeeName, CSV_MESSAGES.duplicate(earlier));
      firstLineOf.set(id, lineNumber);
      if (!amount.ok)
        return line(
          employee.employeeName,
          amount.error === 'tooLarge' ? CSV_MESSAGES.overLimit(amount.message) : amount.message,
        );
      return line(employee.employeeName, null);
    }),
  };
}

/** The transmittal's lines with the valid CSV lines' amounts filled in ("1,500.00", as typed and blurred). */
export function applyCsvLines(
  transmittalLines: readonly TransmittalLine[],
  csvLines: readonly CsvLine[],
): TransmittalLine[] {
  const amounts = new Map<number, number>();
  for (const line of csvLines)
    if (line.problem === null && line.centavos !== null)
      amounts.set(Number(line.employeeIdText), line.centavos);
  return transmittalLines.map((line) => {
    const centavos = amounts.get(line.employeeId);
    return centavos === undefined ? line : { ...line, amountText: formatAmount(centavos) };
  });
}

/** A template to fill in: the transmittal's employees with their current amounts. */
export function amountsCsvTemplate(transmittalLines: readonly TransmittalLine[]): string {
  // escapeFormulae: a name starting with = or + must not become a formula in a spreadsheet.
  return Papa.unparse(
    {
      fields: [CSV_COLUMNS.employeeId, CSV_COLUMNS.employeeName, CSV_COLUMNS.amount],
      data: transmittalLines.map((line) => [line.employeeId, line.employeeName, line.amountText || '0.00']),
    },
    { escapeFormulae: true },
  );
}
