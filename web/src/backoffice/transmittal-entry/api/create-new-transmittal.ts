import { useMutation } from '@tanstack/react-query';
import { transmittalEndpoints, type TransmittalDetail } from '@core/api/transmittals';
import { callEndpoint } from '../../../api/client';

/** Create New: the department's active employees, each with amount 0. */
export function getNewTransmittalLines(departmentId: number): Promise<TransmittalDetail[]> {
  return callEndpoint(transmittalEndpoints.newLines, {
    query: { departmentId },
  });
}

/** A mutation rather than a query: each Create New starts the table afresh, never from a cache. */
export function useCreateNewTransmittal() {
  return useMutation({ mutationFn: getNewTransmittalLines });
}
