import { useMutation } from '@tanstack/react-query';
import { employeeEndpoints } from '@core/api/employees';
import { callEndpoint } from '../../../api/client';
import { checkAmountsCsv, type CsvCheck } from '../components/amounts-csv';
import type { TransmittalLine } from '../components/transmittal-line';

export interface CheckAmountsCsvInput {
  file: File;
  departmentId: number;
  lines: readonly TransmittalLine[];
}

/**
 * Reads the chosen file and checks each line against the department's employees as they are now (active
 * or not, so that an inactive one is named as such). Changes nothing: the preview shows the result.
 */
async function checkAmountsFile({ file, departmentId, lines }: CheckAmountsCsvInput): Promise<CsvCheck> {
  const [text, employees] = await Promise.all([
    file.text(),
    callEndpoint(employeeEndpoints.listOfDepartment, { query: { departmentId } }),
  ]);
  return checkAmountsCsv(text, employees, lines);
}

export function useCheckAmountsCsv() {
  return useMutation({ mutationFn: checkAmountsFile });
}
