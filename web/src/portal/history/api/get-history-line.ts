import { useQuery } from '@tanstack/react-query';
import { walletHistoryEndpoints, type HistoryDetail, type HistoryKind } from '@core/api/wallet-history';
import { callEndpoint } from '../../../api/client';

export function getHistoryLine(kind: HistoryKind, id: number, signal?: AbortSignal): Promise<HistoryDetail> {
  return callEndpoint(walletHistoryEndpoints.detail, { params: { kind, id }, signal });
}

export function useHistoryLine(line: { kind: HistoryKind; id: number } | null, enabled: boolean) {
  return useQuery({
    queryKey: ['me', 'history', line?.kind, line?.id],
    queryFn: ({ signal }) => getHistoryLine(line!.kind, line!.id, signal),
    enabled: enabled && line !== null,
    retry: false,
  });
}
